import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';

/** Marks an account confirmed, as the mailed confirmation link does, for tests about other flows. */
export async function confirmAccount(database: Database, userId: string): Promise<void> {
  await database.db.update(users).set({ hasConfirmedAccount: true }).where(eq(users.id, userId));
}

/** The database id of the account with this e-mail (the API names users by e-mail only). */
export async function userIdOf(database: Database, email: string): Promise<string> {
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no account for ${email}`);
  return row.id;
}
