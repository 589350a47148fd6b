import type { ChallengeProgressEntry, ChallengeProgressResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

export const progressKey = (challengeId: string) => [...challengeKey(challengeId), 'progress'] as const;

/** GET /api/challenge/progress (leader): the participants, those who need a word first (the server's order). */
export async function getProgress(challengeId: string): Promise<ChallengeProgressEntry[]> {
  return (await challengeRequest<ChallengeProgressResponse>('/challenge/progress', { challengeId })).participants;
}

export const progressQueryOptions = (challengeId: string) =>
  queryOptions({ queryKey: progressKey(challengeId), queryFn: () => getProgress(challengeId) });

export function useProgress(challengeId: string) {
  return useQuery(progressQueryOptions(challengeId));
}
