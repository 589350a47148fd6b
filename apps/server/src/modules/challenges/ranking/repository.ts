import type { RankingTab } from '@bible-journey/core';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, users } from '../../../db/schema.js';
import { rowsOf } from '../plan/member-copy.js';

/** The column each tab ranks by: each has its index `(challenge_id, score desc nulls last, points_changed_at, id)`. */
const SCORE_COLUMN = {
  general: 'total_points',
  questions: 'question_points',
  reading: 'conclusion_basis_points',
} as const satisfies Record<RankingTab, string>;

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

/** A ranked member's columns as a statement answers them. */
interface RankedSqlRow {
  member_id: string;
  score: number | string;
  read_days: number;
  day_count: number;
  question_points: number;
  total_points: number;
  user_id: string;
  email: string;
  name: string;
  picture: string | null;
}

function rankedRowOf(row: RankedSqlRow): RankedRow {
  return {
    memberId: row.member_id,
    score: Number(row.score),
    readDays: row.read_days,
    dayCount: row.day_count,
    questionPoints: row.question_points,
    totalPoints: row.total_points,
    user: { id: row.user_id, email: row.email, name: row.name, picture: row.picture },
  };
}

interface RankedChallenge {
  id: string;
  ownerId: string;
  includeLeaders: boolean;
  /** Accepted participants, the owner not counted (kept with the challenge, decision 0021). */
  participantCount: number;
}

/** Where a page of a tab starts: after this (score, when it was reached as PostgreSQL's text, member id). */
export type RankKey = [score: number, reachedAt: string, memberId: string];

/**
 * One page of a tab in ranking order, walking the tab's index: the higher score first, of equal
 * scores whoever got there first, then the member id. The owner is left out unless the challenge
 * includes leaders. The page is found on the index alone (the owner's row left out by its id,
 * found by its key), then its members and users are read. After a key (a cursor), the page is the
 * rest of the key's score then the lower scores, each one range of the index: as cheap as the
 * first page wherever it is. An offset (the older way) skips an index entry per row before it.
 */
export async function rankingPage(
  db: Db,
  challenge: RankedChallenge,
  tab: RankingTab,
  page: { limit: number; offset: number; after: RankKey | undefined },
): Promise<(RankedRow & { key: RankKey })[]> {
  const score = sql.raw(`c.${SCORE_COLUMN[tab]}`);
  const ownerLeftOut = challenge.includeLeaders
    ? sql``
    : sql`and c.id is distinct from (select o.id from ${challengeMembers} o
        where o.challenge_id = ${challenge.id} and o.user_id = ${challenge.ownerId})`;
  const ranked = sql`from ${challengeMembers} c where c.challenge_id = ${challenge.id} ${ownerLeftOut}`;
  // As the tab's index has it (desc nulls last): another null order would sort the whole challenge.
  const order = sql`${score} desc nulls last, c.points_changed_at, c.id`;
  const after = page.after;
  const pageIds = after
    ? sql`select both_parts.id from (
        (select c.id, ${score} as score, c.points_changed_at ${ranked}
          and ${score} = ${after[0]}::integer
          and (c.points_changed_at, c.id) > (${after[1]}::timestamptz, ${after[2]}::uuid)
          order by c.points_changed_at, c.id limit ${page.limit})
        union all
        (select c.id, ${score} as score, c.points_changed_at ${ranked} and ${score} < ${after[0]}::integer
          order by ${order} limit ${page.limit})
      ) both_parts
      order by both_parts.score desc nulls last, both_parts.points_changed_at, both_parts.id limit ${page.limit}`
    : sql`select c.id ${ranked} order by ${order} limit ${page.limit} offset ${page.offset}`;
  const rows = rowsOf<RankedSqlRow & { reached_key: string }>(
    await db.execute(sql`
      select c.id as member_id, ${score} as score, c.points_changed_at::text as reached_key,
        c.read_days, c.day_count, c.question_points, c.total_points,
        u.id as user_id, u.email, u.name, u.picture
      from (${pageIds}) page
      join ${challengeMembers} c on c.id = page.id
      join ${users} u on u.id = c.user_id
      order by ${order}
    `),
  );
  return rows.map((row) => ({ ...rankedRowOf(row), key: [Number(row.score), row.reached_key, row.member_id] }));
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
 * How many are ranked (from the kept participant count), and for a ranked member their own row
 * with its place: a count over the tab's index of the ranked members with a higher score (equal
 * scores share a place).
 */
export async function rankingStanding(
  db: Db,
  challenge: RankedChallenge,
  tab: RankingTab,
  memberId: string | null,
): Promise<{ total: number; me: (RankedRow & { position: number }) | null }> {
  const score = sql.raw(SCORE_COLUMN[tab]);
  // The kept participant count, and the owner when the challenge ranks leaders.
  const total = challenge.participantCount + (challenge.includeLeaders ? 1 : 0);
  if (memberId === null) return { total, me: null };
  const [row] = rowsOf<RankedSqlRow & { position: number | string }>(
    await db.execute(sql`
      select 1 + ${countAbove(challenge, tab, sql`m.${score}`)} as position,
        m.${score} as score,
        m.id as member_id, m.read_days, m.day_count, m.question_points, m.total_points,
        u.id as user_id, u.email, u.name, u.picture
      from ${challengeMembers} m join ${users} u on u.id = m.user_id
      where m.id = ${memberId}
    `),
  );
  if (!row) return { total, me: null };
  return {
    total,
    me: { ...rankedRowOf(row), position: Number(row.position) },
  };
}
