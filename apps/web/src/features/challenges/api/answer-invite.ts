import type {
  ChallengeInvite,
  ChallengeInviteAcceptResponse,
  ChallengeInviteDeclineResponse,
} from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeRequest, challengesKey } from './challenge-request.ts';
import { invitesKey } from './get-invites.ts';

const scopeOf = (invite: ChallengeInvite) => ({ challengeId: invite.challenge._id, inviteId: invite._id });

/** PUT /api/challenge/invite/accept (empty body, invite headers): the membership it gives. */
export function acceptInvite(invite: ChallengeInvite): Promise<ChallengeInviteAcceptResponse> {
  return challengeRequest('/challenge/invite/accept', scopeOf(invite), { method: 'PUT', body: {} });
}

/** PUT /api/challenge/invite/decline (empty body, invite headers): the invite is gone. */
export function declineInvite(invite: ChallengeInvite): Promise<ChallengeInviteDeclineResponse> {
  return challengeRequest('/challenge/invite/decline', scopeOf(invite), { method: 'PUT', body: {} });
}

/** Accepts an invite; the invites and the list of challenges refresh (it joins the list). */
export function useAcceptInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengesKey }),
  });
}

/** Declines an invite; it leaves the pending invites at once. */
export function useDeclineInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitesKey }),
  });
}
