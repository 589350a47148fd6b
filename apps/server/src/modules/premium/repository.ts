import type { PremiumType } from '@bible-journey/core';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { challenges, premiumAccess, premiumGrants, storePurchases, stripePurchases, users } from '../../db/schema.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export type PremiumRow = typeof premiumAccess.$inferSelect;
export type PremiumValues = Omit<typeof premiumAccess.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;
export type GrantRow = typeof premiumGrants.$inferSelect;
export type PurchaseRow = typeof stripePurchases.$inferSelect;
export type StorePurchaseRow = typeof storePurchases.$inferSelect;

/**
 * The user's premium access; with `lock`, its row stays locked until the transaction ends, so two
 * creations by a one_time premium can't both pass the limit, nor one pass a revocation in flight.
 */
export async function findPremium(db: Db, userId: string, { lock = false } = {}): Promise<PremiumRow | undefined> {
  const query = db.select().from(premiumAccess).where(eq(premiumAccess.userId, userId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** How many challenges the user owns, suspended ones included (a one_time premium's limit counts them all). */
export async function countOwnedChallenges(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ owned: count() }).from(challenges).where(eq(challenges.ownerId, userId));
  return row?.owned ?? 0;
}

/**
 * Serialises every change to one user's premium (a grant, a payment's webhook, a cancel) until the
 * transaction ends, so each recomputes from what the one before wrote. False when there is no such
 * user. (No key update: sign-ups and other rows referencing the user aren't blocked.)
 */
export async function lockPremiumOwner(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return row !== undefined;
}

export async function findGrant(db: Db, userId: string): Promise<GrantRow | undefined> {
  const [row] = await db.select().from(premiumGrants).where(eq(premiumGrants.userId, userId));
  return row;
}

/**
 * An operator's grant. A one_time grant adds its purchases to a one_time grant the user already
 * has (as a new purchase does, spec 1 section 4); over a subscription grant or none, the count
 * starts at them. A subscription grant keeps the stored count.
 */
export async function upsertGrant(db: Db, userId: string, type: PremiumType, amountPurchases: number): Promise<void> {
  await db
    .insert(premiumGrants)
    .values({ userId, type, amountPurchases })
    .onConflictDoUpdate({
      target: premiumGrants.userId,
      set: {
        type,
        amountPurchases:
          type === 'one_time'
            ? sql`case when ${premiumGrants.type} = 'one_time' then ${premiumGrants.amountPurchases} + ${amountPurchases} else ${amountPurchases} end`
            : sql`${premiumGrants.amountPurchases}`,
        updatedAt: new Date(),
      },
    });
}

/** Removes the operator's grant; false when there was none. */
export async function deleteGrant(db: Db, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(premiumGrants)
    .where(eq(premiumGrants.userId, userId))
    .returning({ userId: premiumGrants.userId });
  return deleted.length > 0;
}

/** The user's Stripe payments that grant premium now, oldest first. */
export async function findGrantingPurchases(db: Db, userId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(stripePurchases)
    .where(and(eq(stripePurchases.userId, userId), eq(stripePurchases.grantsPremium, true)))
    .orderBy(asc(stripePurchases.createdAt), asc(stripePurchases.id));
}

/** The user's store purchases that grant premium or wait for their payment (ended ones give nothing). */
export async function findStorePurchasesOf(db: Db, userId: string): Promise<StorePurchaseRow[]> {
  return db
    .select()
    .from(storePurchases)
    .where(
      and(
        eq(storePurchases.userId, userId),
        or(eq(storePurchases.grantsPremium, true), eq(storePurchases.pendingApproval, true)),
      ),
    );
}

/** Writes the user's premium access, or removes it (null). */
export async function writePremium(db: Db, userId: string, values: PremiumValues | null): Promise<void> {
  if (!values) {
    await db.delete(premiumAccess).where(eq(premiumAccess.userId, userId));
    return;
  }
  await db
    .insert(premiumAccess)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: premiumAccess.userId, set: { ...values, updatedAt: new Date() } });
}

export interface ChallengeChanges {
  /** Challenges now suspended: their members get 404 until premium comes back (decision 0009). */
  suspended: number;
  /** Suspended challenges open again, as they were. */
  resumed: number;
}

/**
 * Keeps open as many of the user's challenges as their premium allows — all of them (null), none
 * (0), or a one_time premium's purchases: the oldest stay open, the newer ones beyond are suspended
 * (decision 0014). Nothing is erased.
 */
export async function reconcileOwnedChallenges(db: Db, userId: string, openLimit: number | null, now: Date) {
  const owned = await db
    .select({ id: challenges.id })
    .from(challenges)
    .where(eq(challenges.ownerId, userId))
    .orderBy(asc(challenges.createdAt), asc(challenges.id));
  const limit = openLimit ?? owned.length;
  const open = owned.slice(0, limit).map(({ id }) => id);
  const closed = owned.slice(limit).map(({ id }) => id);
  const resumed =
    open.length === 0
      ? []
      : await db
          .update(challenges)
          .set({ suspendedAt: null })
          .where(and(inArray(challenges.id, open), isNotNull(challenges.suspendedAt)))
          .returning({ id: challenges.id });
  const suspended =
    closed.length === 0
      ? []
      : await db
          .update(challenges)
          .set({ suspendedAt: now })
          .where(and(inArray(challenges.id, closed), isNull(challenges.suspendedAt)))
          .returning({ id: challenges.id });
  return { suspended: suspended.length, resumed: resumed.length } satisfies ChallengeChanges;
}
