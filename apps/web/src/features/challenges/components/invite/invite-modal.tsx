import type { ChallengeInvite } from '@bible-journey/contract';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button.tsx';
import { paths } from '../../../../config/paths.ts';
import { afterModalClosed } from '../../../../lib/modals/after-modal-closed.ts';
import { modals } from '../../../../lib/modals/modals.ts';
import { useInviteAnswers } from '../../hooks/use-invite-answers.ts';
import styles from '../common/common.module.css';
import { InviteAnswerButtons } from './invite-answer-buttons.tsx';

const MODAL_ID_PREFIX = 'challenge-invite-';
const modalId = (invite: ChallengeInvite) => `${MODAL_ID_PREFIX}${invite._id}`;

function InviteDialog({
  invite,
  close,
  onLater,
}: {
  invite: ChallengeInvite;
  close: () => void;
  onLater?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answers = useInviteAnswers(invite, {
    accepted: (challengeId) => {
      // The joined challenge opens; other invites stay pending (on /challenges, and offered again
      // on the next visit) rather than opening over its ranking.
      modals.dropWaiting((entry) => entry.id.startsWith(MODAL_ID_PREFIX));
      close();
      // Once the modal's history entry is gone, so the navigation isn't undone by its Back.
      afterModalClosed(modalId(invite), () =>
        navigate(paths.challengeRanking(challengeId, { isNewParticipant: true })),
      );
    },
    declined: close,
  });

  return (
    <div className={styles.dialogBody}>
      <p>{t('challenges.inviteModal.text', { owner: invite.challenge.owner.name, title: invite.challenge.title })}</p>
      <div className={styles.dialogActions}>
        <Button
          variant="quiet"
          onClick={() => {
            onLater?.();
            close();
          }}
          disabled={answers.isAccepting || answers.isDeclining}
        >
          {t('challenges.inviteModal.later')}
        </Button>
        <InviteAnswerButtons answers={answers} />
      </div>
    </div>
  );
}

/**
 * The screen that offered the invites is gone (the app moved on by itself, e.g. from /plan to the
 * person's challenges): the invite modals open or waiting go with it; they are offered again on the
 * next visit, and /challenges lists them meanwhile.
 */
export function withdrawInviteModals(): void {
  modals.dropWaiting((entry) => entry.id.startsWith(MODAL_ID_PREFIX));
  for (const modal of modals.stack()) if (modal.id.startsWith(MODAL_ID_PREFIX)) modals.close(modal.id);
}

/**
 * The invite modal (spec 3 section 2): see later, decline, accept. Accepting opens the challenge's
 * ranking as a new participant; declining removes the invite. With `waitForTurn`, it waits for
 * the modals already open (and one invite's modal for the one before it); `onLater` runs on See later.
 */
export function openInviteModal(
  invite: ChallengeInvite,
  { waitForTurn = false, onLater }: { waitForTurn?: boolean; onLater?: () => void } = {},
): void {
  modals.open({
    id: modalId(invite),
    title: i18next.t('challenges.inviteModal.title'),
    waitForTurn,
    render: (close) => <InviteDialog invite={invite} close={close} onLater={onLater} />,
  });
}
