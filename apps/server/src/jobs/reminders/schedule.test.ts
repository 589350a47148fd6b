import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { pushSubscriptions, reminderDeliveries, reminders } from '../../db/schema.js';
import { secondPool, testDatabases } from '../../test/databases.js';
import { addTestReminder } from '../../test/reminders.js';
import { opened, useBeforeAll, useTestDatabase } from '../../test/suite.js';
import { claimAllDueReminders, claimDueReminders } from './schedule.js';

// The scheduler's claims with its clock moved by the test: the firing of each local date becomes
// one delivery, across clock changes, with two schedulers at once, and after an outage. The clock
// stays before 2026: a claim takes every reminder due by then, and the other test files' reminders
// (set at the real time) must stay out of it. Its own devices are removed before and after.

const ENDPOINTS = 'https://push.example.com/schedule/';
let devices = 0;
function deviceToken() {
  devices += 1;
  return JSON.stringify({
    endpoint: `${ENDPOINTS}${Date.now()}-${devices}`,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
}

const MINUTE = 60_000;

describe.each(testDatabases)('the reminder schedule on $name', (kind) => {
  const database = useTestDatabase(kind);
  // A second pool on the same PostgreSQL database, as a second server process has; embedded
  // PGlite belongs to one process, whose claims share its one connection.
  const other = useBeforeAll(
    'the second pool',
    () => secondPool(database),
    (pool) => (opened(pool) === opened(database) ? undefined : pool.close()),
  );

  beforeAll(async () => {
    await removeTestDevices();
  });
  async function removeTestDevices() {
    await database.db.delete(pushSubscriptions).where(like(pushSubscriptions.deviceKey, `${ENDPOINTS}%`));
  }
  afterAll(async () => {
    await removeTestDevices();
  });

  /** A device with a reminder at hour:minute in `zone`, set at `setAt`; its subscription id. */
  async function deviceWithReminder(hour: number, minute: number, zone: string, setAt: Date) {
    const token = deviceToken();
    return addTestReminder(database.db, { token, hour, minute, zone, setAt, body: 'Read today' });
  }
  const deliveriesOf = async (subscriptionId: string) =>
    (
      await database.db
        .select({ localDate: reminderDeliveries.localDate })
        .from(reminderDeliveries)
        .where(eq(reminderDeliveries.subscriptionId, subscriptionId))
        .orderBy(reminderDeliveries.localDate)
    ).map((row) => row.localDate);

  /** Runs the scheduler every `stepMinutes` from `from` to `to`, on the given databases in turn or at once. */
  async function runScheduler(from: Date, to: Date, stepMinutes: number, connections: Database[]) {
    for (let at = from.getTime(); at <= to.getTime(); at += stepMinutes * MINUTE) {
      await Promise.all(connections.map((connection) => claimDueReminders(connection.db, new Date(at))));
    }
  }

  it('turns 07:30 in São Paulo into one delivery a day at 07:30 local time', async () => {
    const id = await deviceWithReminder(7, 30, 'America/Sao_Paulo', new Date('2020-05-01T12:00:00Z'));
    expect(await claimDueReminders(database.db, new Date('2020-05-02T10:29:00Z'))).toEqual([]);
    const claimed = await claimDueReminders(database.db, new Date('2020-05-02T10:31:00Z'));
    expect(claimed).toContainEqual({ subscriptionId: id, localDate: '2020-05-02' });
    expect(await claimDueReminders(database.db, new Date('2020-05-02T10:32:00Z'))).not.toContainEqual(
      expect.objectContaining({ subscriptionId: id }),
    );
    await runScheduler(new Date('2020-05-02T10:35:00Z'), new Date('2020-05-05T12:00:00Z'), 30, [database]);
    expect(await deliveriesOf(id)).toEqual(['2020-05-02', '2020-05-03', '2020-05-04', '2020-05-05']);
  });

  it('sends each local date once across the clock changes of Warsaw and New York, with two schedulers at once', async () => {
    // Warsaw jumps from 02:00 to 03:00 on 30 March 2025; New York goes back from 02:00 to 01:00 on 2 November 2025.
    const warsaw = await deviceWithReminder(2, 30, 'Europe/Warsaw', new Date('2025-03-28T12:00:00Z'));
    await runScheduler(new Date('2025-03-28T23:00:00Z'), new Date('2025-04-01T03:00:00Z'), 10, [database, other]);
    expect(await deliveriesOf(warsaw)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);

    const newYork = await deviceWithReminder(1, 30, 'America/New_York', new Date('2025-10-31T12:00:00Z'));
    await runScheduler(new Date('2025-11-01T04:00:00Z'), new Date('2025-11-03T08:00:00Z'), 10, [database, other]);
    expect(await deliveriesOf(newYork)).toEqual(['2025-11-01', '2025-11-02', '2025-11-03']);
  });

  it('never claims one reminder twice when two schedulers claim the same due reminders at once', async () => {
    const setAt = new Date('2021-01-10T00:00:00Z');
    const ids = await Promise.all(Array.from({ length: 40 }, () => deviceWithReminder(9, 0, 'Asia/Jakarta', setAt)));
    const now = new Date('2021-01-10T02:01:00Z');
    const [first, second] = await Promise.all([
      claimDueReminders(database.db, now, 25),
      claimDueReminders(other.db, now, 25),
    ]);
    const rest = await claimDueReminders(database.db, now, 100);
    const mine = [...(first ?? []), ...(second ?? []), ...rest].filter((delivery) =>
      ids.includes(delivery.subscriptionId),
    );
    expect(mine).toHaveLength(40);
    expect(new Set(mine.map((delivery) => delivery.subscriptionId)).size).toBe(40);
  });

  it('claims everything due in batches, each heard as it is made, while another scheduler claims too', async () => {
    const setAt = new Date('2019-03-10T00:00:00Z');
    const ids = await Promise.all(Array.from({ length: 23 }, () => deviceWithReminder(6, 15, 'Europe/Lisbon', setAt)));
    const now = new Date('2019-03-10T06:16:00Z');
    const batches: number[] = [];
    const [made, otherMade] = await Promise.all([
      claimAllDueReminders(database.db, now, (claimed) => batches.push(claimed.length), 5),
      claimAllDueReminders(other.db, now, () => undefined, 5),
    ]);
    expect(made + otherMade).toBeGreaterThanOrEqual(23);
    expect(batches.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...batches)).toBeLessThanOrEqual(5);
    for (const id of ids) expect(await deliveriesOf(id)).toEqual(['2019-03-10']);
    expect(await claimAllDueReminders(database.db, now)).toBe(0);
  });

  it('after an outage, sends a firing of the last hour and drops older ones', async () => {
    const recent = await deviceWithReminder(7, 30, 'Pacific/Auckland', new Date('2022-02-01T00:00:00Z'));
    const old = await deviceWithReminder(5, 0, 'Pacific/Auckland', new Date('2022-02-01T00:00:00Z'));
    // Down from 1 to 4 February; back at 07:50 on the 4th in Auckland (UTC+13).
    const back = new Date('2022-02-03T18:50:00Z');
    const claimed = await claimDueReminders(database.db, back);
    expect(claimed).toContainEqual({ subscriptionId: recent, localDate: '2022-02-04' });
    expect(claimed).not.toContainEqual(expect.objectContaining({ subscriptionId: old }));
    expect(await deliveriesOf(old)).toEqual([]);
    const [moved] = await database.db.select().from(reminders).where(eq(reminders.subscriptionId, old));
    expect(moved?.nextFireDate).toBe('2022-02-05');
    const [pending] = await database.db
      .select({ n: count() })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.subscriptionId, recent));
    expect(pending?.n).toBe(1);
  });
});
