import type { ChallengeResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** GET /api/challenge (members only): the challenge, and whether the person leads it. */
export function getChallenge(challengeId: string): Promise<ChallengeResponse> {
  return challengeRequest('/challenge', { challengeId });
}

export const challengeQueryOptions = (challengeId: string) =>
  queryOptions({ queryKey: [...challengeKey(challengeId), 'details'], queryFn: () => getChallenge(challengeId) });

/**
 * The challenge a screen shows (title, owner, plan template, includeLeaders) and `isOwner`; waits
 * while `isEnabled` is false (nobody signed in).
 */
export function useChallenge(challengeId: string, isEnabled = true) {
  return useQuery({ ...challengeQueryOptions(challengeId), enabled: isEnabled });
}
