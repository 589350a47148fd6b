import { and, eq, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { storePurchases } from '../../db/schema.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export type StoreProvider = (typeof storePurchases.$inferSelect)['provider'];
export type StorePurchaseValues = Omit<typeof storePurchases.$inferInsert, 'createdAt' | 'updatedAt'>;

export async function findStorePurchase(db: Db, provider: StoreProvider, purchaseId: string) {
  const [row] = await db
    .select()
    .from(storePurchases)
    .where(and(eq(storePurchases.provider, provider), eq(storePurchases.purchaseId, purchaseId)));
  return row;
}

/**
 * Stores a purchase as the store said it was at `readAt`: never over a later read, and never for
 * another account than the one that saved it first. 'taken' when it is another account's.
 */
export async function saveStorePurchase(db: Db, values: StorePurchaseValues): Promise<'saved' | 'stale' | 'taken'> {
  const { provider: _provider, purchaseId: _id, userId: _userId, ...changes } = values;
  const written = await db
    .insert(storePurchases)
    .values(values)
    .onConflictDoUpdate({
      target: [storePurchases.provider, storePurchases.purchaseId],
      set: { ...changes, updatedAt: new Date() },
      setWhere: sql`${storePurchases.userId} = excluded.user_id and ${storePurchases.readAt} < excluded.read_at`,
    })
    .returning({ userId: storePurchases.userId });
  if (written.length > 0) return 'saved';
  const stored = await findStorePurchase(db, values.provider, values.purchaseId);
  return stored?.userId === values.userId ? 'stale' : 'taken';
}

/** Removes the user's purchases of a store that match `which`; how many. */
export async function deleteStorePurchases(
  db: Db,
  userId: string,
  provider: StoreProvider,
  which: SQL | undefined,
): Promise<number> {
  const deleted = await db
    .delete(storePurchases)
    .where(and(eq(storePurchases.userId, userId), eq(storePurchases.provider, provider), which))
    .returning({ purchaseId: storePurchases.purchaseId });
  return deleted.length;
}

/** Play purchases that no longer give premium and wait for nothing: canceled, expired, revoked. */
export const endedPurchases = and(eq(storePurchases.grantsPremium, false), eq(storePurchases.pendingApproval, false));
/** Play purchases whose payment is still pending. */
export const pendingPurchases = eq(storePurchases.pendingApproval, true);

/**
 * Marks as checked now, and answers, the user's Play purchases worth asking Google about again: a
 * subscription granting premium past its stored expiry (a renewal is told to no one) or a payment
 * pending — each only when neither read (a validation) nor checked since `checkedBefore`. One
 * statement: of two readers at once, one gets them.
 */
export async function claimPlayPurchasesToRecheck(db: Db, userId: string, now: Date, checkedBefore: Date) {
  return db
    .update(storePurchases)
    .set({ checkedAt: now })
    .where(
      and(
        eq(storePurchases.userId, userId),
        eq(storePurchases.provider, 'google_play'),
        or(
          and(eq(storePurchases.grantsPremium, true), lte(storePurchases.expiresAt, now)),
          eq(storePurchases.pendingApproval, true),
        ),
        lte(storePurchases.readAt, checkedBefore),
        or(isNull(storePurchases.checkedAt), lte(storePurchases.checkedAt, checkedBefore)),
      ),
    )
    .returning({ purchaseToken: storePurchases.purchaseId, productId: storePurchases.productId });
}
