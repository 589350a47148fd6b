import { addDays, isLanguage, type Language } from '@bible-journey/core';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { planDays, plans, pushSubscriptions, reminderDeliveries, reminders, users } from '../../db/schema.js';
import { personalPlansOf } from '../../modules/plans/repository.js';

// The deliveries' data (decision 0011): leasing the due ones, what one needs to be composed, and
// what became of it.

/** A delivery taken for sending: its device's subscription, its local date, the tries so far. */
export interface Lease {
  subscriptionId: string;
  localDate: string;
  attempts: number;
}

const keyOf = ({ subscriptionId, localDate }: { subscriptionId: string; localDate: string }) =>
  and(eq(reminderDeliveries.subscriptionId, subscriptionId), eq(reminderDeliveries.localDate, localDate));

/**
 * Takes up to `limit` deliveries due by `now`, oldest first, counting a try and pushing each one's
 * next attempt `leaseMs` ahead: no other process takes them while this one sends. Rows another
 * process holds are skipped.
 */
export async function leaseDue(db: Db, now: Date, limit: number, leaseMs: number): Promise<Lease[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ subscriptionId: reminderDeliveries.subscriptionId, localDate: reminderDeliveries.localDate })
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.status, 'pending'), lte(reminderDeliveries.nextAttemptAt, now)))
      .orderBy(asc(reminderDeliveries.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const leased: Lease[] = [];
    for (const delivery of due) {
      const [row] = await tx
        .update(reminderDeliveries)
        .set({ attempts: sql`${reminderDeliveries.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + leaseMs) })
        .where(keyOf(delivery))
        .returning({ attempts: reminderDeliveries.attempts });
      if (row) leased.push({ ...delivery, attempts: row.attempts });
    }
    return leased;
  });
}

/**
 * What composing a delivery needs: the device, its reminder's words, and the person (address,
 * language, the days of their newest personal plan) when signed in. Undefined when the reminder
 * ended since (remove-push, the e-mail reminder turned off).
 */
export async function deliveryContext(db: Db, subscriptionId: string) {
  const [row] = await db
    .select({
      subscription: pushSubscriptions,
      title: reminders.title,
      body: reminders.body,
      language: users.language,
      person: { email: users.email, name: users.name, isConfirmed: users.hasConfirmedAccount },
    })
    .from(pushSubscriptions)
    .innerJoin(reminders, eq(reminders.subscriptionId, pushSubscriptions.id))
    .leftJoin(users, eq(users.id, pushSubscriptions.userId))
    .where(eq(pushSubscriptions.id, subscriptionId));
  if (!row) return undefined;
  const userId = row.subscription.userId;
  const [plan] = userId
    ? await db
        .select({ id: plans.id })
        .from(plans)
        .where(personalPlansOf(userId))
        .orderBy(desc(plans.updatedAt))
        .limit(1)
    : [];
  const days = plan
    ? await db.select().from(planDays).where(eq(planDays.planId, plan.id)).orderBy(planDays.position)
    : null;
  const language: Language = isLanguage(row.language) ? row.language : 'en';
  return { ...row, days, language };
}

export type DeliveryContext = NonNullable<Awaited<ReturnType<typeof deliveryContext>>>;

/** Nothing was to be sent (a day with nothing to read, a reminder ended, a native app). */
export async function markSkipped(db: Db, lease: Lease): Promise<void> {
  await db.update(reminderDeliveries).set({ status: 'skipped' }).where(keyOf(lease));
}

export async function markSent(db: Db, lease: Lease, at: Date): Promise<void> {
  await db.update(reminderDeliveries).set({ status: 'sent', sentAt: at, lastError: null }).where(keyOf(lease));
}

/** Given up: no more tries. */
export async function markFailed(db: Db, lease: Lease, reason: string): Promise<void> {
  await db.update(reminderDeliveries).set({ status: 'failed', lastError: reason }).where(keyOf(lease));
}

/** Tried again at `at`. */
export async function retryAt(db: Db, lease: Lease, at: Date, reason: string): Promise<void> {
  await db.update(reminderDeliveries).set({ nextAttemptAt: at, lastError: reason }).where(keyOf(lease));
}

/** The browser dropped the subscription: the device, its reminder and deliveries go with it. */
export async function removeDevice(db: Db, subscriptionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
}

/** Deliveries are kept a week (what was sent, skipped or given up), then forgotten. */
export const DELIVERIES_KEPT_DAYS = 7;

/** Removes the deliveries of local dates more than a week before `now`'s (UTC) date. */
export async function pruneDeliveries(db: Db, now: Date): Promise<void> {
  const oldest = addDays(now.toISOString().slice(0, 10), -DELIVERIES_KEPT_DAYS);
  await db.delete(reminderDeliveries).where(sql`${reminderDeliveries.localDate} < ${oldest}`);
}
