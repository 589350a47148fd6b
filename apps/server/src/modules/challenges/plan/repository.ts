import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, planDays, plans } from '../../../db/schema.js';
import type { PlanWithDays } from '../../plans/repository.js';
import type { Tx } from './template.js';

/** A plan and its days in order (a member's copy). */
export async function loadPlan(db: Db | Tx, planId: string): Promise<PlanWithDays | undefined> {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  if (!plan) return undefined;
  const days = await db.select().from(planDays).where(eq(planDays.planId, planId)).orderBy(asc(planDays.position));
  return { plan, days };
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
  const days = await db.select().from(planDays).where(eq(planDays.planId, planId)).orderBy(asc(planDays.position));
  return { plan: row.plan, days, isBehind: row.isBehind };
}

/**
 * The day of a copy named by its id or its position, with its mark, the copy's row locked for the
 * rest of the transaction: the lock every write to a plan's days takes first, so no reset or
 * template edit replaces the day before the mark lands, and no other mark changes it meanwhile.
 * The day is read by a second statement: one that waited for the lock would see the day as it was
 * before the lock's holder changed it.
 */
export async function lockCopyDay(
  tx: Tx,
  planId: string,
  dayRef: string,
): Promise<{ id: string; read: boolean } | undefined> {
  const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, planId)).for('update');
  if (!plan) return undefined;
  const [day] = await tx
    .select({ id: planDays.id, read: planDays.read })
    .from(planDays)
    .where(
      and(
        eq(planDays.planId, planId),
        /^\d+$/.test(dayRef) ? eq(planDays.position, Number(dayRef)) : eq(planDays.id, dayRef),
      ),
    );
  return day;
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
