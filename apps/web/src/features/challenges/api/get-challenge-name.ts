import type { ChallengeNameResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** GET /api/challenge/name (public): the name the invite pages show; 404 for an unknown or suspended challenge. */
export async function getChallengeName(challengeId: string): Promise<string> {
  return (await challengeRequest<ChallengeNameResponse>('/challenge/name', { challengeId })).challengeName;
}

export const challengeNameQueryOptions = (challengeId: string) =>
  queryOptions({ queryKey: [...challengeKey(challengeId), 'name'], queryFn: () => getChallengeName(challengeId) });

export function useChallengeName(challengeId: string) {
  return useQuery(challengeNameQueryOptions(challengeId));
}
