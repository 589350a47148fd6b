import type {
  ChallengeRankingIdResponse,
  ChallengeRankingQuery,
  ChallengeRankingResponse,
} from '@bible-journey/contract';
import { isInRanking, sharedPlaces } from '@bible-journey/core';
import type { Db } from '../../../db/database.js';
import { requireMember } from '../policy.js';
import { presentEntry } from './presenter.js';
import { placeOfScore, rankingPage, rankingStanding } from './repository.js';

/** GET /api/challenge/ranking/user/id: the signed-in member's rankingId (their member row). */
export async function getRankingId(db: Db, userId: string, challengeId: string): Promise<ChallengeRankingIdResponse> {
  const { member } = await requireMember(db, challengeId, userId);
  return { rankingId: member.id };
}

/**
 * A page of one tab of the ranking, the caller's own entry wherever they stand, and how many are
 * ranked; equal scores share a place ("1, 2, 2, 4"). Three statements whatever the challenge's size
 * (the access check, the page, the counts; a fourth for a later page's first place),
 * read from the members' kept totals, never summed from the marks (decision 0009).
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
  const [page, standing] = await Promise.all([
    rankingPage(db, challenge, query.tab, query),
    rankingStanding(db, challenge, query.tab, ranked ? member.id : null),
  ]);
  // Equal scores share a place; a later page may start inside a tie that began before it.
  const first = page[0];
  const firstPlace = first && query.offset > 0 ? await placeOfScore(db, challenge, query.tab, first.score) : 1;
  const places = sharedPlaces(
    page.map((row) => row.score),
    query.offset + 1,
    firstPlace,
  );
  return {
    ranking: page.map((row, index) => presentEntry(row, places[index] ?? query.offset + index + 1, viewer)),
    me: standing.me ? presentEntry(standing.me, standing.me.position, viewer) : null,
    total: standing.total,
    includeLeaders: challenge.includeLeaders,
  };
}
