import type { ReminderFiring } from '@bible-journey/core/reminders';
import { and, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { pushSubscriptions, reminderDeliveries, reminders } from '../../db/schema.js';
import type { PushTarget } from './subscription-token.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type ReminderRow = typeof reminders.$inferSelect;

/** Where reminders go: a device, or a person's e-mail (`email:<user id>`). */
export type SubscriptionTarget = PushTarget | { kind: 'email'; deviceKey: string };

/**
 * Keeps the device's subscription, one row per device (its endpoint or native token): a second
 * save updates it. The device belongs to whoever is signed in on it now (null when signed out).
 */
export async function upsertSubscription(
  db: Db,
  target: SubscriptionTarget,
  fields: { userId: string | null; token: string; timeZone: string },
): Promise<SubscriptionRow> {
  const keys = target.kind === 'webpush' ? { p256dh: target.p256dh, auth: target.auth } : { p256dh: null, auth: null };
  const values = { ...fields, ...keys, kind: target.kind, updatedAt: new Date() };
  // A call without a token (the service worker's renewal, a signed-out page) never unlinks a
  // device from the account that linked it; a signed-in call links it to its caller.
  const update = { ...values, userId: sql`coalesce(excluded.user_id, ${pushSubscriptions.userId})` };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, deviceKey: target.deviceKey })
    .onConflictDoUpdate({ target: pushSubscriptions.deviceKey, set: update })
    .returning();
  if (!row) throw new Error('subscription upsert returned nothing');
  return row;
}

/** Whether the server knows the device (or e-mail) already. */
export async function subscriptionExists(db: Db, deviceKey: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.deviceKey, deviceKey));
  return Boolean(row);
}

/**
 * Keeps the account's `keep` devices used most recently and removes the others, with their
 * reminders and deliveries; the person's e-mail reminder is not a device and always stays.
 */
export async function keepRecentDevices(db: Db, userId: string, keep: number): Promise<void> {
  const devicesOfUser = and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.kind, 'email'));
  const recent = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(devicesOfUser)
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.createdAt))
    .limit(keep);
  await db.delete(pushSubscriptions).where(and(devicesOfUser, notInArray(pushSubscriptions.id, recent)));
}

/** The subscription of a device (or e-mail), locked for the transaction. */
export async function findSubscription(db: Db, deviceKey: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.deviceKey, deviceKey))
    .for('update');
  return row;
}

export async function deleteSubscription(db: Db, subscriptionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
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

/**
 * Ends the daily reminder of the subscription with this device key, and the deliveries of it not
 * sent yet; the subscription stays. Nothing to end is no error. Run it in a transaction.
 */
export async function endReminder(db: Db, deviceKey: string): Promise<void> {
  const subscription = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.deviceKey, deviceKey));
  await db.delete(reminders).where(inArray(reminders.subscriptionId, subscription));
  await db
    .delete(reminderDeliveries)
    .where(and(inArray(reminderDeliveries.subscriptionId, subscription), eq(reminderDeliveries.status, 'pending')));
}

/** The person's e-mail reminder: its subscription row (time and zone) and its reminder when on. */
export async function findEmailReminder(db: Db, deviceKey: string) {
  const [row] = await db
    .select({ timeZone: pushSubscriptions.timeZone, chosenTime: pushSubscriptions.token, reminder: reminders })
    .from(pushSubscriptions)
    .leftJoin(reminders, eq(reminders.subscriptionId, pushSubscriptions.id))
    .where(eq(pushSubscriptions.deviceKey, deviceKey));
  return row;
}

/** Whether one of the person's devices (a browser or the app) has a daily reminder. */
export async function hasDeviceReminder(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(reminders, eq(reminders.subscriptionId, pushSubscriptions.id))
    .where(and(eq(pushSubscriptions.userId, userId), ne(pushSubscriptions.kind, 'email')))
    .limit(1);
  return row !== undefined;
}
