import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users, userTokens } from '../../db/schema.js';

export type TokenPurpose = 'confirmEmail' | 'resetPassword';
export type UserTokenRow = typeof userTokens.$inferSelect;

export async function insertUserToken(
  db: Db,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(userTokens).values(values);
}

/**
 * Stores a new token and drops the account's unused ones of the same purpose, so only the newest
 * mailed link works. The account's row is locked meanwhile: two requests at once still leave one.
 */
export async function replaceUserToken(
  db: Db,
  values: { userId: string; purpose: TokenPurpose; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, values.userId)).for('update');
    await tx
      .delete(userTokens)
      .where(
        and(eq(userTokens.userId, values.userId), eq(userTokens.purpose, values.purpose), isNull(userTokens.usedAt)),
      );
    await tx.insert(userTokens).values(values);
  });
}

export async function findUserToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<UserTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)));
  return row;
}

/** Marks a token used; false when another request used it first (single use even under races). */
export async function consumeUserToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}
