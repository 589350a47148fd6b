import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import type { Language } from '@bible-journey/core';
import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { planDays, plans, pushSubscriptions, reminderDeliveries, reminders, users } from '../../db/schema.js';
import { createMailer, type Mailer } from '../../integrations/mail/mailer.js';
import { chaptersText } from '../../integrations/mail/messages.js';
import { pushServiceList } from '../../integrations/push/push-services.js';
import { createWebPushSender } from '../../integrations/push/web-push-sender.js';
import { emailDeviceKey, setEmailReminder } from '../../modules/notifications/service.js';
import { confirmAccount, userIdOf } from '../../test/accounts.js';
import { bearer, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { type FakeDevice, startFakePushService } from '../../test/fake-push-service.js';
import { addTestReminder } from '../../test/reminders.js';
import { useBeforeAll, useServerSuite, useSmtpInbox } from '../../test/suite.js';
import { pruneDeliveries } from './delivery-repository.js';
import { type DeliveryDeps, deliverDueReminders } from './delivery-service.js';

// Deliveries sent over the real Web Push protocol to a local push service that decrypts them, and
// by mail over SMTP to a local inbox. The clocks stay in 2011 (push), 2009 (e-mail) and 2008
// (remove-push), and the deliveries are queued as the scheduler's claim makes them: a claim takes
// every reminder due by its clock, and the schedule test's claims (2020-2025) would take these
// reminders away. No other file sends deliveries on this database, and this one's tests run in turn.

const MINUTE = 60_000;
const APP_URL = 'https://journey.example';

describe.each(testDatabases)('delivering reminders on $name', (kind) => {
  const { database, app } = useServerSuite(kind);
  const service = useBeforeAll('the fake push service', startFakePushService, (opened) => opened.close());
  const inbox = useSmtpInbox();
  const mailer = useBeforeAll(
    'the mailer',
    async () =>
      createMailer({ smtpUrl: inbox.url, from: 'Bible Journey <no-reply@example.com>' }, database.db, app.log),
    (opened) => opened.close(),
  );
  const sender = useBeforeAll(
    'the push sender',
    async () =>
      createWebPushSender({
        keys: webpush.generateVAPIDKeys(),
        subject: 'mailto:team@example.com',
        services: pushServiceList([service.host]),
        ca: service.ca,
      }),
    (opened) => opened.close(),
  );
  const deps = (mailerNow = mailer): DeliveryDeps => ({
    db: database.db,
    push: sender,
    mail: { mailer: mailerNow, appUrl: APP_URL },
  });
  /** The people whose e-mail reminders this file set, removed after. */
  const emailReaders: string[] = [];

  afterAll(async () => {
    await database.db.delete(pushSubscriptions).where(like(pushSubscriptions.deviceKey, 'https://127.0.0.1:%'));
    if (emailReaders.length > 0) {
      await database.db
        .delete(pushSubscriptions)
        .where(inArray(pushSubscriptions.deviceKey, emailReaders.map(emailDeviceKey)));
    }
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

  /** A signed-in reader in the language, with a plan of Genesis over 25 days from `startDate`. */
  async function readerWithPlan(language: Language, startDate: string) {
    const reader = await registerUser(app);
    const userId = await userIdOf(database, reader.user.email);
    await database.db.update(users).set({ language }).where(eq(users.id, userId));
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(reader.token),
      payload: buildPlanBody({
        startDate,
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
    return { userId, email: reader.user.email, days };
  }
  /** A signed-in reader whose interface is Polish, with a plan of Genesis over June 2011. */
  const polishReader = () => readerWithPlan('pl', '2011-06-01');
  /** Ticks the reader's day of that date, as reading it does. */
  const tick = (userId: string, date: string) =>
    database.db
      .update(planDays)
      .set({ read: true })
      .where(
        and(
          eq(planDays.date, date),
          eq(planDays.planId, database.db.select({ id: plans.id }).from(plans).where(eq(plans.userId, userId))),
        ),
      );

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
    await tick(userId, '2011-06-02');
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

  it('sends nothing more once the device’s reminder is removed (remove-push); the subscription stays', async () => {
    const { device, subscriptionId } = await deviceWithReminder(null);
    const subscriptionToken = JSON.stringify(device.subscription);
    const at = new Date('2008-06-01T05:30:00Z');
    await queue(subscriptionId, '2008-06-01', at);
    const removed = await app.inject({
      method: 'POST',
      url: '/api/notifications/remove-push',
      payload: { subscriptionToken },
    });
    expect(removed.json()).toEqual({ notification: { subscriptionToken } });
    expect(await database.db.select().from(reminders).where(eq(reminders.subscriptionId, subscriptionId))).toEqual([]);
    expect(await deliveryOf(subscriptionId, '2008-06-01')).toBeUndefined();
    // A delivery another process made just before the reminder ended is dropped.
    await queue(subscriptionId, '2008-06-02', at);
    await deliverDueReminders(deps(), new Date(at.getTime() + MINUTE));
    expect(device.received).toEqual([]);
    expect(await deliveryOf(subscriptionId, '2008-06-02')).toMatchObject({ status: 'skipped' });
    const kept = await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    expect(kept).toHaveLength(1);
  });

  describe('by e-mail', () => {
    /**
     * A reader with a plan of Genesis from 1 June 2009, whose e-mail reminder is at 07:30 in São
     * Paulo (set the day before); their address confirmed unless said.
     */
    async function emailReader(language: Language, { isConfirmed = true } = {}) {
      const reader = await readerWithPlan(language, '2009-06-01');
      if (isConfirmed) await confirmAccount(database, reader.userId);
      emailReaders.push(reader.userId);
      const time = { hour: 7, minute: 30, timezone: 'America/Sao_Paulo' };
      await setEmailReminder(database.db, reader.userId, { enabled: true, ...time }, new Date('2009-05-31T12:00:00Z'));
      const [row] = await database.db
        .select({ id: pushSubscriptions.id, reminder: reminders })
        .from(pushSubscriptions)
        .innerJoin(reminders, eq(reminders.subscriptionId, pushSubscriptions.id))
        .where(eq(pushSubscriptions.deviceKey, emailDeviceKey(reader.userId)));
      expect(row?.reminder).toMatchObject({ hour: 7, minute: 30, timeZone: 'America/Sao_Paulo' });
      if (!row) throw new Error('no e-mail reminder stored');
      return { ...reader, subscriptionId: row.id };
    }
    /** 07:30 in São Paulo (UTC-3) on that date. */
    const sevenThirty = (date: string) => new Date(`${date}T10:30:00Z`);
    const mailsTo = (email: string) => inbox.mails.filter((mail) => mail.to === email);

    it('mails that day’s chapters in the reader’s language, with a link to the plan', async () => {
      const { email, days, subscriptionId } = await emailReader('pt');
      const firstOfJune = days.find((day) => day.date === '2009-06-01');
      if (!firstOfJune) throw new Error('no day on 1 June');
      await queue(subscriptionId, '2009-06-01', sevenThirty('2009-06-01'));

      await deliverDueReminders(deps(), new Date(sevenThirty('2009-06-01').getTime() + MINUTE));
      const mail = await inbox.waitFor(email);
      const reading = `Hoje: ${chaptersText(firstOfJune.readingDetails, 'pt')}`;
      expect(reading).toMatch(/^Hoje: Gênesis 1–2$/);
      expect(mail.subject).toBe('Hora da sua leitura bíblica');
      expect(mail.text).toMatch(new RegExp(`^Olá Ruth Reader,\n\n${reading}\n\n`));
      expect(linkIn(mail, APP_URL)).toBe(`${APP_URL}/plan`);
      expect(mail.html).toContain(`<p>${reading}</p><p><a href="${APP_URL}/plan">Abrir meu plano de leitura</a></p>`);
      expect(await deliveryOf(subscriptionId, '2009-06-01')).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('sends none while a device of the reader has a reminder, and does once it is removed', async () => {
      const { userId, email, subscriptionId } = await emailReader('en');
      const { device } = await deviceWithReminder(userId);
      await queue(subscriptionId, '2009-06-02', sevenThirty('2009-06-02'));
      await deliverDueReminders(deps(), sevenThirty('2009-06-02'));
      expect(await deliveryOf(subscriptionId, '2009-06-02')).toMatchObject({ status: 'skipped' });
      expect(mailsTo(email)).toEqual([]);

      const subscriptionToken = JSON.stringify(device.subscription);
      await app.inject({ method: 'POST', url: '/api/notifications/remove-push', payload: { subscriptionToken } });
      await queue(subscriptionId, '2009-06-03', sevenThirty('2009-06-03'));
      await deliverDueReminders(deps(), sevenThirty('2009-06-03'));
      expect((await inbox.waitFor(email)).subject).toBe('Time for your Bible reading');
      expect(await deliveryOf(subscriptionId, '2009-06-03')).toMatchObject({ status: 'sent' });
    });

    it('sends none on a day already ticked, nor to an address not confirmed', async () => {
      const ticked = await emailReader('id');
      await tick(ticked.userId, '2009-06-04');
      const unconfirmed = await emailReader('pl', { isConfirmed: false });
      for (const { subscriptionId } of [ticked, unconfirmed]) {
        await queue(subscriptionId, '2009-06-04', sevenThirty('2009-06-04'));
      }
      await deliverDueReminders(deps(), sevenThirty('2009-06-04'));
      for (const { subscriptionId, email } of [ticked, unconfirmed]) {
        expect(await deliveryOf(subscriptionId, '2009-06-04')).toMatchObject({ status: 'skipped' });
        expect(mailsTo(email)).toEqual([]);
      }
    });

    it('tries a failed e-mail again a minute later', async () => {
      const { email, subscriptionId } = await emailReader('en');
      const down: Mailer = {
        send: () => Promise.reject(new Error('SMTP server away')),
        close: () => undefined,
      };
      const at = sevenThirty('2009-06-05');
      await queue(subscriptionId, '2009-06-05', at);
      await deliverDueReminders(deps(down), at);
      expect(await deliveryOf(subscriptionId, '2009-06-05')).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(at.getTime() + MINUTE),
        lastError: 'SMTP server away',
      });
      await deliverDueReminders(deps(), new Date(at.getTime() + MINUTE));
      await inbox.waitFor(email);
      expect(await deliveryOf(subscriptionId, '2009-06-05')).toMatchObject({
        status: 'sent',
        attempts: 2,
        lastError: null,
      });
    });
  });
  it('sends every other device’s reminder while a few push endpoints hang, and tries those again later', async () => {
    // A listener that takes connections and never answers, listed as a push service.
    const hanging: Socket[] = [];
    const listener = createTcpServer((socket) => {
      hanging.push(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const port = (listener.address() as AddressInfo).port;
    const slowSender = createWebPushSender({
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:team@example.com',
      services: pushServiceList([service.host, `127.0.0.1:${port}`]),
      ca: service.ca,
      timeoutMs: 60_000,
    });
    try {
      const at = new Date('2013-06-03T05:30:00Z');
      const stuck: string[] = [];
      for (let n = 0; n < 5; n++) {
        const { subscription } = service.subscribe();
        const subscriptionId = await addTestReminder(database.db, {
          token: JSON.stringify({ ...subscription, endpoint: `https://127.0.0.1:${port}/push/${n}` }),
          hour: 7,
          minute: 30,
          zone: 'Europe/Warsaw',
          setAt: new Date('2013-06-01T12:00:00Z'),
        });
        await queue(subscriptionId, '2013-06-03', at);
        stuck.push(subscriptionId);
      }
      const others: Awaited<ReturnType<typeof deviceWithReminder>>[] = [];
      for (let n = 0; n < 20; n++) {
        const other = await deviceWithReminder(null);
        await queue(other.subscriptionId, '2013-06-03', at);
        others.push(other);
      }

      const delivering = deliverDueReminders({ ...deps(), push: slowSender }, at, { concurrency: 8 });
      // Every other device has its reminder while the five still hang (one at a time, each would
      // wait for the one before it to give up).
      await expect
        .poll(() => others.every(({ device }) => device.received.length === 1), { timeout: 20_000 })
        .toBe(true);
      expect(hanging).toHaveLength(5);
      // The hanging endpoints drop the connection: those deliveries wait for their own next try.
      for (const socket of hanging) socket.destroy();
      // (Deliveries earlier tests left pending go out with them: at least the twenty are sent.)
      const counts = await delivering;
      expect(counts.retrying).toBe(5);
      expect(counts.sent).toBeGreaterThanOrEqual(20);
      for (const subscriptionId of stuck) {
        expect(await deliveryOf(subscriptionId, '2013-06-03')).toMatchObject({
          status: 'pending',
          attempts: 1,
          nextAttemptAt: new Date(at.getTime() + MINUTE),
        });
      }
    } finally {
      slowSender.close();
      for (const socket of hanging) socket.destroy();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
    }
  });
});
