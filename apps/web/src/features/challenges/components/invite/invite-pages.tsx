import type { RefusalReason } from '@bible-journey/contract';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AccountFlow, AccountFlowProvider } from '../../../../components/account-forms/account-flow.tsx';
import { FINISH_REGISTER_PARAM } from '../../../../components/account-forms/finish-register-path.ts';
import { LoginForm } from '../../../../components/account-forms/login-form.tsx';
import { RegisterForm } from '../../../../components/account-forms/register-form.tsx';
import { SocialButtons } from '../../../../components/account-forms/social/social-buttons.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { session } from '../../../../lib/session.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useChallengeName } from '../../api/get-challenge-name.ts';
import { useJoinChallenge } from '../../api/join-challenge.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { rememberInviteKey } from '../../lib/invite-key.ts';
import { LoadFailed, NotePanel } from '../common/screen-states.tsx';
import styles from './invite.module.css';

/** /c/invite/:challengeId: the challenge's name and the sign-up form (spec 3 section 2, invite pages). */
export function InviteRegisterPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const location = useLocation();
  // Sent back here by a log-in that found an invited account with no password yet.
  const state = location.state as { email?: unknown; [FINISH_REGISTER_PARAM]?: unknown } | null;
  const finishEmail = typeof state?.email === 'string' && state[FINISH_REGISTER_PARAM] === true ? state.email : null;
  return (
    <InvitePage>
      <p className={styles.intro}>
        {t(finishEmail ? 'challenges.invite.finishIntro' : 'challenges.invite.registerIntro')}
      </p>
      <RegisterForm initialEmail={finishEmail ?? ''} />
      {!finishEmail && <SocialButtons />}
      <p className={styles.switch}>
        {t('challenges.invite.haveAccount')}{' '}
        <Link to={paths.challengeInviteLogin(challengeId)}>{t('challenges.invite.loginLink')}</Link>
      </p>
    </InvitePage>
  );
}

/** /c/invite/:challengeId/login: the challenge's name and the log-in form. */
export function InviteLoginPage() {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  return (
    <InvitePage>
      <p className={styles.intro}>{t('challenges.invite.loginIntro')}</p>
      <LoginForm />
      <SocialButtons />
      <p className={styles.switch}>
        <Link to={paths.forgotPassword}>{t('accountModal.forgotPassword')}</Link>
      </p>
      <p className={styles.switch}>
        {t('challenges.invite.newHere')}{' '}
        <Link to={paths.challengeInvite(challengeId)}>{t('challenges.invite.registerLink')}</Link>
      </p>
    </InvitePage>
  );
}

const isSignedInNow = () => session.get()?.user.email ?? null;

/**
 * What both invite pages share: the challenge's name (the public GET /api/challenge/name), and,
 * once the person signs in or signs up, joining the challenge and opening its ranking as a new
 * participant. Someone already signed in joins with one button instead of the form.
 */
function InvitePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const [searchParams] = useSearchParams();
  rememberInviteKey(challengeId, searchParams.get('key'));
  const name = useChallengeName(challengeId);
  const join = useJoinAndOpen(challengeId);
  const navigate = useNavigate();
  const signedInEmail = useSyncExternalStore(session.subscribe, isSignedInNow);

  const flow = useMemo<AccountFlow>(
    () => ({
      onSignedIn: join.run,
      // The forms' links to the account screens stay with the invitation.
      notify: (notice) =>
        void snackbars.show({
          ...notice,
          ...(notice.link ? { link: { ...notice.link, to: inviteFlowPath(notice.link.to, challengeId) } } : {}),
        }),
      goTo: (to, state) => {
        if (to.startsWith(`${paths.register}?`)) {
          navigate(paths.challengeInvite(challengeId), {
            state: { ...(state as object), [FINISH_REGISTER_PARAM]: true },
          });
        } else navigate(inviteFlowPath(to, challengeId), { state });
      },
    }),
    [join.run, challengeId, navigate],
  );

  if (name.isError && name.error instanceof ApiError && name.error.status === 404) {
    return (
      <Page title={t('challenges.invite.notFoundTitle')}>
        <NotePanel
          title={t('challenges.invite.notFoundTitle')}
          action={<ButtonLink to={paths.plan}>{t('challenges.goToPlan')}</ButtonLink>}
        >
          <p>{t('challenges.invite.notFoundText')}</p>
        </NotePanel>
      </Page>
    );
  }

  return (
    <Page title={t('challenges.invite.title')}>
      <div className={styles.challenge}>
        {name.isPending ? (
          <p role="status" className={styles.namePlaceholder}>
            <span className={styles.visuallyHidden}>{t('challenges.invite.loadingName')}</span>
          </p>
        ) : name.isError ? (
          <LoadFailed title={t('challenges.invite.nameFailed')} onRetry={() => void name.refetch()} />
        ) : (
          <p className={styles.name}>{name.data}</p>
        )}
        <p className={styles.joinText}>{t('challenges.invite.joinText')}</p>
      </div>
      {signedInEmail ? (
        <div className={styles.signedIn}>
          <p>{t('challenges.invite.signedInAs', { email: signedInEmail })}</p>
          <Button onClick={join.run} isLoading={join.isPending} loadingLabel={t('challenges.invite.joining')}>
            {t('challenges.invite.join')}
          </Button>
        </div>
      ) : (
        <AccountFlowProvider flow={flow}>{children}</AccountFlowProvider>
      )}
    </Page>
  );
}

/** The account screens' /login and /register, as the invite's own pages; any other path as it is. */
function inviteFlowPath(to: string, challengeId: string): string {
  if (to === paths.login) return paths.challengeInviteLogin(challengeId);
  if (to === paths.register) return paths.challengeInvite(challengeId);
  return to;
}

/** Why joining by the link was refused, when the server said (its answer's `reason`). */
const JOIN_REFUSALS: Partial<Record<RefusalReason, string>> = {
  removed: 'challenges.invite.removed',
  invite_link_off: 'challenges.invite.linkOff',
  invite_link_replaced: 'challenges.invite.linkReplaced',
  challenge_full: 'challenges.invite.full',
};

function joinProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const reason = (error.body as { reason?: unknown } | null)?.reason;
  return (typeof reason === 'string' && JOIN_REFUSALS[reason as RefusalReason]) || null;
}

/** Joins the challenge (PUT /api/challenge/join) and opens its ranking as a new participant. */
function useJoinAndOpen(challengeId: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const join = useJoinChallenge();
  const { mutate } = join;
  const run = useMemo(
    () => () =>
      mutate(challengeId, {
        onSuccess: (membership) =>
          navigate(paths.challengeRanking(membership.challengeId, { isNewParticipant: true }), { replace: true }),
        onError: (error) =>
          snackbars.show({ message: t(joinProblem(error) ?? 'common.generalError'), severity: 'error' }),
      }),
    [mutate, challengeId, navigate, t],
  );
  return { run, isPending: join.isPending };
}
