import type {
  ChallengeInvitedUser,
  ChallengeParticipant,
  ChallengeParticipantsResponse,
} from '@bible-journey/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { session } from '../../../../lib/session.ts';
import { snackbars } from '../../../../lib/snackbars/snackbar-store.ts';
import { useRemoveParticipant } from '../../api/remove-participant.ts';
import { useResendInvite } from '../../api/resend-invite.ts';
import { useLocale } from '../../hooks/use-locale.ts';
import { formatLastRead } from '../../lib/last-read.ts';
import { limitProblem } from '../../lib/limit-problem.ts';
import { confirmDestructive } from '../common/confirm.tsx';
import styles from './participants.module.css';

export const REMOVE_PARTICIPANT_MODAL_ID = 'challenges-remove-participant';

function ParticipantRow({ participant, challengeId }: { participant: ChallengeParticipant; challengeId: string }) {
  const { t } = useTranslation();
  const removal = useRemoveParticipant(challengeId);
  const { name, email } = participant.user;
  const handleRemove = () =>
    confirmDestructive({
      id: REMOVE_PARTICIPANT_MODAL_ID,
      title: t('challenges.participants.removeTitle', { name }),
      body: t('challenges.participants.removeBody', { name }),
      confirmLabel: t('challenges.participants.removeConfirm'),
      busyLabel: t('challenges.participants.removing'),
      onConfirm: async () => {
        try {
          await removal.mutateAsync(participant._id);
        } catch {
          return () => snackbars.show({ message: t('common.generalError'), severity: 'error' });
        }
        return () => snackbars.show({ message: t('challenges.participants.removed', { name }), severity: 'success' });
      },
    });
  return (
    <li className={styles.person}>
      <span className={styles.personText}>
        <span className={styles.personName}>{name}</span>
        <span className={styles.personEmail}>{email}</span>
      </span>
      <Button variant="quiet" className={styles.personAction} onClick={handleRemove}>
        {t('challenges.participants.remove')}
        <span className={styles.visuallyHidden}> {name}</span>
      </Button>
    </li>
  );
}

function InvitedRow({
  invited,
  challengeId,
  challengeTitle,
}: {
  invited: ChallengeInvitedUser;
  challengeId: string;
  challengeTitle: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resend = useResendInvite(challengeId);
  const [isSent, setIsSent] = useState(false);
  const { email, name } = invited.user;
  const leaderName = session.get()?.user.name;
  const handleResend = () =>
    resend.mutate(
      {
        participants: [email],
        challengeName: challengeTitle,
        ...(leaderName ? { ownerName: leaderName } : {}),
      },
      {
        onSuccess: () => {
          setIsSent(true);
          snackbars.show({ message: t('challenges.participants.resent', { email }), severity: 'success' });
        },
        onError: (error) =>
          snackbars.show({ message: limitProblem(t, error) ?? t('common.generalError'), severity: 'error' }),
      },
    );
  return (
    <li className={styles.person}>
      <span className={styles.personText}>
        <span className={styles.personName}>{name ?? email}</span>
        {name && <span className={styles.personEmail}>{email}</span>}
        <span className={styles.personEmail}>
          {invited.lastSentAt
            ? t('challenges.participants.lastSent', {
                when: formatLastRead(new Date(invited.lastSentAt), new Date(), locale),
              })
            : t('challenges.participants.notSent')}
        </span>
      </span>
      {isSent ? (
        <span className={styles.sentMark} role="status">
          ✓ {t('challenges.participants.sentMark')}
        </span>
      ) : (
        <Button
          variant="quiet"
          className={styles.personAction}
          onClick={handleResend}
          isLoading={resend.isPending}
          loadingLabel={t('challenges.participants.sending')}
        >
          {t('challenges.participants.resend')}
          <span className={styles.visuallyHidden}> {email}</span>
        </Button>
      )}
    </li>
  );
}

/**
 * Who takes part, and apart, who was invited and has not accepted (spec 3 section 2): the leader
 * removes a participant (after asking) or mails an invite again (spec 3 section 4).
 */
export function ParticipantsLists({
  people,
  challengeId,
  challengeTitle,
}: {
  people: ChallengeParticipantsResponse;
  challengeId: string;
  challengeTitle: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <section className={styles.group} aria-labelledby="challenge-participants-heading">
        <h2 id="challenge-participants-heading" className={styles.groupTitle}>
          {t('challenges.participants.accepted', { number: people.participants.length })}
        </h2>
        {people.participants.length === 0 ? (
          <p className={styles.empty}>{t('challenges.participants.noneAccepted')}</p>
        ) : (
          <ul className={styles.people}>
            {people.participants.map((participant) => (
              <ParticipantRow key={participant._id} participant={participant} challengeId={challengeId} />
            ))}
          </ul>
        )}
      </section>
      <section className={styles.group} aria-labelledby="challenge-invited-heading">
        <h2 id="challenge-invited-heading" className={styles.groupTitle}>
          {t('challenges.participants.invited', { number: people.invitedUsers.length })}
        </h2>
        {people.invitedUsers.length === 0 ? (
          <p className={styles.empty}>{t('challenges.participants.noneInvited')}</p>
        ) : (
          <ul className={styles.people}>
            {people.invitedUsers.map((invited) => (
              <InvitedRow
                key={invited._id}
                invited={invited}
                challengeId={challengeId}
                challengeTitle={challengeTitle}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
