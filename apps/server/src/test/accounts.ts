import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';

/** Marks an account confirmed, as the mailed confirmation link does, for tests about other flows. */
export async function confirmAccount(database: Database, userId: string): Promise<void> {
  await database.db.update(users).set({ hasConfirmedAccount: true }).where(eq(users.id, userId));
}
