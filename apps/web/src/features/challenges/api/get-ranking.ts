import type { ChallengeRankingResponse } from '@bible-journey/contract';
import { RANKING_PAGE_DEFAULT, type RankingTab } from '@bible-journey/core';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

export interface RankingPageQuery {
  tab: RankingTab;
  limit: number;
  offset: number;
}

/** GET /api/challenge/plan/ranking: one page of a tab, the caller's own entry and how many are ranked. */
export function getRanking(
  challengeId: string,
  { tab, limit, offset }: RankingPageQuery,
): Promise<ChallengeRankingResponse> {
  const query = new URLSearchParams({ tab, limit: String(limit), offset: String(offset) });
  return challengeRequest(`/challenge/plan/ranking?${query}`, { challengeId });
}

/** The ranking of every tab (a change of points refreshes them all). */
export const rankingKey = (challengeId: string) => [...challengeKey(challengeId), 'ranking'] as const;

/** A tab's ranking, page after page of `pageSize` (a large challenge loads it as the person asks for more). */
export const rankingQueryOptions = (challengeId: string, tab: RankingTab, pageSize = RANKING_PAGE_DEFAULT) =>
  infiniteQueryOptions({
    queryKey: [...rankingKey(challengeId), tab, pageSize],
    queryFn: ({ pageParam }) => getRanking(challengeId, { tab, limit: pageSize, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.ranking.length, 0);
      return last.ranking.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });

export function useRanking(challengeId: string, tab: RankingTab, pageSize?: number) {
  return useInfiniteQuery(rankingQueryOptions(challengeId, tab, pageSize));
}
