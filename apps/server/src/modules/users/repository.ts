import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SocialProvider = 'google' | 'facebook' | 'apple';

const providerColumn = { google: users.googleId, facebook: users.facebookId, apple: users.appleId } as const;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByProvider(
  db: Db,
  provider: SocialProvider,
  providerId: string,
): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(providerColumn[provider], providerId));
  return row;
}

export async function userExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id));
  return row !== undefined;
}

/** Inserts a user; undefined when the e-mail (or provider id) is already taken. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Db, id: string, values: Partial<NewUserRow>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Updates a user and moves their session version on, which ends every sign-in issued before
 * (http/require-user.ts). With `onlyIfPasswordHash`, only while the password is still that one, so
 * two changes racing each other can't both win; undefined when nothing matched.
 */
export async function updateUserEndingSessions(
  db: Db,
  id: string,
  values: Partial<Omit<NewUserRow, 'sessionVersion'>>,
  onlyIfPasswordHash?: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(
      onlyIfPasswordHash === undefined
        ? eq(users.id, id)
        : and(eq(users.id, id), eq(users.passwordHash, onlyIfPasswordHash)),
    )
    .returning();
  return row;
}

export async function deleteUser(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row;
}
