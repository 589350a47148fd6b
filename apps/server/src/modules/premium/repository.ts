import type { PremiumType } from '@bible-journey/core';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { challenges, premiumAccess } from '../../db/schema.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export type PremiumRow = typeof premiumAccess.$inferSelect;

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
 * Grants premium by an operator. A one_time grant adds its purchases to those of a one_time
 * premium the user already has (as a new purchase does, spec 1 section 4); over a subscription
 * or no premium, the count starts at them. A subscription keeps the stored count.
 */
export async function upsertAdminPremium(
  db: Db,
  userId: string,
  type: PremiumType,
  amountPurchases: number,
): Promise<PremiumRow> {
  const [row] = await db
    .insert(premiumAccess)
    .values({ userId, type, amountPurchases, origin: 'admin' })
    .onConflictDoUpdate({
      target: premiumAccess.userId,
      set: {
        type,
        amountPurchases:
          type === 'one_time'
            ? sql`case when ${premiumAccess.type} = 'one_time' then ${premiumAccess.amountPurchases} + ${amountPurchases} else ${amountPurchases} end`
            : sql`${premiumAccess.amountPurchases}`,
        origin: 'admin',
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('premium upsert returned nothing');
  return row;
}

/** Removes the user's premium access; false when there was none. */
export async function deletePremium(db: Db, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(premiumAccess)
    .where(eq(premiumAccess.userId, userId))
    .returning({ userId: premiumAccess.userId });
  return deleted.length > 0;
}

/** Suspends the user's challenges (decision 0009): members get 404, nothing is erased. How many. */
export async function suspendOwnedChallenges(db: Db, userId: string, now: Date): Promise<number> {
  const suspended = await db
    .update(challenges)
    .set({ suspendedAt: now })
    .where(and(eq(challenges.ownerId, userId), isNull(challenges.suspendedAt)))
    .returning({ id: challenges.id });
  return suspended.length;
}

/** Lifts the suspension of the user's challenges: the group is back as it was. How many. */
export async function resumeOwnedChallenges(db: Db, userId: string): Promise<number> {
  const resumed = await db
    .update(challenges)
    .set({ suspendedAt: null })
    .where(and(eq(challenges.ownerId, userId), isNotNull(challenges.suspendedAt)))
    .returning({ id: challenges.id });
  return resumed.length;
}
