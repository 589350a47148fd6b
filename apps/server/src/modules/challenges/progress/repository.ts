import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, planDays, users } from '../../../db/schema.js';
import { searchMatch } from '../pages/page-cursor.js';
import { rowsOf } from '../plan/member-copy.js';
import { daysPlanOf } from '../plan/shared-days.js';

export interface ProgressRow {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  readDays: number;
  dayCount: number;
  daysDueByToday: number;
  lastReadAt: string | null;
  totalPoints: number;
  lastEncouragedOn: string | null;
  encouragementsReceived: number;
  /** The order of need's key of this row: read days, last reading (PostgreSQL's text, -infinity for never), id. */
  key: [number, string, string];
}

/** Where a page of the progress view starts: after this key of the order of need. */
export type NeedKey = [readDays: number, lastRead: string, memberId: string];

// The order of need (core's compareNeedOfEncouragement) as the index challenge_members_need_idx has it.
const needOrder = (alias: string) =>
  sql.raw(`${alias}.read_days, coalesce(${alias}.last_read_at, '-infinity'::timestamptz), ${alias}.id`);

/**
 * A page of the challenge's participants (not the owner) in the order of need, after `after`,
 * those matching `search`: the page is found on the index (or the search's trigram index), then
 * only its rows read their user and count how many days of their own copy are dated before today.
 * One more row than asked tells whether a next page exists.
 */
export async function progressRows(
  db: Db,
  challengeId: string,
  today: string,
  page: { limit: number; after: NeedKey | undefined; search: string | undefined },
): Promise<ProgressRow[]> {
  const after = page.after
    ? sql`and (${needOrder('p')}) > (${page.after[0]}::integer, ${page.after[1]}::timestamptz, ${page.after[2]}::uuid)`
    : sql``;
  const match = searchMatch(sql.raw('p.search_text'), page.search);
  const rows = rowsOf<{
    member_id: string;
    user_id: string;
    name: string;
    email: string;
    read_days: number;
    day_count: number;
    due: number | string;
    last_read_at: Date | string | null;
    last_read_key: string;
    total_points: number;
    last_encouraged_on: string | null;
    encouragements_received: number;
  }>(
    await db.execute(sql`
      select m.id as member_id, u.id as user_id, u.name, u.email, m.read_days, m.day_count, m.total_points,
        m.last_read_at, coalesce(m.last_read_at, '-infinity'::timestamptz)::text as last_read_key,
        m.last_encouraged_on::text as last_encouraged_on, m.encouragements_received,
        (select count(*) from ${planDays} d where d.plan_id = ${daysPlanOf(sql`m.plan_id`)} and d.date < ${today}::date) as due
      from (
        select p.id from ${challengeMembers} p
        where p.challenge_id = ${challengeId} and not p.is_owner ${after} ${match ? sql`and ${match}` : sql``}
        order by ${needOrder('p')}
        limit ${page.limit + 1}
      ) page
      join ${challengeMembers} m on m.id = page.id
      join ${users} u on u.id = m.user_id
      order by ${needOrder('m')}
    `),
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    readDays: row.read_days,
    dayCount: row.day_count,
    daysDueByToday: Number(row.due),
    lastReadAt: row.last_read_at === null ? null : new Date(row.last_read_at).toISOString(),
    totalPoints: row.total_points,
    lastEncouragedOn: row.last_encouraged_on,
    encouragementsReceived: row.encouragements_received,
    key: [row.read_days, row.last_read_key, row.member_id],
  }));
}

/**
 * Takes today's one encouragement of this participant, atomically: the row changes only when the
 * participant was not encouraged today yet, so of two calls at once one wins. Answers the day it
 * held before (to give it back if the mail can't go), or nothing when it was already taken.
 */
export async function claimEncouragement(
  db: Db,
  challengeId: string,
  memberId: string,
  today: string,
): Promise<{ previous: string | null; planId: string | null; userId: string } | undefined> {
  const [row] = rowsOf<{ previous: string | null; plan_id: string | null; user_id: string }>(
    await db.execute(sql`
      update ${challengeMembers} m set last_encouraged_on = ${today}::date
      from (select id, last_encouraged_on from ${challengeMembers} where id = ${memberId} for update) before
      where m.id = before.id and m.challenge_id = ${challengeId} and not m.is_owner
        and (m.last_encouraged_on is null or m.last_encouraged_on < ${today}::date)
      returning before.last_encouraged_on::text as previous, m.plan_id, m.user_id
    `),
  );
  return row ? { previous: row.previous, planId: row.plan_id, userId: row.user_id } : undefined;
}

/** Gives back an encouragement whose mail could not go (only if it is still today's). */
export async function releaseEncouragement(
  db: Db,
  memberId: string,
  today: string,
  previous: string | null,
): Promise<void> {
  await db
    .update(challengeMembers)
    .set({ lastEncouragedOn: previous })
    .where(and(eq(challengeMembers.id, memberId), eq(challengeMembers.lastEncouragedOn, today)));
}

/** A participant of the challenge (not the owner), with the day they were last encouraged. */
export async function findParticipant(db: Db, challengeId: string, memberId: string) {
  const [row] = await db
    .select({ id: challengeMembers.id, lastEncouragedOn: challengeMembers.lastEncouragedOn })
    .from(challengeMembers)
    .where(
      and(
        eq(challengeMembers.id, memberId),
        eq(challengeMembers.challengeId, challengeId),
        not(challengeMembers.isOwner),
      ),
    );
  return row;
}

/** Names, addresses and languages of these users. */
export async function usersByIds(db: Db, ids: string[]) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, ids));
}
