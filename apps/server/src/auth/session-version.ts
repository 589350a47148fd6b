import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';

// Asked on every signed-in request: built once per database and prepared, so PostgreSQL plans
// the primary-key lookup once and Drizzle doesn't rebuild the SQL each time.
const statements = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({ sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('current_session_version');
}

/** The account's current session version, or undefined when the account no longer exists. */
export async function currentSessionVersion(db: Db, userId: string): Promise<number | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareLookup(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  return row?.sessionVersion;
}
