import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { appSettings } from '../../db/schema.js';
import type { VapidKeys } from '../../integrations/push/web-push-sender.js';

export type { VapidKeys };

const StoredKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });
const SETTING = 'vapid_keys';

/**
 * The server's VAPID key pair for Web Push: from the environment, else the pair stored on first
 * start, else a new pair stored now. Insert-if-absent then read, so instances starting together on
 * one database sign with the same pair (a browser's subscription is bound to one public key).
 */
export async function loadVapidKeys(db: Db, configured: VapidKeys | undefined): Promise<VapidKeys> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: JSON.stringify(webpush.generateVAPIDKeys()) })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING));
  if (!row) throw new Error('could not store the VAPID keys');
  return StoredKeysSchema.parse(JSON.parse(row.value));
}

/** loadVapidKeys on first use, kept once it succeeded (a database away is tried again next time). */
export function lazyVapidKeys(db: Db, configured: VapidKeys | undefined): () => Promise<VapidKeys> {
  let loaded: Promise<VapidKeys> | null = null;
  return () => {
    loaded ??= loadVapidKeys(db, configured).catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
}
