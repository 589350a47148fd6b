import type { InviteResendBody, InviteResendResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeRequest } from './challenge-request.ts';
import { participantsKey } from './get-participants.ts';

/** POST /api/challenge/invite/resend (leader): mails pending invites again. */
export function resendInvite(challengeId: string, body: InviteResendBody): Promise<InviteResendResponse> {
  return challengeRequest('/challenge/invite/resend', { challengeId }, { method: 'POST', body });
}

/** Mails an invite again; the list refreshes (when each invite was last sent). */
export function useResendInvite(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteResendBody) => resendInvite(challengeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: participantsKey(challengeId) }),
  });
}
