import type { PlanBody } from '@bible-journey/contract';
import { reconcileDays } from '@bible-journey/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challenges, planDays, plans, retiredPlanDays } from '../../../db/schema.js';
import type { PlanDayRow, PlanRow, PlanWithDays } from '../../plans/repository.js';

/** A transaction of the app's database: what the challenge writers share (`db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The plan settings a template holds (and each copy takes from it). */
export type PlanSettings = Omit<PlanBody, 'readingCalendar'>;

export const settingsColumns = (body: PlanSettings) => ({
  readingOrder: body.readingOrder,
  planType: body.planType,
  chaptersPerDay: body.chaptersPerDay,
  quantityOfDays: body.quantityOfDays,
  blockedWeekDays: body.blockedWeekDays,
  shouldTrackDelays: body.shouldTrackDelays,
});

/** The template's days: the calendar's chapters and dates, unread (a template holds no one's marks). */
export const templateDayRows = (planId: string, calendar: PlanBody['readingCalendar']) =>
  calendar.map((day, position) => ({
    planId,
    position,
    date: day.date,
    read: false,
    readChangedAt: null,
    readingStart: day.readingStart,
    readingEnd: day.readingEnd,
    readingDetails: day.readingDetails,
  }));

/** createTemplate on a challenge that already has one: the caller edits it instead. */
export class TemplateExistsError extends Error {
  /** Two first templates raced: the one that lost answers 409 (fetch the challenge, then edit its plan). */
  readonly statusCode = 409;
  constructor(readonly templatePlanId: string) {
    super('The challenge already has a plan template.');
  }
}

/**
 * Stores the leader's template of a challenge as a plan (challenge_id set, owned by the owner) and
 * points challenges.template_plan_id at it (decision 0009). The challenge row is locked first, so
 * two first templates can't both land. The owner's own copy, like every member's, comes from
 * giveMemberCopy (member-copy.ts) afterwards.
 */
export async function createTemplate(
  tx: Tx,
  challenge: { id: string },
  ownerUserId: string,
  planBody: PlanBody,
  now: Date = new Date(),
): Promise<PlanWithDays> {
  const [locked] = await tx
    .select({ templatePlanId: challenges.templatePlanId })
    .from(challenges)
    .where(eq(challenges.id, challenge.id))
    .for('update');
  if (!locked) throw new Error(`no challenge ${challenge.id}`);
  if (locked.templatePlanId) throw new TemplateExistsError(locked.templatePlanId);
  const [plan] = await tx
    .insert(plans)
    .values({
      userId: ownerUserId,
      challengeId: challenge.id,
      ...settingsColumns(planBody),
      revision: 1,
      updatedAt: now,
    })
    .returning();
  if (!plan) throw new Error('template insert returned nothing');
  const days = await tx.insert(planDays).values(templateDayRows(plan.id, planBody.readingCalendar)).returning();
  await tx.update(challenges).set({ templatePlanId: plan.id }).where(eq(challenges.id, challenge.id));
  return { plan, days };
}

/**
 * The template's row, locked for as long as the transaction lasts: `share` while a copy is made
 * from it (a template edit waits, and a copy never mixes two versions), `update` while it is edited.
 */
export async function lockTemplate(
  tx: Tx,
  challengeId: string,
  strength: 'share' | 'update',
): Promise<PlanRow | undefined> {
  const [row] = await tx
    .select({ plan: plans })
    .from(challenges)
    .innerJoin(plans, eq(plans.id, challenges.templatePlanId))
    .where(eq(challenges.id, challengeId))
    .for(strength, { of: plans });
  return row?.plan;
}

/** A plan's days in order. */
export async function daysOf(tx: Tx | Db, planId: string): Promise<PlanDayRow[]> {
  return tx.select().from(planDays).where(eq(planDays.planId, planId)).orderBy(planDays.position);
}

/**
 * Replaces the template's settings and days with the leader's edit (its row locked for update, so
 * copies being made wait for it). A day whose chapters are unchanged keeps its id and the others
 * retire (core reconcileDays), so a tick a member's device sends for a day of the version it holds
 * still lands (decision 0025: the copies sharing the template's days show these very rows). The
 * copies follow with followTemplate (follow-template.ts), keeping their members' reading.
 */
export async function replaceTemplate(
  tx: Tx,
  challengeId: string,
  planBody: PlanBody,
  now: Date,
): Promise<PlanRow | undefined> {
  const template = await lockTemplate(tx, challengeId, 'update');
  if (!template) return undefined;
  const stored = await daysOf(tx, template.id);
  const { days, retired } = reconcileDays(
    stored.map((day) => ({ id: day.id, readingDetails: day.readingDetails, read: false, readChangedAt: null })),
    planBody.readingCalendar.map((day) => ({ ...day, read: false, readChangedAt: null })),
    { basedOnCurrent: true, now: now.toISOString() },
  );
  await tx.delete(planDays).where(eq(planDays.planId, template.id));
  if (retired.length > 0) {
    await tx
      .insert(retiredPlanDays)
      .values(
        retired.map((day) => ({
          id: day.id,
          planId: template.id,
          readingDetails: day.readingDetails as PlanDayRow['readingDetails'],
        })),
      )
      .onConflictDoNothing();
  }
  const rows = templateDayRows(template.id, planBody.readingCalendar);
  await tx.insert(planDays).values(rows.map((row, position) => ({ ...row, id: days[position]?.id ?? undefined })));
  const [plan] = await tx
    .update(plans)
    .set({ ...settingsColumns(planBody), revision: sql`${plans.revision} + 1`, updatedAt: now })
    .where(eq(plans.id, template.id))
    .returning();
  return plan;
}
