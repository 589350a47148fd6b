import type { ChallengeInvitationResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { inviteKeyOf } from '../lib/invite-key.ts';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/**
 * GET /api/challenge/invitation (public; signed in, it also says whether the person is invited by
 * e-mail or already takes part): what the invite page shows, with the key of the link it was
 * opened by. A link turned off or replaced answers 403 with its reason; an unknown challenge 404.
 */
export function getInvitation(challengeId: string): Promise<ChallengeInvitationResponse> {
  return challengeRequest('/challenge/invitation', { challengeId, inviteKey: inviteKeyOf(challengeId) });
}

/** One answer per person: signing in or out asks again. */
export const invitationQueryOptions = (challengeId: string, token: string | null) =>
  queryOptions({
    queryKey: [...challengeKey(challengeId), 'invitation', token],
    queryFn: () => getInvitation(challengeId),
  });

export function useInvitation(challengeId: string) {
  return useQuery(invitationQueryOptions(challengeId, useSessionToken()));
}
