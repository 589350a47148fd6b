import type { ChallengeInvite, ChallengeSummary } from '@bible-journey/contract';
import { CHALLENGES_PER_OWNER_MAX } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { Page } from '../../../../components/ui/page.tsx';
import { paths } from '../../../../config/paths.ts';
import { isFromEntry } from '../../../../lib/entry-navigation.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useSessionToken } from '../../../../lib/use-session-token.ts';
import { useChallenges } from '../../api/get-challenges.ts';
import { useInvites } from '../../api/get-invites.ts';
import { useChallengeCreation } from '../../hooks/use-challenge-creation.ts';
import { useInviteAnswers } from '../../hooks/use-invite-answers.ts';
import { LoadFailed, SkeletonRows } from '../common/screen-states.tsx';
import { DeleteOwnedChallenges } from '../configs/delete-owned-challenges.tsx';
import { InviteAnswerButtons } from '../invite/invite-answer-buttons.tsx';
import { openPremiumModal } from '../premium-modal.tsx';
import { JoinCodeEntry } from './join-code-entry.tsx';
import styles from './list.module.css';

/**
 * /challenges (spec 3 section 2): the challenges the person leads and those they take part in,
 * each leading to its ranking; pending invitations, answered here; a create button, and a join
 * code's entry (it opens the code's invite page). Someone signed out, or with no challenge, no
 * invitation and no premium access, is sent to the landing page (from the app's entry, to plan
 * creation instead: lib/entry-navigation.ts).
 */
export function ChallengesPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const token = useSessionToken();
  const challenges = useChallenges();
  const invites = useInvites();
  const { creation, isPending: isPremiumPending } = useChallengeCreation();

  if (token === null) return <Navigate to={paths.challengesPresentation} replace />;
  const hasNone =
    challenges.data !== undefined && challenges.data.owner.length + challenges.data.participant.length === 0;
  // Invitations that could not be fetched count as none: the list and the landing still work.
  const pendingInvites = invites.data ?? (invites.isError ? [] : undefined);
  const hasNothing = hasNone && pendingInvites?.length === 0;
  if (hasNothing && isFromEntry(location.state)) return <Navigate to={paths.newPlan} replace />;
  if (hasNothing && creation === 'notPremium') return <Navigate to={paths.challengesPresentation} replace />;

  const isDeciding = challenges.isPending || (hasNone && (pendingInvites === undefined || isPremiumPending));
  return (
    <Page title={t('challenges.list.title')}>
      <CreateButton creation={creation} isPending={isPremiumPending} />
      <JoinCodeEntry />
      {pendingInvites && pendingInvites.length > 0 && <Invitations invites={pendingInvites} />}
      {isDeciding ? (
        <SkeletonRows label={t('challenges.list.loading')} rows={3} />
      ) : challenges.isError ? (
        <LoadFailed title={t('challenges.list.loadFailed')} onRetry={() => void challenges.refetch()} />
      ) : hasNone ? (
        pendingInvites?.length === 0 && (
          <section className={styles.empty} aria-labelledby="challenges-empty-title">
            <h2 id="challenges-empty-title" className={styles.groupTitle}>
              {t('challenges.list.emptyTitle')}
            </h2>
            <p>{t('challenges.list.emptyText')}</p>
          </section>
        )
      ) : (
        <>
          <ChallengeGroup title={t('challenges.list.owner')} challenges={challenges.data?.owner ?? []} />
          <ChallengeGroup
            title={t('challenges.list.participant')}
            challenges={challenges.data?.participant ?? []}
            showsLeader
          />
          <DeleteOwnedChallenges count={challenges.data?.owner.length ?? 0} />
        </>
      )}
    </Page>
  );
}

/**
 * Opens the wizard when the person may create; otherwise the prices, the subscribe-or-buy modal, or
 * the words for an account that leads the most challenges it may.
 */
function CreateButton({
  creation,
  isPending,
}: {
  creation: ReturnType<typeof useChallengeCreation>['creation'];
  isPending: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handleCreate = () => {
    if (creation === 'allowed') navigate(paths.newChallengeName());
    else if (creation === 'notPremium') navigate(paths.challengesStartNow);
    else if (creation === 'leadsTheMost') {
      snackbars.show({
        message: t('challenges.limits.leadsTheMost', { most: CHALLENGES_PER_OWNER_MAX }),
        severity: 'info',
      });
    } else openPremiumModal(() => navigate(paths.challengesStartNow));
  };
  return (
    <Button className={styles.create} onClick={handleCreate} disabled={isPending}>
      {t('challenges.list.create')}
    </Button>
  );
}

function Invitations({ invites }: { invites: ChallengeInvite[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {t('challenges.list.invitations')}
      </h2>
      <ul className={styles.items}>
        {invites.map((invite) => (
          <Invitation key={invite._id} invite={invite} />
        ))}
      </ul>
    </section>
  );
}

/** One pending invitation, answered in place: accepting opens the challenge's ranking. */
function Invitation({ invite }: { invite: ChallengeInvite }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const textId = useId();
  const answers = useInviteAnswers(invite, {
    accepted: (challengeId) => navigate(paths.challengeRanking(challengeId, { isNewParticipant: true })),
  });
  return (
    <li className={styles.invitation}>
      <svg className={styles.infoIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" />
        </g>
      </svg>
      <p id={textId} className={styles.invitationText}>
        {t('challenges.list.invitation', { owner: invite.challenge.owner.name, title: invite.challenge.title })}
      </p>
      <div className={styles.invitationActions}>
        <InviteAnswerButtons answers={answers} describedBy={textId} />
      </div>
    </li>
  );
}

function ChallengeGroup({
  title,
  challenges,
  showsLeader = false,
}: {
  title: string;
  challenges: ChallengeSummary[];
  showsLeader?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (challenges.length === 0) return null;
  return (
    <section className={styles.group} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {title}
      </h2>
      <ul className={styles.items}>
        {challenges.map((challenge) => (
          <li key={challenge._id}>
            <Link to={paths.challengeRanking(challenge._id)} className={styles.item}>
              <span className={styles.itemTitle}>{challenge.title}</span>
              <span className={styles.itemDetail}>
                {t('challenges.list.participants', { count: challenge.participantsCount })}
                {showsLeader && ` · ${t('challenges.list.ledBy', { name: challenge.owner.name })}`}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
