import type { ChallengeRankingIdResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** GET /api/challenge/ranking/user/id: the signed-in member's rankingId (the day and answer calls name it). */
export async function getRankingId(challengeId: string): Promise<string> {
  return (await challengeRequest<ChallengeRankingIdResponse>('/challenge/ranking/user/id', { challengeId })).rankingId;
}

/** A member's rankingId never changes: fetched once per challenge. */
export const rankingIdQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: [...challengeKey(challengeId), 'rankingId'],
    queryFn: () => getRankingId(challengeId),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useRankingId(challengeId: string, isEnabled = true) {
  return useQuery({ ...rankingIdQueryOptions(challengeId), enabled: isEnabled });
}
