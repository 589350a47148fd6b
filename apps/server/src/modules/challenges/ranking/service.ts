import type {
  ChallengeRankingIdResponse,
  ChallengeRankingQuery,
  ChallengeRankingResponse,
} from '@bible-journey/contract';
import { isInRanking, sharedPlaces } from '@bible-journey/core';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { decodeCursor, encodeCursor, IdKeySchema, InstantKeySchema } from '../pages/page-cursor.js';
import { requireMember } from '../policy.js';
import { presentEntry } from './presenter.js';
import { placeOfScore, type RankKey, rankingPage, rankingStanding } from './repository.js';

/** GET /api/challenge/ranking/user/id: the signed-in member's rankingId (their member row). */
export async function getRankingId(db: Db, userId: string, challengeId: string): Promise<ChallengeRankingIdResponse> {
  const { member } = await requireMember(db, challengeId, userId);
  return { rankingId: member.id };
}

/** A ranking cursor: where the last page ended (its key), the place it showed, and how many it had walked. */
const RankCursorSchema = z.tuple([
  z.number().int(),
  InstantKeySchema,
  IdKeySchema,
  z.number().int().min(1),
  z.number().int().min(1),
]);

/**
 * A page of one tab of the ranking, the caller's own entry wherever they stand, and how many are
 * ranked; equal scores share a place ("1, 2, 2, 4"). A later page starts at the cursor the last one
 * gave, found on the tab's index (decision 0021): its places go on from the cursor's, so no page
 * counts the members before it. Read from the members' kept totals and the challenge's kept
 * count, never summed from the marks (decision 0009).
 */
export async function getRanking(
  db: Db,
  userId: string,
  challengeId: string,
  query: ChallengeRankingQuery,
): Promise<ChallengeRankingResponse> {
  const { challenge, member, role } = await requireMember(db, challengeId, userId);
  const ranked = isInRanking(member, challenge.includeLeaders);
  const viewer = { userId, isOwner: role === 'owner' };
  const cursor = decodeCursor(query.cursor, RankCursorSchema);
  const after = cursor ? ([cursor[0], cursor[1], cursor[2]] as RankKey) : undefined;
  const [rows, standing] = await Promise.all([
    rankingPage(db, challenge, query.tab, { limit: query.limit + 1, offset: query.offset, after }),
    rankingStanding(db, challenge, query.tab, ranked ? member.id : null),
  ]);
  const page = rows.slice(0, query.limit);
  const firstOrdinal = cursor ? cursor[4] + 1 : query.offset + 1;
  const places = sharedPlaces(
    page.map((row) => row.score),
    firstOrdinal,
    await firstPlace(db, challenge, query, page[0]?.score, cursor),
  );
  const last = page.length - 1;
  const lastRow = page[last];
  return {
    ranking: page.map((row, index) => presentEntry(row, places[index] ?? firstOrdinal + index, viewer)),
    me: standing.me ? presentEntry(standing.me, standing.me.position, viewer) : null,
    total: standing.total,
    includeLeaders: challenge.includeLeaders,
    nextCursor:
      rows.length > query.limit && lastRow
        ? encodeCursor([...lastRow.key, places[last] ?? firstOrdinal + last, firstOrdinal + last])
        : null,
  };
}

/**
 * The place of a page's first entry. Equal scores share a place, and a later page may start inside
 * a tie that began before it: after a cursor, the cursor's place when the score is the same, else
 * its ordinal; after an offset (the older way), a count of the higher scores.
 */
async function firstPlace(
  db: Db,
  challenge: Parameters<typeof placeOfScore>[1],
  query: ChallengeRankingQuery,
  score: number | undefined,
  cursor: z.infer<typeof RankCursorSchema> | undefined,
): Promise<number> {
  if (score === undefined) return 1;
  if (cursor) return score === cursor[0] ? cursor[3] : cursor[4] + 1;
  return query.offset > 0 ? placeOfScore(db, challenge, query.tab, score) : 1;
}
