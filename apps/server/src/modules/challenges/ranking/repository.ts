import type { RankingTab } from '@bible-journey/core';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
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
    .select(rankedColumns)
    .from(pageIds)
    .innerJoin(challengeMembers, eq(challengeMembers.id, pageIds.id))
    .innerJoin(users, eq(users.id, challengeMembers.userId))
    .orderBy(...order);
}

/**
 * How many are ranked, and (for a ranked member) their own row with its position: one statement
 * of counts over the tab's index (the members before them: higher scores, then equal scores
 * reached earlier). The owner's row, when left out, is taken off by a lookup of its key rather
 * than a filter, so the counts need only the index.
 */
export async function rankingStanding(
  db: Db,
  challenge: RankedChallenge,
  tab: RankingTab,
  memberId: string | null,
): Promise<{ total: number; me: (RankedRow & { position: number }) | null }> {
  const score = sql.raw(SCORE_COLUMN[tab]);
  const ownerRow = sql`(select o.id, o.${score} as score, o.points_changed_at from ${challengeMembers} o
    where o.challenge_id = ${challenge.id} and o.user_id = ${challenge.ownerId})`;
  const leftOut = challenge.includeLeaders ? sql`0` : sql`(select count(*) from ${ownerRow} owner_row)`;
  const total = sql`(select count(*) from ${challengeMembers} c where c.challenge_id = ${challenge.id}) - ${leftOut}`;
  if (memberId === null) {
    const [row] = rowsOf<{ total: number | string }>(await db.execute(sql`select ${total} as total`));
    return { total: Number(row?.total ?? 0), me: null };
  }
  const ownerBefore = challenge.includeLeaders
    ? sql`0`
    : sql`(select count(*) from ${ownerRow} owner_row where owner_row.score > m.${score}
        or (owner_row.score = m.${score} and (owner_row.points_changed_at, owner_row.id) < (m.points_changed_at, m.id)))`;
  const [row] = rowsOf<{
    total: number | string;
    position: number | string;
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
        1 + (select count(*) from ${challengeMembers} c
              where c.challenge_id = m.challenge_id and c.${score} > m.${score})
          + (select count(*) from ${challengeMembers} c
              where c.challenge_id = m.challenge_id and c.${score} = m.${score}
                and (c.points_changed_at, c.id) < (m.points_changed_at, m.id))
          - ${ownerBefore} as position,
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
      readDays: row.read_days,
      dayCount: row.day_count,
      questionPoints: row.question_points,
      totalPoints: row.total_points,
      user: { id: row.user_id, email: row.email, name: row.name, picture: row.picture },
      position: Number(row.position),
    },
  };
}
