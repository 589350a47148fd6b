import { type ReactNode, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type AccountFlow, AccountFlowProvider } from '../../../../components/account-forms/account-flow.tsx';
import { FINISH_REGISTER_PARAM } from '../../../../components/account-forms/finish-register-path.ts';
import { LoginForm } from '../../../../components/account-forms/login-form.tsx';
import { RegisterForm } from '../../../../components/account-forms/register-form.tsx';
import { SocialButtons } from '../../../../components/account-forms/social/social-buttons.tsx';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { session } from '../../../../lib/session.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useInvitation } from '../../api/get-invitation.ts';
import { useChallengeId } from '../../hooks/use-challenge-id.ts';
import { rememberInviteKey } from '../../lib/invite-key.ts';
import { LoadFailed, NotePanel } from '../common/screen-states.tsx';
import { InvitationAnswer } from './invitation-answer.tsx';
import { InvitationDetails } from './invitation-details.tsx';
import styles from './invite.module.css';
import { joinProblem } from './use-join-and-open.ts';

/**
 * /c/invite/:challengeId: the invitation's details and the sign-up form (spec 3 section 2, invite
 * pages; issue 23's reasons to trust it).
 */
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

/** /c/invite/:challengeId/login: the invitation's details and the log-in form. */
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
 * What both invite pages share: the invitation's details (GET /api/challenge/invitation), the
 * account forms for someone signed out, and, once signed in, Accept or Decline. A link turned off
 * or replaced, or someone the leader removed, gets the reason instead of the details; an unknown
 * challenge, that the invitation no longer works.
 */
function InvitePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const challengeId = useChallengeId();
  const [searchParams] = useSearchParams();
  rememberInviteKey(challengeId, searchParams.get('key'));
  const invitation = useInvitation(challengeId);
  const navigate = useNavigate();
  const signedInEmail = useSyncExternalStore(session.subscribe, isSignedInNow);
  const [hasSignedInHere, setHasSignedInHere] = useState(false);

  const flow = useMemo<AccountFlow>(
    () => ({
      // The page shows the answer once the invitation is asked for again as the person.
      onSignedIn: () => setHasSignedInHere(true),
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
    [challengeId, navigate],
  );
  const accountForms = <AccountFlowProvider flow={flow}>{children}</AccountFlowProvider>;

  const { error } = invitation;
  if (error instanceof ApiError && error.status === 404) {
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
  const refusal = joinProblem(error);
  if (refusal) {
    return (
      <Page title={t('challenges.invite.refusedTitle')}>
        <NotePanel
          title={t('challenges.invite.refusedTitle')}
          action={signedInEmail && <ButtonLink to={paths.challenges}>{t('challenges.invite.toChallenges')}</ButtonLink>}
        >
          <p>{t(refusal)}</p>
          {!signedInEmail && <p>{t('challenges.invite.invitedByMail')}</p>}
        </NotePanel>
        {!signedInEmail && accountForms}
      </Page>
    );
  }

  return (
    <Page title={t('challenges.invite.title')}>
      {invitation.isPending ? (
        <div role="status" className={styles.challenge}>
          <span className={styles.visuallyHidden}>{t('challenges.invite.loadingName')}</span>
          <span className={styles.namePlaceholder} aria-hidden="true" />
          <span className={styles.linePlaceholder} aria-hidden="true" />
        </div>
      ) : invitation.isError ? (
        <LoadFailed title={t('challenges.invite.nameFailed')} onRetry={() => void invitation.refetch()} />
      ) : (
        <InvitationDetails challenge={invitation.data.challenge} />
      )}
      {!signedInEmail
        ? accountForms
        : invitation.data && (
            <InvitationAnswer invitation={invitation.data} email={signedInEmail} takesFocus={hasSignedInHere} />
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
