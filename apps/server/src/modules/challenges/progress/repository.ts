import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, planDays, users } from '../../../db/schema.js';
import { rowsOf } from '../plan/member-copy.js';

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
}

/**
 * The challenge's participants (not the owner) with their kept totals and how many days of their
 * own copy are dated before today: one statement, counting each copy's days (the leader's
 * occasional view, not a per-mark path).
 */
export async function progressRows(db: Db, challengeId: string, today: string): Promise<ProgressRow[]> {
  const rows = rowsOf<{
    member_id: string;
    user_id: string;
    name: string;
    email: string;
    read_days: number;
    day_count: number;
    due: number | string;
    last_read_at: Date | string | null;
    total_points: number;
    last_encouraged_on: string | null;
    encouragements_received: number;
  }>(
    await db.execute(sql`
      select m.id as member_id, u.id as user_id, u.name, u.email, m.read_days, m.day_count, m.total_points,
        m.last_read_at, m.last_encouraged_on::text as last_encouraged_on, m.encouragements_received,
        (select count(*) from ${planDays} d where d.plan_id = m.plan_id and d.date < ${today}::date) as due
      from ${challengeMembers} m join ${users} u on u.id = m.user_id
      where m.challenge_id = ${challengeId} and not m.is_owner
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
