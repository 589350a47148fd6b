import { randomUUID } from 'node:crypto';
import { PLANS_PER_ACCOUNT_MAX, type PlanBody } from '@bible-journey/contract';
import {
  type IncomingDay,
  isAllowedCopyRewrite,
  type ReconciledDay,
  reconcileDays,
  skippedBefore,
} from '@bible-journey/core';
import { and, asc, desc, eq, inArray, isNull, notInArray, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { challenges, planDays, plans, retiredPlanDays } from '../../db/schema.js';
import { materializeSharedCopy, sharedCopyOf, sharedDays } from '../challenges/plan/shared-days.js';

export type PlanRow = typeof plans.$inferSelect;
export type PlanDayRow = typeof planDays.$inferSelect;
export interface PlanWithDays {
  plan: PlanRow;
  days: PlanDayRow[];
}

type PlanSettings = Omit<PlanBody, 'readingCalendar'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const settingsColumns = (body: PlanSettings) => ({
  readingOrder: body.readingOrder,
  planType: body.planType,
  chaptersPerDay: body.chaptersPerDay,
  quantityOfDays: body.quantityOfDays,
  blockedWeekDays: body.blockedWeekDays,
  shouldTrackDelays: body.shouldTrackDelays,
});

const dayRows = (planId: string, days: readonly ReconciledDay[]) =>
  days.map((day, position) => ({
    id: day.id ?? randomUUID(),
    planId,
    position,
    date: day.date,
    read: day.read,
    readChangedAt: day.readChangedAt === null ? null : new Date(day.readChangedAt),
    readingStart: day.readingStart,
    readingEnd: day.readingEnd,
    readingDetails: day.readingDetails,
  }));

/** The user's own plans, not their copies of challenge plans (decision 0009). */
export const personalPlansOf = (userId: string) => and(eq(plans.userId, userId), isNull(plans.challengeId));

/**
 * SQL true when the plan (by its `id` and `challenge_id` columns) is not a challenge's template:
 * the leader changes a template only through the challenge's plan routes, which carry the edit to
 * every member's copy. A personal plan or a member's copy is the user's to change.
 */
export const isNotTemplate = (planId: SQLWrapper, challengeId: SQLWrapper) =>
  sql`not exists (select 1 from ${challenges} where ${challenges.id} = ${challengeId} and ${challenges.templatePlanId} = ${planId})`;

/** The user's plan with this id that the personal-plan routes may change: theirs, and not a template. */
export const writablePlan = (userId: string, planId: string | SQLWrapper) =>
  and(eq(plans.id, planId), eq(plans.userId, userId), isNotTemplate(plans.id, plans.challengeId));

/** Saves a new plan and deletes the account's oldest plans beyond PLANS_PER_ACCOUNT_MAX. */
export async function insertPlan(
  db: Db,
  userId: string,
  body: PlanSettings & { readingCalendar: IncomingDay[] },
  now: Date,
): Promise<PlanWithDays> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ userId, ...settingsColumns(body), revision: 1, updatedAt: now })
      .returning();
    if (!plan) throw new Error('plan insert returned nothing');
    const { days: reconciled } = reconcileDays([], body.readingCalendar, {
      basedOnCurrent: true,
      now: now.toISOString(),
    });
    const days = await tx.insert(planDays).values(dayRows(plan.id, reconciled)).returning();
    const kept = tx
      .select({ id: plans.id })
      .from(plans)
      .where(personalPlansOf(userId))
      .orderBy(desc(plans.createdAt), desc(plans.id))
      .limit(PLANS_PER_ACCOUNT_MAX);
    await tx.delete(plans).where(and(personalPlansOf(userId), notInArray(plans.id, kept)));
    return { plan, days };
  });
}

export type ReplaceResult =
  | PlanWithDays
  | { conflict: true; revision: number }
  /** A write to a member's copy of a challenge plan that changes its chapters (replanChangesChapters). */
  | { refused: 'challengeChapters' }
  | undefined;

/**
 * Replaces a plan's settings and days (an edit or a replan), holding the plan's row lock so no
 * mark lands halfway. With `basedOnRevision`, a plan that moved on since answers a conflict. Days
 * with unchanged chapters keep their ids; the others retire (reconcileDays). Undefined when the
 * user has no such plan.
 */
export async function replacePlan(
  db: Db,
  userId: string,
  planId: string,
  body: PlanSettings & { readingCalendar: IncomingDay[]; delays?: number | undefined },
  basedOnRevision: number | undefined,
  now: Date,
): Promise<ReplaceResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(plans).where(writablePlan(userId, planId)).for('update');
    if (!current) return undefined;
    if (basedOnRevision !== undefined && basedOnRevision !== current.revision) {
      return { conflict: true as const, revision: current.revision };
    }
    const shared = current.daysFrom === null ? undefined : await sharedCopyOf(tx, userId, planId);
    const ownDays = () => tx.select().from(planDays).where(eq(planDays.planId, planId)).orderBy(asc(planDays.position));
    let stored = shared ? await sharedDays(tx, shared) : await ownDays();
    if (current.challengeId !== null && replanChangesChapters(stored, body.readingCalendar, now)) {
      return { refused: 'challengeChapters' as const };
    }
    // A challenge copy sharing its template's days takes them as its own first (decision 0025).
    if (shared) {
      await materializeSharedCopy(tx, shared);
      stored = await ownDays();
    }
    const { days, retired } = reconcileDays(
      stored.map((day) => ({
        id: day.id,
        readingDetails: day.readingDetails,
        read: day.read,
        readChangedAt: day.readChangedAt?.toISOString() ?? null,
      })),
      body.readingCalendar,
      { basedOnCurrent: basedOnRevision !== undefined, now: now.toISOString() },
    );
    await tx.delete(planDays).where(eq(planDays.planId, planId));
    await retireDays(tx, planId, retired);
    const inserted = await tx.insert(planDays).values(dayRows(planId, days)).returning();
    // A member who started with the group keeps that start when the copy follows a leader's edit.
    const skipped = current.challengeId === null ? null : skippedBefore(stored, body.readingCalendar);
    const [plan] = await tx
      .update(plans)
      .set({
        ...settingsColumns(body),
        ...(body.delays === undefined ? {} : { delays: body.delays }),
        ...(skipped === null || (current.skippedBefore !== null && current.skippedBefore >= skipped)
          ? {}
          : { skippedBefore: skipped }),
        revision: sql`${plans.revision} + 1`,
        updatedAt: now,
      })
      .where(eq(plans.id, planId))
      .returning();
    return { plan: plan as PlanRow, days: inserted };
  });
}

/** Earth's easternmost time zone is UTC+14: no device's today is later than this now. */
const LATEST_ZONE_AHEAD_MS = 14 * 3_600_000;

/**
 * A member's copy of a challenge plan is the leader's template: a whole-plan write may replan it
 * (the same chapters over no more days) or start it on today's reading with the group (whole unread
 * past days left out); core's isAllowedCopyRewrite says which. Anything else would let a member
 * rank on a plan of their own making.
 */
function replanChangesChapters(stored: readonly PlanDayRow[], incoming: readonly IncomingDay[], now: Date): boolean {
  const latestToday = new Date(now.getTime() + LATEST_ZONE_AHEAD_MS).toISOString().slice(0, 10);
  return !isAllowedCopyRewrite(stored, incoming, latestToday);
}

async function retireDays(
  tx: Tx,
  planId: string,
  retired: readonly { id: string; readingDetails: readonly unknown[] }[],
) {
  if (retired.length === 0) return;
  await tx
    .insert(retiredPlanDays)
    .values(
      retired.map((day) => ({
        id: day.id,
        planId,
        readingDetails: day.readingDetails as PlanDayRow['readingDetails'],
      })),
    )
    .onConflictDoNothing();
}

/** The user's plans, oldest first, each with its days in order. */
export async function listPlans(db: Db, userId: string): Promise<PlanWithDays[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(personalPlansOf(userId))
    .orderBy(asc(plans.createdAt), asc(plans.id));
  if (rows.length === 0) return [];
  const days = await db
    .select()
    .from(planDays)
    .where(
      inArray(
        planDays.planId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(planDays.planId), asc(planDays.position));
  const byPlan = new Map(rows.map((plan) => [plan.id, { plan, days: [] as PlanDayRow[] }]));
  for (const day of days) byPlan.get(day.planId)?.days.push(day);
  return [...byPlan.values()];
}

/** What the user's plans are at now, in a few bytes: their ids and revisions, oldest first. */
export async function listPlanRevisions(db: Db, userId: string): Promise<{ id: string; revision: number }[]> {
  return db
    .select({ id: plans.id, revision: plans.revision })
    .from(plans)
    .where(personalPlansOf(userId))
    .orderBy(asc(plans.createdAt), asc(plans.id));
}

/** Records a device's change time (never moving it back) as a write to the plan. */
export async function setPlanUpdatedAt(
  db: Db,
  userId: string,
  planId: string,
  updatedAt: Date,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({
      updatedAt: sql`greatest(${plans.updatedAt}, ${updatedAt.toISOString()}::timestamptz)`,
      revision: sql`${plans.revision} + 1`,
    })
    .where(writablePlan(userId, planId))
    .returning();
  return row;
}

export async function setTrackDelays(
  db: Db,
  userId: string,
  planId: string,
  shouldTrackDelays: boolean,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ shouldTrackDelays, updatedAt: new Date(), revision: sql`${plans.revision} + 1` })
    .where(writablePlan(userId, planId))
    .returning();
  return row;
}

/**
 * Locks one of the user's plans for the rest of the transaction (every write to a plan's days
 * holds this lock): the statements that follow see its days as they are, and nothing changes them
 * meanwhile. False when the user has no such writable plan.
 */
export async function lockPlan(db: Db, userId: string, planId: string): Promise<boolean> {
  const [locked] = await db.select({ id: plans.id }).from(plans).where(writablePlan(userId, planId)).for('update');
  return locked !== undefined;
}
