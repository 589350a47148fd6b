import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pushSubscriptions } from '../db/schema.js';
import { addPush } from '../modules/notifications/service.js';

/**
 * A device's daily reminder, set as POST /api/notifications/add-push sets it at the instant
 * `setAt`; `token` is the device's subscription JSON. Returns the device's subscription id.
 */
export async function addTestReminder(
  db: Db,
  {
    token,
    hour,
    minute,
    zone,
    setAt,
    userId = null,
    body = 'Time to read',
  }: { token: string; hour: number; minute: number; zone: string; setAt: Date; userId?: string | null; body?: string },
): Promise<string> {
  await addPush(
    db,
    { hour, minute, timezone: zone, subscriptionToken: token, title: 'Bible Journey', body },
    { userId, now: setAt },
  );
  const endpoint = (JSON.parse(token) as { endpoint: string }).endpoint;
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.deviceKey, endpoint));
  if (!row) throw new Error('no subscription stored');
  return row.id;
}
