import type { ChallengeRankingResponse } from '@bible-journey/contract';
import { RANKING_PAGE_DEFAULT, type RankingTab } from '@bible-journey/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';
import { cursorPaging } from './people-pages.ts';

export interface RankingPageQuery {
  tab: RankingTab;
  limit: number;
  /** Where the page starts: the previous page's nextCursor (none: the first page). */
  cursor?: string | undefined;
}

/** GET /api/challenge/plan/ranking: one page of a tab, the caller's own entry and how many are ranked. */
export function getRanking(
  challengeId: string,
  { tab, limit, cursor }: RankingPageQuery,
): Promise<ChallengeRankingResponse> {
  const query = new URLSearchParams({ tab, limit: String(limit), ...(cursor ? { cursor } : {}) });
  return challengeRequest(`/challenge/plan/ranking?${query}`, { challengeId });
}

/** The ranking of every tab (a change of points refreshes them all). */
export const rankingKey = (challengeId: string) => [...challengeKey(challengeId), 'ranking'] as const;

/**
 * A tab's ranking, page after page of `pageSize` (a large challenge loads it as the person asks for
 * more), each from the cursor the last one gave: the last page comes as quickly as the first.
 */
export const rankingQueryOptions = (challengeId: string, tab: RankingTab, pageSize = RANKING_PAGE_DEFAULT) =>
  infiniteQueryOptions({
    queryKey: [...rankingKey(challengeId), tab, pageSize],
    queryFn: ({ pageParam }) => getRanking(challengeId, { tab, limit: pageSize, cursor: pageParam }),
    ...cursorPaging,
  });

export function useRanking(challengeId: string, tab: RankingTab, pageSize?: number) {
  return useInfiniteQuery(rankingQueryOptions(challengeId, tab, pageSize));
}
