import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { pushSubscriptions } from '../db/schema.js';
import { pushServiceList } from '../integrations/push/push-services.js';
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
  const endpoint = (JSON.parse(token) as { endpoint: string }).endpoint;
  await addPush(
    db,
    { hour, minute, timezone: zone, subscriptionToken: token, title: 'Bible Journey', body },
    // The test's push service, whichever it is, is on the list.
    { userId, now: setAt, pushServices: pushServiceList([new URL(endpoint).host]) },
  );
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.deviceKey, endpoint));
  if (!row) throw new Error('no subscription stored');
  return row.id;
}
