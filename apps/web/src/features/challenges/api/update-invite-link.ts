import type { InviteLinkUpdateBody, InviteLinkUpdateResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** PUT /api/challenge/invite-link (leader): the shared link off, on, or made anew. */
export function updateInviteLink(challengeId: string, body: InviteLinkUpdateBody): Promise<InviteLinkUpdateResponse> {
  return challengeRequest('/challenge/invite-link', { challengeId }, { method: 'PUT', body });
}

/** Changes the shared link; the challenge (which carries it) refreshes. */
export function useUpdateInviteLink(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InviteLinkUpdateBody['action']) => updateInviteLink(challengeId, { action }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKey(challengeId) }),
  });
}
