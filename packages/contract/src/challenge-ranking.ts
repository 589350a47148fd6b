import { DEFAULT_RANKING_TAB, RANKING_PAGE_DEFAULT, RANKING_PAGE_MAX, RANKING_TABS } from '@bible-journey/core';
import { z } from 'zod';
import { PageCursorSchema } from './challenge-pages.js';

// The ranking (spec 3 sections 2 and 4), in the order of core's compareRanking for the tab: the
// higher score first, ties to whoever got there first. The owner is left out unless the
// challenge includes leaders (core's isInRanking).

export const RankingTabSchema = z.enum(RANKING_TABS);

/**
 * GET /api/challenge/plan/ranking?tab=&limit=&cursor= (challenge header): one page of a tab. The
 * next page starts at the previous page's `nextCursor` (found on the tab's index, as cheap as the
 * first); `offset` is the older way, kept for clients that use it, and may not go with a cursor.
 */
export const ChallengeRankingQuerySchema = z
  .object({
    tab: RankingTabSchema.default(DEFAULT_RANKING_TAB),
    limit: z.coerce.number().int().min(1).max(RANKING_PAGE_MAX).default(RANKING_PAGE_DEFAULT),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    cursor: PageCursorSchema.optional(),
  })
  .refine((query) => query.cursor === undefined || query.offset === 0, {
    message: 'give a cursor or an offset, not both',
    path: ['cursor'],
  });
export type ChallengeRankingQuery = z.infer<typeof ChallengeRankingQuerySchema>;

export const RankingUserSchema = z.object({
  _id: z.string(),
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
});
export type RankingUser = z.infer<typeof RankingUserSchema>;

/**
 * One ranked member. `points` is totalPoints under its older name (spec 3: "points or
 * totalPoints"); `position` is the place within the tab asked for, from 1, shared by equal scores
 * ("1, 2, 2, 4"; the first three entries stand on the podium).
 */
export const RankingEntrySchema = z.object({
  user: RankingUserSchema,
  points: z.number().int(),
  totalPoints: z.number().int(),
  questionPoints: z.number().int(),
  conclusionPercentage: z.number(),
  readDays: z.number().int(),
  position: z.number().int().min(1),
});
export type RankingEntry = z.infer<typeof RankingEntrySchema>;

/**
 * A page of the ranking; `me` is the signed-in member's own entry wherever they stand (null when
 * they are not ranked: the owner of a challenge without leaders); `total`, how many are ranked.
 */
export const ChallengeRankingResponseSchema = z.object({
  ranking: z.array(RankingEntrySchema),
  me: RankingEntrySchema.nullable(),
  total: z.number().int(),
  includeLeaders: z.boolean(),
  /** Where the next page of this tab starts; null after the last page. */
  nextCursor: PageCursorSchema.nullable(),
});
export type ChallengeRankingResponse = z.infer<typeof ChallengeRankingResponseSchema>;

/** GET /api/challenge/ranking/user/id (challenge header): the signed-in member's rankingId. */
export const ChallengeRankingIdResponseSchema = z.object({ rankingId: z.string() });
export type ChallengeRankingIdResponse = z.infer<typeof ChallengeRankingIdResponseSchema>;
