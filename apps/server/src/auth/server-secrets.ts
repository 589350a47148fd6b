import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { appSettings } from '../db/schema.js';

/**
 * A secret from the environment, else the one stored on first start, else a new random one stored
 * now. Insert-if-absent then read, so instances starting together on one database agree.
 */
export async function loadServerSecret(db: Db, key: string, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`could not store the server secret ${key}`);
  return row.value;
}
