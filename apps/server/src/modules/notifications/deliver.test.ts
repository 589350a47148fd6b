import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Database } from '../../db/database.js';
import { planDays, plans, pushSubscriptions, reminderDeliveries, users } from '../../db/schema.js';
import { chaptersText } from '../../integrations/mail/messages.js';
import { userIdOf } from '../../test/accounts.js';
import { bearer, buildTestApp, registerUser } from '../../test/app.js';
import { openMigratedDatabase, testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { type FakeDevice, startFakePushService } from '../../test/fake-push-service.js';
import { addTestReminder } from '../../test/reminders.js';
import { deliverDueReminders, pruneDeliveries } from './deliver.js';

// Deliveries sent over the real Web Push protocol to a local push service that decrypts them.
// The clock stays in 2011: the schedule test's claims (2020-2025) never meet these deliveries.

const MINUTE = 60_000;

describe.each(testDatabases)('delivering reminders on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  const keys = webpush.generateVAPIDKeys();
  const deps = () => ({
    db: database.db,
    push: { keys, subject: 'mailto:team@example.com', agent: service.agent },
  });

  beforeAll(async () => {
    database = await openMigratedDatabase(open);
    app = await buildTestApp(database);
    service = await startFakePushService();
  });
  afterAll(async () => {
    await database?.db.delete(pushSubscriptions).where(like(pushSubscriptions.deviceKey, 'https://127.0.0.1:%'));
    await service?.close();
    await app?.close();
    await database?.close();
  });

  /** A device subscribed on the fake service, with its reminder at 07:30 in Warsaw; its subscription id. */
  async function deviceWithReminder(userId: string | null) {
    const device = service.subscribe();
    const subscriptionId = await addTestReminder(database.db, {
      token: JSON.stringify(device.subscription),
      hour: 7,
      minute: 30,
      zone: 'Europe/Warsaw',
      setAt: new Date('2011-05-30T12:00:00Z'),
      userId,
      body: 'Your reading is waiting',
    });
    return { device, subscriptionId };
  }
  /** What the scheduler's claim makes of a firing: a pending delivery for the date. */
  const queue = (subscriptionId: string, localDate: string, at: Date) =>
    database.db.insert(reminderDeliveries).values({ subscriptionId, localDate, status: 'pending', nextAttemptAt: at });
  const deliveryOf = async (subscriptionId: string, localDate: string) => {
    const [row] = await database.db
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.subscriptionId, subscriptionId), eq(reminderDeliveries.localDate, localDate)));
    return row;
  };
  const payloads = (device: FakeDevice) => device.received.map((push) => JSON.parse(push.payload));

  /** A signed-in reader whose interface is Polish, with a plan of Genesis over June 2011. */
  async function polishReader() {
    const reader = await registerUser(app);
    const userId = await userIdOf(database, reader.user.email);
    await database.db.update(users).set({ language: 'pl' }).where(eq(users.id, userId));
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(reader.token),
      payload: buildPlanBody({
        startDate: '2011-06-01',
        quantityOfDays: 25,
        startReading: { bookIndex: 0, chapter: 1 },
        endReading: { bookIndex: 0, chapter: 50 },
      }),
    });
    expect(created.statusCode).toBe(200);
    const days = await database.db
      .select({ date: planDays.date, readingDetails: planDays.readingDetails })
      .from(planDays)
      .innerJoin(plans, eq(plans.id, planDays.planId))
      .where(eq(plans.userId, userId));
    return { userId, days };
  }

  it('tells a signed-in reader that day’s chapters in their language', async () => {
    const { userId, days } = await polishReader();
    const { device, subscriptionId } = await deviceWithReminder(userId);
    const firstOfJune = days.find((day) => day.date === '2011-06-01');
    if (!firstOfJune) throw new Error('no day on 1 June');
    const at = new Date('2011-06-01T05:30:00Z');
    await queue(subscriptionId, '2011-06-01', at);

    await deliverDueReminders(deps(), new Date(at.getTime() + MINUTE));
    expect(payloads(device)).toEqual([
      {
        title: 'Czas na czytanie Biblii',
        body: `Dzisiaj: ${chaptersText(firstOfJune.readingDetails, 'pl')}`,
        url: '/plan',
        tag: 'reminder-2011-06-01',
      },
    ]);
    expect(payloads(device)[0].body).toMatch(/^Dzisiaj: \S.* 1–2$/);
    expect(await deliveryOf(subscriptionId, '2011-06-01')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('says nothing on a day already ticked', async () => {
    const { userId } = await polishReader();
    const { device, subscriptionId } = await deviceWithReminder(userId);
    await database.db
      .update(planDays)
      .set({ read: true })
      .where(
        and(
          eq(planDays.date, '2011-06-02'),
          eq(planDays.planId, database.db.select({ id: plans.id }).from(plans).where(eq(plans.userId, userId))),
        ),
      );
    const at = new Date('2011-06-02T05:30:00Z');
    await queue(subscriptionId, '2011-06-02', at);
    await deliverDueReminders(deps(), at);
    expect(device.received).toEqual([]);
    expect(await deliveryOf(subscriptionId, '2011-06-02')).toMatchObject({ status: 'skipped' });
  });

  it('says the device’s own words when nobody is signed in on it', async () => {
    const { device, subscriptionId } = await deviceWithReminder(null);
    const at = new Date('2011-06-03T05:30:00Z');
    await queue(subscriptionId, '2011-06-03', at);
    await deliverDueReminders(deps(), at);
    expect(payloads(device)).toEqual([
      { title: 'Bible Journey', body: 'Your reading is waiting', url: '/plan', tag: 'reminder-2011-06-03' },
    ]);
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const { device, subscriptionId } = await deviceWithReminder(null);
    service.answer(device, 410);
    const at = new Date('2011-06-04T05:30:00Z');
    await queue(subscriptionId, '2011-06-04', at);
    await deliverDueReminders(deps(), at);
    const [left] = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    expect(left).toBeUndefined();
  });

  it('tries a failed push again after 1, 2, 4 minutes, and sends it once the service is back', async () => {
    const { device, subscriptionId } = await deviceWithReminder(null);
    service.answer(device, 503);
    const at = new Date('2011-06-05T05:30:00Z');
    await queue(subscriptionId, '2011-06-05', at);
    await deliverDueReminders(deps(), at);
    expect(await deliveryOf(subscriptionId, '2011-06-05')).toMatchObject({
      status: 'pending',
      attempts: 1,
      nextAttemptAt: new Date(at.getTime() + MINUTE),
      lastError: 'push service answered 503',
    });
    // Not before its time; then again, and again.
    await deliverDueReminders(deps(), new Date(at.getTime() + 30_000));
    expect((await deliveryOf(subscriptionId, '2011-06-05'))?.attempts).toBe(1);
    await deliverDueReminders(deps(), new Date(at.getTime() + MINUTE));
    expect(await deliveryOf(subscriptionId, '2011-06-05')).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(at.getTime() + 3 * MINUTE),
    });
    service.answer(device, 201);
    await deliverDueReminders(deps(), new Date(at.getTime() + 3 * MINUTE));
    expect(await deliveryOf(subscriptionId, '2011-06-05')).toMatchObject({ status: 'sent', attempts: 3 });
    expect(device.received).toHaveLength(1);
  });

  it('gives up after five tries', async () => {
    const { device, subscriptionId } = await deviceWithReminder(null);
    service.answer(device, 500);
    const at = new Date('2011-06-06T05:30:00Z');
    await queue(subscriptionId, '2011-06-06', at);
    for (const minutes of [0, 1, 3, 7, 15])
      await deliverDueReminders(deps(), new Date(at.getTime() + minutes * MINUTE));
    expect(await deliveryOf(subscriptionId, '2011-06-06')).toMatchObject({ status: 'failed', attempts: 5 });
    await deliverDueReminders(deps(), new Date(at.getTime() + 60 * MINUTE));
    expect((await deliveryOf(subscriptionId, '2011-06-06'))?.attempts).toBe(5);
  });

  it('forgets deliveries a week old', async () => {
    const { subscriptionId } = await deviceWithReminder(null);
    for (const localDate of ['2011-06-10', '2011-06-13', '2011-06-19']) {
      await queue(subscriptionId, localDate, new Date(`${localDate}T05:30:00Z`));
    }
    await pruneDeliveries(database.db, new Date('2011-06-20T12:00:00Z'));
    const left = await database.db
      .select({ localDate: reminderDeliveries.localDate })
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.subscriptionId, subscriptionId))
      .orderBy(reminderDeliveries.localDate);
    expect(left.map((row) => row.localDate)).toEqual(['2011-06-13', '2011-06-19']);
  });
});
