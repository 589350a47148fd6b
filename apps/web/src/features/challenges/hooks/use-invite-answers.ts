import type { ChallengeInvite } from '@bible-journey/contract';
import { useTranslation } from 'react-i18next';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useAcceptInvite, useDeclineInvite } from '../api/answer-invite.ts';

export interface InviteAnswers {
  accept: () => void;
  decline: () => void;
  isAccepting: boolean;
  isDeclining: boolean;
}

/**
 * Accepting or declining one invite, wherever it is answered (the invite modal, the list on
 * /challenges): a failure says so and changes nothing; a decline is confirmed in a snackbar.
 */
export function useInviteAnswers(
  invite: ChallengeInvite,
  on: { accepted: (challengeId: string) => void; declined?: () => void },
): InviteAnswers {
  const { t } = useTranslation();
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const showGeneralError = () => snackbars.show({ message: t('common.generalError'), severity: 'error' });
  return {
    accept: () =>
      accept.mutate(invite, { onSuccess: ({ challengeId }) => on.accepted(challengeId), onError: showGeneralError }),
    decline: () =>
      decline.mutate(invite, {
        onSuccess: () => {
          on.declined?.();
          snackbars.show({ message: t('challenges.inviteModal.declined'), severity: 'info' });
        },
        onError: showGeneralError,
      }),
    isAccepting: accept.isPending,
    isDeclining: decline.isPending,
  };
}
