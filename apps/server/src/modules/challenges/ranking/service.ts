import type {
  ChallengeRankingIdResponse,
  ChallengeRankingQuery,
  ChallengeRankingResponse,
} from '@bible-journey/contract';
import { isInRanking } from '@bible-journey/core';
import type { Db } from '../../../db/database.js';
import { requireMember } from '../policy.js';
import { presentEntry } from './presenter.js';
import { rankingPage, rankingStanding } from './repository.js';

/** GET /api/challenge/ranking/user/id: the signed-in member's rankingId (their member row). */
export async function getRankingId(db: Db, userId: string, challengeId: string): Promise<ChallengeRankingIdResponse> {
  const { member } = await requireMember(db, challengeId, userId);
  return { rankingId: member.id };
}

/**
 * A page of one tab of the ranking, the caller's own entry wherever they stand, and how many are
 * ranked: three statements whatever the challenge's size (the access check, the page, the counts),
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
  return {
    ranking: page.map((row, index) => presentEntry(row, query.offset + index + 1, viewer)),
    me: standing.me ? presentEntry(standing.me, standing.me.position, viewer) : null,
    total: standing.total,
    includeLeaders: challenge.includeLeaders,
  };
}
