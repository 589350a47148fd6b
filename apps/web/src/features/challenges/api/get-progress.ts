import type { ChallengeProgressResponse } from '@bible-journey/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';
import { cursorPaging, type PeoplePageAsk, peoplePagePath } from './people-pages.ts';

export const progressKey = (challengeId: string) => [...challengeKey(challengeId), 'progress'] as const;

/** GET /api/challenge/progress (leader): a page of the participants, those who need a word first (the server's order). */
export function getProgress(challengeId: string, ask: PeoplePageAsk = {}): Promise<ChallengeProgressResponse> {
  return challengeRequest(peoplePagePath('/challenge/progress', ask), { challengeId });
}

/** The progress view page after page, for one search (empty: everyone). */
export const progressQueryOptions = (challengeId: string, search = '') =>
  infiniteQueryOptions({
    queryKey: [...progressKey(challengeId), search],
    queryFn: ({ pageParam }) => getProgress(challengeId, { cursor: pageParam, search }),
    ...cursorPaging,
  });

export function useProgress(challengeId: string, search = '') {
  return useInfiniteQuery(progressQueryOptions(challengeId, search));
}
