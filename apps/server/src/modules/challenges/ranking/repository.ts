import type { RankingTab } from '@bible-journey/core';
import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, users } from '../../../db/schema.js';
import { rowsOf } from '../plan/member-copy.js';

/** The column each tab ranks by: each has its index `(challenge_id, score desc nulls last, points_changed_at, id)`. */
const SCORE_COLUMN = {
  general: 'total_points',
  questions: 'question_points',
  reading: 'conclusion_basis_points',
} as const satisfies Record<RankingTab, string>;

const scoreOf = (tab: RankingTab) => sql.raw(`"challenge_members"."${SCORE_COLUMN[tab]}"`);

/** A ranked member with what the entry shows. */
export interface RankedRow {
  memberId: string;
  /** The score of the tab asked for (conclusion as basis points): equal scores share a place. */
  score: number;
  readDays: number;
  dayCount: number;
  questionPoints: number;
  totalPoints: number;
  user: { id: string; email: string; name: string; picture: string | null };
}

const rankedColumns = {
  memberId: challengeMembers.id,
  readDays: challengeMembers.readDays,
  dayCount: challengeMembers.dayCount,
  questionPoints: challengeMembers.questionPoints,
  totalPoints: challengeMembers.totalPoints,
  user: { id: users.id, email: users.email, name: users.name, picture: users.picture },
};

interface RankedChallenge {
  id: string;
  ownerId: string;
  includeLeaders: boolean;
}

/**
 * One page of a tab in ranking order, walking the tab's index: the higher score first, of equal
 * scores whoever got there first, then the member id. The owner is left out unless the challenge
 * includes leaders. The page is found on the index alone (the owner's row left out by its id,
 * found by its key), then its members and users are read: the rows skipped cost an index entry
 * each, the rows shown a lookup each, and the challenge's size nothing.
 */
export async function rankingPage(
  db: Db,
  challenge: RankedChallenge,
  tab: RankingTab,
  page: { limit: number; offset: number },
): Promise<RankedRow[]> {
  const order = [
    sql`${scoreOf(tab)} desc nulls last`,
    asc(challengeMembers.pointsChangedAt),
    asc(challengeMembers.id),
  ] as const;
  const ownerRow = sql`(select o.id from ${challengeMembers} o
    where o.challenge_id = ${challenge.id} and o.user_id = ${challenge.ownerId})`;
  const pageIds = db
    .select({ id: challengeMembers.id })
    .from(challengeMembers)
    .where(
      and(
        eq(challengeMembers.challengeId, challenge.id),
        challenge.includeLeaders ? undefined : ne(challengeMembers.id, ownerRow),
      ),
    )
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  return db
    .select({ ...rankedColumns, score: sql<number>`${scoreOf(tab)}`.mapWith(Number) })
    .from(pageIds)
    .innerJoin(challengeMembers, eq(challengeMembers.id, pageIds.id))
    .innerJoin(users, eq(users.id, challengeMembers.userId))
    .orderBy(...order);
}

/**
 * How many ranked members score above `score` (a number, or a column of the outer query): a count
 * over the tab's index, less the owner when left out and above. The owner's row is found by its
 * key rather than filtered out, so the count needs only the index.
 */
function countAbove(challenge: RankedChallenge, tab: RankingTab, score: SQL) {
  const column = sql.raw(SCORE_COLUMN[tab]);
  const above = sql`(select count(*) from ${challengeMembers} c
    where c.challenge_id = ${challenge.id} and c.${column} > ${score})`;
  if (challenge.includeLeaders) return above;
  return sql`(${above} - (select count(*) from ${challengeMembers} o
    where o.challenge_id = ${challenge.id} and o.user_id = ${challenge.ownerId} and o.${column} > ${score}))`;
}

/** The place of a score in a tab: 1 + how many ranked members score higher (equal scores share it). */
export async function placeOfScore(
  db: Db,
  challenge: RankedChallenge,
  tab: RankingTab,
  score: number,
): Promise<number> {
  const [row] = rowsOf<{ above: number | string }>(
    await db.execute(sql`select ${countAbove(challenge, tab, sql`${score}`)} as above`),
  );
  return 1 + Number(row?.above ?? 0);
}

/**
 * How many are ranked, and (for a ranked member) their own row with its place: one statement of
 * counts over the tab's index (the ranked members with a higher score: equal scores share a place).
 */
export async function rankingStanding(
  db: Db,
  challenge: RankedChallenge,
  tab: RankingTab,
  memberId: string | null,
): Promise<{ total: number; me: (RankedRow & { position: number }) | null }> {
  const score = sql.raw(SCORE_COLUMN[tab]);
  const ownerRow = sql`(select o.id from ${challengeMembers} o
    where o.challenge_id = ${challenge.id} and o.user_id = ${challenge.ownerId})`;
  const leftOut = challenge.includeLeaders ? sql`0` : sql`(select count(*) from ${ownerRow} owner_row)`;
  const total = sql`(select count(*) from ${challengeMembers} c where c.challenge_id = ${challenge.id}) - ${leftOut}`;
  if (memberId === null) {
    const [row] = rowsOf<{ total: number | string }>(await db.execute(sql`select ${total} as total`));
    return { total: Number(row?.total ?? 0), me: null };
  }
  const [row] = rowsOf<{
    total: number | string;
    position: number | string;
    score: number | string;
    member_id: string;
    read_days: number;
    day_count: number;
    question_points: number;
    total_points: number;
    user_id: string;
    email: string;
    name: string;
    picture: string | null;
  }>(
    await db.execute(sql`
      select ${total} as total,
        1 + ${countAbove(challenge, tab, sql`m.${score}`)} as position,
        m.${score} as score,
        m.id as member_id, m.read_days, m.day_count, m.question_points, m.total_points,
        u.id as user_id, u.email, u.name, u.picture
      from ${challengeMembers} m join ${users} u on u.id = m.user_id
      where m.id = ${memberId}
    `),
  );
  if (!row) return { total: 0, me: null };
  return {
    total: Number(row.total),
    me: {
      memberId: row.member_id,
      score: Number(row.score),
      readDays: row.read_days,
      dayCount: row.day_count,
      questionPoints: row.question_points,
      totalPoints: row.total_points,
      user: { id: row.user_id, email: row.email, name: row.name, picture: row.picture },
      position: Number(row.position),
    },
  };
}
