import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, planDays, plans } from '../../../db/schema.js';
import type { PlanDayRow, PlanRow, PlanWithDays } from '../../plans/repository.js';
import { sharedCopyOf, sharedDays } from './shared-days.js';
import type { Tx } from './template.js';

/** A plan's days in order: its own, or for a copy sharing the template's (decision 0025), those marked from its member's chapters. */
async function daysOfPlan(db: Db | Tx, plan: PlanRow): Promise<PlanDayRow[]> {
  if (plan.daysFrom !== null) {
    const copy = await sharedCopyOf(db, plan.userId, plan.id);
    if (copy) return sharedDays(db, copy);
  }
  return db.select().from(planDays).where(eq(planDays.planId, plan.id)).orderBy(asc(planDays.position));
}

/** A member's copy's days in order (none when there is no such plan). */
export async function copyDaysOf(db: Db | Tx, planId: string): Promise<PlanDayRow[]> {
  return (await loadPlan(db, planId))?.days ?? [];
}

/** A plan and its days in order (a member's copy). */
export async function loadPlan(db: Db | Tx, planId: string): Promise<PlanWithDays | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) return undefined;
  return { plan, days: await daysOfPlan(db, plan) };
}

/** A member's copy, with whether it is behind the template (an edit it has yet to follow). */
export async function loadCopy(
  db: Db,
  planId: string,
  templateId: string,
): Promise<(PlanWithDays & { isBehind: boolean }) | undefined> {
  const [row] = await db
    .select({
      plan: plans,
      isBehind: sql<boolean>`${plans.templateRevision} is distinct from (select t.revision from ${plans} t where t.id = ${templateId})`,
    })
    .from(plans)
    .where(eq(plans.id, planId));
  if (!row) return undefined;
  return { plan: row.plan, days: await daysOfPlan(db, row.plan), isBehind: row.isBehind };
}

/** A member's totals as the database keeps them (decision 0009). */
export async function memberCounts(db: Db | Tx, memberId: string) {
  const [row] = await db
    .select({
      readDays: challengeMembers.readDays,
      dayCount: challengeMembers.dayCount,
      questionPoints: challengeMembers.questionPoints,
      totalPoints: challengeMembers.totalPoints,
    })
    .from(challengeMembers)
    .where(eq(challengeMembers.id, memberId));
  return row;
}

/** The member's copy of the challenge plan, as it is now. */
export async function copyOfMember(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ planId: challengeMembers.planId })
    .from(challengeMembers)
    .where(eq(challengeMembers.id, memberId));
  return row?.planId ?? null;
}
