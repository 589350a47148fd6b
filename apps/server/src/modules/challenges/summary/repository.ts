import { summaryWindow } from '@bible-journey/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import {
  challengeMembers,
  challenges,
  planDays,
  users,
  weeklySummaries,
  weeklySummaryOptOuts,
} from '../../../db/schema.js';
import { rowsOf } from '../plan/member-copy.js';
import { daysPlanOf } from '../plan/shared-days.js';

// The weekly summary's data (issue 23): the leaders' weeks, claimed once (the key refuses a
// second claim, whichever process makes it) and then leased, sent and marked as a reminder's
// deliveries are (decision 0011); the opt-outs; and a challenge's participants in one statement.

/** The challenges a week's summary tells of (core's summaryWindow): with a plan and participants. */
function inSummary(weekStart: string) {
  const { startsBefore, endsOnOrAfter } = summaryWindow(weekStart);
  return sql`${challenges.templatePlanId} is not null
    and ${challenges.suspendedAt} is null
    and ${challenges.startDate} < ${startsBefore}::date and ${challenges.finishDate} >= ${endsOnOrAfter}::date
    and exists (select 1 from ${challengeMembers} m where m.challenge_id = ${challenges.id} and not m.is_owner)`;
}

/**
 * Makes the week's summary of every leader with a challenge in it who has not turned summaries
 * off and has none for the week yet, in one statement. Answers how many were made.
 */
export async function claimWeek(db: Db, weekStart: string, now: Date): Promise<number> {
  const made = await db.execute(sql`
    insert into ${weeklySummaries} (user_id, week_start, status, next_attempt_at)
    select distinct ${challenges.ownerId}, ${weekStart}::date, 'pending', ${now.toISOString()}::timestamptz
    from ${challenges}
    where ${inSummary(weekStart)}
      and not exists (select 1 from ${weeklySummaryOptOuts} o where o.user_id = ${challenges.ownerId})
    on conflict do nothing
    returning user_id
  `);
  return rowsOf(made).length;
}

/** A leader's summary taken for sending, and the tries so far. */
export interface SummaryLease {
  userId: string;
  weekStart: string;
  attempts: number;
}

const keyOf = ({ userId, weekStart }: { userId: string; weekStart: string }) =>
  and(eq(weeklySummaries.userId, userId), eq(weeklySummaries.weekStart, weekStart));

/**
 * Takes up to `limit` summaries due by `now`, counting a try and pushing each one's next attempt
 * `leaseMs` ahead, in one statement: no other process takes them while this one sends; rows
 * another process holds are skipped.
 */
export async function leaseDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<SummaryLease[]> {
  const rows = rowsOf<{ user_id: string; week_start: string; attempts: number }>(
    await db.execute(sql`
      update ${weeklySummaries} s set attempts = s.attempts + 1,
        next_attempt_at = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz
      from (
        select user_id, week_start from ${weeklySummaries}
        where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at limit ${limit} for update skip locked
      ) due
      where s.user_id = due.user_id and s.week_start = due.week_start
      returning s.user_id, s.week_start::text as week_start, s.attempts
    `),
  );
  return rows.map((row) => ({ userId: row.user_id, weekStart: row.week_start, attempts: row.attempts }));
}

/** The leader a summary goes to (name, address, language) and whether they turned summaries off. */
export async function leaderOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: users.name,
      email: users.email,
      language: users.language,
      hasOptedOut: sql<boolean>`exists (select 1 from ${weeklySummaryOptOuts} o where o.user_id = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The leader's challenges in the week's summary, oldest first. */
export async function challengesInSummary(db: Db, userId: string, weekStart: string) {
  return db
    .select({ id: challenges.id, title: challenges.title })
    .from(challenges)
    .where(and(eq(challenges.ownerId, userId), inSummary(weekStart)))
    .orderBy(asc(challenges.createdAt), asc(challenges.id));
}

/**
 * A challenge's participants (not the owner) with what their standing needs: one statement for
 * the whole challenge, each copy's days before `today` counted on its (plan_id, date) index.
 */
export async function participantProgress(db: Db, challengeId: string, today: string) {
  const rows = rowsOf<{ name: string; read_days: number; day_count: number; due: number | string }>(
    await db.execute(sql`
      select u.name, m.read_days, m.day_count,
        (select count(*) from ${planDays} d where d.plan_id = ${daysPlanOf(sql`m.plan_id`)} and d.date < ${today}::date) as due
      from ${challengeMembers} m join ${users} u on u.id = m.user_id
      where m.challenge_id = ${challengeId} and not m.is_owner
    `),
  );
  return rows.map((row) => ({
    name: row.name,
    readDays: row.read_days,
    dayCount: row.day_count,
    daysDueByToday: Number(row.due),
  }));
}

type Outcome = { status: 'sent'; at: Date } | { status: 'skipped' } | { status: 'failed'; reason: string };

/** Records what became of a leased summary. */
export async function markSummary(db: Db, lease: SummaryLease, outcome: Outcome): Promise<void> {
  const set =
    outcome.status === 'sent'
      ? { status: 'sent' as const, sentAt: outcome.at, lastError: null }
      : outcome.status === 'failed'
        ? { status: 'failed' as const, lastError: outcome.reason }
        : { status: 'skipped' as const };
  await db.update(weeklySummaries).set(set).where(keyOf(lease));
}

/** Tried again at `at`. */
export async function retrySummaryAt(db: Db, lease: SummaryLease, at: Date, reason: string): Promise<void> {
  await db.update(weeklySummaries).set({ nextAttemptAt: at, lastError: reason }).where(keyOf(lease));
}

/** Whether the user gets the weekly summary (on until turned off). */
export async function isSummaryOn(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: weeklySummaryOptOuts.userId })
    .from(weeklySummaryOptOuts)
    .where(eq(weeklySummaryOptOuts.userId, userId));
  return !row;
}

/** Turns the user's weekly summary on (no opt-out row) or off. */
export async function setSummaryOn(db: Db, userId: string, isOn: boolean): Promise<void> {
  if (isOn) await db.delete(weeklySummaryOptOuts).where(eq(weeklySummaryOptOuts.userId, userId));
  else await db.insert(weeklySummaryOptOuts).values({ userId }).onConflictDoNothing();
}

/** Whether the user leads (owns) at least one challenge. */
export async function leadsAChallenge(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.ownerId, userId)).limit(1);
  return Boolean(row);
}

/** Whether a user exists (a stop link for a deleted account stops nothing, and says so). */
export async function userExists(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return Boolean(row);
}
