import { isNewerMark } from '@bible-journey/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { planDays, plans, retiredPlanDays, users } from '../../db/schema.js';
import { dayHoldingLanding } from './day-landing.js';
import { isNotTemplate, personalPlansOf, writablePlan } from './repository.js';

/** A day as stored after a mark, with its plan's revision. */
export interface MarkedDay {
  planId: string;
  id: string;
  position: number;
  date: string;
  read: boolean;
  readChangedAt: Date | null;
  readingStart: { book: string; chapter: number };
  readingEnd: { book: string; chapter: number };
  readingDetails: { book: string; chapter: number }[];
  revision: number;
  updatedAt: Date;
  /** False when the day already held this mark or a later change. */
  applied: boolean;
  /** The day's mark before this one. */
  wasRead: boolean;
}

interface MarkedRow extends Omit<MarkedDay, 'readChangedAt' | 'updatedAt'> {
  readChangedAt: Date | string | null;
  updatedAt: Date | string;
}

/**
 * One mark on one day, in one statement: the plan's row is locked first (every write to a plan's
 * days holds it, so a whole-plan write never interleaves with a mark), the day changes only when
 * the mark is newer than its last change (the latest change wins; at the same instant a read mark
 * wins), and only then does the plan's revision move on. The session's version is checked here too
 * (the route skips the separate lookup). Answers the day as stored after it; no row when the user
 * has no such day or the session is no longer current.
 */
export async function applyMark(
  db: Db,
  session: { userId: string; sessionVersion: number },
  dayId: string,
  read: boolean,
  at: Date,
  inPlan?: string,
): Promise<MarkedDay | undefined> {
  const { userId, sessionVersion } = session;
  const atText = at.toISOString();
  const result = (await db.execute(sql`
    with target as (
      select d.id as day_id, p.id as plan_id, d.read as was_read
      from ${planDays} d join ${plans} p on p.id = d.plan_id
        join ${users} u on u.id = p.user_id and u.session_version = ${sessionVersion}
      where d.id = ${dayId} and p.user_id = ${userId} and ${isNotTemplate(sql`p.id`, sql`p.challenge_id`)}
        ${inPlan ? sql`and p.id = ${inPlan}` : sql``}
      for update of p
    ), changed as (
      update ${planDays} d set read = ${read}::boolean, read_changed_at = ${atText}::timestamptz
      from target t
      where d.id = t.day_id
        and (d.read_changed_at is null or d.read_changed_at < ${atText}::timestamptz
          or (d.read_changed_at = ${atText}::timestamptz and ${read}::boolean and not d.read))
      returning d.id, d.read, d.read_changed_at
    ), bumped as (
      update ${plans} p set revision = p.revision + 1, updated_at = now()
      from changed c join target t on t.day_id = c.id
      where p.id = t.plan_id
      returning p.id, p.revision, p.updated_at
    )
    select t.plan_id as "planId", d.id, d.position, d.date::text as date,
      coalesce(c.read, d.read) as read,
      case when c.id is null then d.read_changed_at else c.read_changed_at end as "readChangedAt",
      d.reading_start as "readingStart", d.reading_end as "readingEnd", d.reading_details as "readingDetails",
      coalesce(b.revision, p.revision) as revision, coalesce(b.updated_at, p.updated_at) as "updatedAt",
      c.id is not null as applied, t.was_read as "wasRead"
    from target t
    join ${planDays} d on d.id = t.day_id
    join ${plans} p on p.id = t.plan_id
    left join changed c on c.id = t.day_id
    left join bumped b on b.id = t.plan_id
  `)) as unknown as { rows: MarkedRow[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const readChangedAt = row.readChangedAt === null ? null : new Date(row.readChangedAt);
  // The statement sees the days as they were when it started. A whole-plan write that committed
  // while it waited for the plan's lock replaced the day's row, and the update found nothing to
  // change: a mark newer than the day it saw was missed, not outranked. No row: the caller looks
  // for the day again (kept id or successor) with a new statement.
  const seen = { read: row.read, readChangedAt: readChangedAt?.toISOString() ?? null };
  if (!row.applied && isNewerMark({ read, readChangedAt: atText }, seen)) return undefined;
  return { ...row, readChangedAt, updatedAt: new Date(row.updatedAt) };
}

/** The id of the day at this position of the plan (default: the user's newest plan), as the seed's client names days. */
export async function findDayIdAtPosition(
  db: Db,
  userId: string,
  position: number,
  planId: string | undefined,
): Promise<string | undefined> {
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(planId ? writablePlan(userId, planId) : personalPlansOf(userId))
    .orderBy(desc(plans.createdAt), desc(plans.id))
    .limit(1);
  if (!plan) return undefined;
  const [day] = await db
    .select({ id: planDays.id })
    .from(planDays)
    .where(and(eq(planDays.planId, plan.id), eq(planDays.position, position)));
  return day?.id;
}

/**
 * A day an edit removed: the id of the day of the same plan that now holds the ticked chapter
 * (when given and it was one of that day's), else its first chapter — where a mark sent for it by
 * a device that hadn't seen the edit lands.
 */
export async function findSuccessorOfRetiredDay(
  db: Db,
  userId: string,
  dayId: string,
  ticked: { book: string; chapter: number } | undefined,
  inPlan?: string,
): Promise<string | undefined> {
  const [retired] = await db
    .select({ planId: retiredPlanDays.planId, readingDetails: retiredPlanDays.readingDetails })
    .from(retiredPlanDays)
    .innerJoin(plans, eq(plans.id, retiredPlanDays.planId))
    .where(
      and(
        eq(retiredPlanDays.id, dayId),
        writablePlan(userId, retiredPlanDays.planId),
        inPlan ? eq(retiredPlanDays.planId, inPlan) : undefined,
      ),
    );
  if (!retired) return undefined;
  return (await dayHoldingLanding(db, retired.planId, retired.readingDetails, ticked))?.id;
}

/** Whether the user has a current day with this id, in `inPlan` when given (a mark that matched nothing may have met a whole-plan write). */
export async function hasDay(db: Db, userId: string, dayId: string, inPlan?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: planDays.id })
    .from(planDays)
    .innerJoin(plans, eq(plans.id, planDays.planId))
    .where(
      and(
        eq(planDays.id, dayId),
        writablePlan(userId, planDays.planId),
        inPlan ? eq(planDays.planId, inPlan) : undefined,
      ),
    );
  return row !== undefined;
}
