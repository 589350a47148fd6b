import { and, desc, eq, lt, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { stripeCustomers, stripeEvents, stripePurchases } from '../../db/schema.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export type PurchaseValues = Omit<typeof stripePurchases.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findCustomerId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: stripeCustomers.customerId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  return row?.customerId;
}

/** The account a Stripe customer was made for. */
export async function findCustomerOwner(db: Db, customerId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: stripeCustomers.userId })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.customerId, customerId));
  return row?.userId;
}

/** Links the account to its customer; the link made first wins (its customer id is returned). */
export async function saveCustomer(db: Db, userId: string, customerId: string): Promise<string> {
  await db.insert(stripeCustomers).values({ userId, customerId }).onConflictDoNothing();
  const saved = await findCustomerId(db, userId);
  if (!saved) throw new Error('stripe customer link not saved');
  return saved;
}

export async function findPurchase(db: Db, id: string) {
  const [row] = await db.select().from(stripePurchases).where(eq(stripePurchases.id, id));
  return row;
}

const subscriptionsOf = (userId: string, condition: SQL) =>
  and(eq(stripePurchases.userId, userId), eq(stripePurchases.kind, 'subscription'), condition);

/** The user's Stripe subscription that gives premium now, the newest if (wrongly) several do. */
export async function findGrantingSubscription(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(stripePurchases)
    .where(subscriptionsOf(userId, eq(stripePurchases.grantsPremium, true)))
    .orderBy(desc(stripePurchases.createdAt))
    .limit(1);
  return row;
}

/** The user's Stripe subscriptions not ended yet (paid, being paid, or waiting for a card). */
export async function findRunningSubscriptions(db: Db, userId: string) {
  return db
    .select()
    .from(stripePurchases)
    .where(subscriptionsOf(userId, notInArray(stripePurchases.status, ['canceled', 'incomplete_expired'])));
}

/** A payment just created for the client: recorded as it is, never over what a webhook already wrote. */
export async function insertPendingPurchase(db: Db, values: PurchaseValues): Promise<void> {
  await db
    .insert(stripePurchases)
    .values({ ...values, grantsPremium: false })
    .onConflictDoNothing();
}

/**
 * Stores a payment's state as read from Stripe at `syncedAt`, unless a later read is stored
 * already (two events read concurrently commit in either order). The payment stays with the user
 * it was first recorded for. True when it was written.
 */
export async function upsertPurchase(db: Db, values: PurchaseValues): Promise<boolean> {
  const { id: _id, userId: _userId, ...changes } = values;
  const written = await db
    .insert(stripePurchases)
    .values(values)
    .onConflictDoUpdate({
      target: stripePurchases.id,
      set: { ...changes, updatedAt: new Date() },
      setWhere: sql`${stripePurchases.syncedAt} < excluded.synced_at`,
    })
    .returning({ id: stripePurchases.id });
  return written.length > 0;
}

export async function isEventHandled(db: Db, eventId: string): Promise<boolean> {
  const [row] = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId));
  return row !== undefined;
}

/**
 * Claims a webhook event for this transaction: false when it was handled already. A concurrent
 * delivery of the same event waits here for the first one's transaction, then finds it handled.
 */
export async function claimEvent(db: Db, eventId: string, type: string): Promise<boolean> {
  const claimed = await db
    .insert(stripeEvents)
    .values({ id: eventId, type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return claimed.length > 0;
}

/**
 * Forgets handled events received before `before`: Stripe redelivers an event for 3 days at most,
 * and one handled again anyway only makes the server read Stripe's current state once more.
 */
export async function pruneHandledEvents(db: Db, before: Date): Promise<number> {
  const pruned = await db
    .delete(stripeEvents)
    .where(lt(stripeEvents.receivedAt, before))
    .returning({ id: stripeEvents.id });
  return pruned.length;
}
