import type { ChallengeInvitationResponse, ChallengeInvite } from '@bible-journey/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../../../components/ui/button-link.tsx';
import { paths } from '../../../../config/paths.ts';
import { type InviteAnswers, useInviteAnswers } from '../../hooks/use-invite-answers.ts';
import styles from './invite.module.css';
import { InviteAnswerButtons } from './invite-answer-buttons.tsx';
import { useJoinAndOpen } from './use-join-and-open.ts';

interface AnswerProps {
  invitation: ChallengeInvitationResponse;
  email: string;
  /** Reached by signing in on this page: the answer takes the focus, where the form was. */
  takesFocus: boolean;
}

/**
 * Someone signed in answers: Accept opens the ranking as a new participant, Decline leaves (an
 * e-mail invitation is then deleted). A member already is sent to the ranking instead.
 */
export function InvitationAnswer({ invitation, email, takesFocus }: AnswerProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) heading.current?.focus();
  }, [takesFocus]);
  const { challenge } = invitation;
  return (
    <section className={styles.signedIn} aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.answerTitle}>
        {t(invitation.isMember ? 'challenges.invite.memberTitle' : 'challenges.invite.answerTitle', {
          title: challenge.title,
        })}
      </h2>
      <p>{t('challenges.invite.signedInAs', { email })}</p>
      {invitation.isMember ? (
        <ButtonLink to={paths.challengeRanking(challenge._id)}>{t('challenges.invite.openRanking')}</ButtonLink>
      ) : (
        <div className={styles.answers}>
          {invitation.inviteId ? (
            <MailedInviteButtons invite={toInvite(invitation, invitation.inviteId)} describedBy={headingId} />
          ) : (
            <LinkButtons challengeId={challenge._id} describedBy={headingId} />
          )}
        </div>
      )}
    </section>
  );
}

const toInvite = ({ challenge }: ChallengeInvitationResponse, inviteId: string): ChallengeInvite => ({
  _id: inviteId,
  challenge: { _id: challenge._id, title: challenge.title, owner: challenge.owner },
});

/** The person's own e-mail invitation: accepted or declined as on /challenges. */
function MailedInviteButtons({ invite, describedBy }: { invite: ChallengeInvite; describedBy: string }) {
  const navigate = useNavigate();
  const answers = useInviteAnswers(invite, {
    accepted: (challengeId) =>
      navigate(paths.challengeRanking(challengeId, { isNewParticipant: true }), { replace: true }),
    declined: () => navigate(paths.challenges, { replace: true }),
  });
  return <InviteAnswerButtons answers={answers} describedBy={describedBy} />;
}

/** By the shared link or a join code: Accept joins; Decline leaves, nothing to delete. */
function LinkButtons({ challengeId, describedBy }: { challengeId: string; describedBy: string }) {
  const navigate = useNavigate();
  const join = useJoinAndOpen(challengeId);
  const answers: InviteAnswers = {
    accept: join.run,
    decline: () => navigate(paths.challenges),
    isAccepting: join.isPending,
    isDeclining: false,
  };
  return <InviteAnswerButtons answers={answers} describedBy={describedBy} />;
}
