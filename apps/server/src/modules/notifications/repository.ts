import type { ReminderFiring } from '@bible-journey/core/reminders';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushSubscriptions, reminders } from '../../db/schema.js';
import type { PushTarget } from './subscription-token.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;

/**
 * Keeps the device's subscription, one row per device (its endpoint or native token): a second
 * save updates it. The device belongs to whoever is signed in on it now (null when signed out).
 */
export async function upsertSubscription(
  db: Db,
  target: PushTarget,
  fields: { userId: string | null; token: string; timeZone: string },
): Promise<SubscriptionRow> {
  const keys = target.kind === 'webpush' ? { p256dh: target.p256dh, auth: target.auth } : { p256dh: null, auth: null };
  const values = { ...fields, ...keys, kind: target.kind, updatedAt: new Date() };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, deviceKey: target.deviceKey })
    .onConflictDoUpdate({ target: pushSubscriptions.deviceKey, set: values })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

export async function findReminder(db: Db, subscriptionId: string): Promise<ReminderRow | undefined> {
  const [row] = await db.select().from(reminders).where(eq(reminders.subscriptionId, subscriptionId)).for('update');
  return row;
}

/** Sets the device's daily reminder (one per device) and its next firing. */
export async function upsertReminder(
  db: Db,
  reminder: Omit<ReminderRow, 'createdAt' | 'updatedAt' | 'nextFireDate' | 'nextFireAt'>,
  next: ReminderFiring,
): Promise<void> {
  const values = { ...reminder, nextFireDate: next.localDate, nextFireAt: next.at, updatedAt: new Date() };
  await db.insert(reminders).values(values).onConflictDoUpdate({ target: reminders.subscriptionId, set: values });
}

/** Moves a reminder to another zone (the device travelled), with its next firing there. */
export async function moveReminder(db: Db, subscriptionId: string, timeZone: string, next: ReminderFiring) {
  await db
    .update(reminders)
    .set({ timeZone, nextFireDate: next.localDate, nextFireAt: next.at, updatedAt: new Date() })
    .where(eq(reminders.subscriptionId, subscriptionId));
}
