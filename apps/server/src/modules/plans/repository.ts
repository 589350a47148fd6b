import type { PlanBody } from '@bible-journey/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { planDays, plans } from '../../db/schema.js';

export type PlanRow = typeof plans.$inferSelect;
export type PlanDayRow = typeof planDays.$inferSelect;
export interface PlanWithDays {
  plan: PlanRow;
  days: PlanDayRow[];
}

type PlanSettings = Omit<PlanBody, 'readingCalendar'>;

const settingsColumns = (body: PlanSettings) => ({
  readingOrder: body.readingOrder,
  planType: body.planType,
  chaptersPerDay: body.chaptersPerDay,
  quantityOfDays: body.quantityOfDays,
  blockedWeekDays: body.blockedWeekDays,
  shouldTrackDelays: body.shouldTrackDelays,
});

const dayRows = (planId: string, calendar: PlanBody['readingCalendar']) =>
  calendar.map((day, position) => ({
    planId,
    position,
    date: day.date,
    read: day.read,
    readingStart: day.readingStart,
    readingEnd: day.readingEnd,
    readingDetails: day.readingDetails,
  }));

export async function insertPlan(db: Db, userId: string, body: PlanBody): Promise<PlanWithDays> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(plans)
      .values({ userId, ...settingsColumns(body) })
      .returning();
    if (!plan) throw new Error('plan insert returned nothing');
    const days = await tx.insert(planDays).values(dayRows(plan.id, body.readingCalendar)).returning();
    return { plan, days };
  });
}

/** Replaces a plan's settings and calendar; undefined when the user has no such plan. */
export async function replacePlan(
  db: Db,
  userId: string,
  planId: string,
  body: PlanBody & { delays?: number | undefined },
): Promise<PlanWithDays | undefined> {
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .update(plans)
      .set({
        ...settingsColumns(body),
        ...(body.delays === undefined ? {} : { delays: body.delays }),
        updatedAt: new Date(),
      })
      .where(and(eq(plans.id, planId), eq(plans.userId, userId)))
      .returning();
    if (!plan) return undefined;
    await tx.delete(planDays).where(eq(planDays.planId, planId));
    const days = await tx.insert(planDays).values(dayRows(planId, body.readingCalendar)).returning();
    return { plan, days };
  });
}

/** The user's plans, oldest first, each with its days in order. */
export async function listPlans(db: Db, userId: string): Promise<PlanWithDays[]> {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.userId, userId))
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

export async function setPlanUpdatedAt(
  db: Db,
  userId: string,
  planId: string,
  updatedAt: Date,
): Promise<PlanRow | undefined> {
  const [row] = await db
    .update(plans)
    .set({ updatedAt })
    .where(and(eq(plans.id, planId), eq(plans.userId, userId)))
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
    .set({ shouldTrackDelays, updatedAt: new Date() })
    .where(and(eq(plans.id, planId), eq(plans.userId, userId)))
    .returning();
  return row;
}

// Marking a day read is the hottest write: the statement is built once per database and
// prepared, so PostgreSQL plans it once and Drizzle doesn't rebuild the SQL on every tick.
const completeDayStatements = new WeakMap<Db, ReturnType<typeof prepareCompleteDay>>();

function prepareCompleteDay(db: Db) {
  return db
    .update(planDays)
    .set({ read: sql`${sql.placeholder('read')}` })
    .where(
      and(
        eq(planDays.id, sql.placeholder('dayId')),
        sql`exists (select 1 from ${plans} where ${plans.id} = ${planDays.planId} and ${plans.userId} = ${sql.placeholder('userId')})`,
      ),
    )
    .returning()
    .prepare('complete_day');
}

/**
 * Marks one day read or unread: one UPDATE of one row, joined to its plan so only the owner's
 * day matches. Two devices ticking different days never touch the same row.
 */
export async function setDayRead(
  db: Db,
  userId: string,
  dayId: string,
  read: boolean,
): Promise<PlanDayRow | undefined> {
  let statement = completeDayStatements.get(db);
  if (!statement) {
    statement = prepareCompleteDay(db);
    completeDayStatements.set(db, statement);
  }
  const [row] = await statement.execute({ read, dayId, userId });
  return row;
}
