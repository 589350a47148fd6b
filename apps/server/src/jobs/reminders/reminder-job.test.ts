import { startSmtpInbox } from '@bible-journey/test-support/smtp-inbox';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Database } from '../../db/database.js';
import { createMailer, type Mailer } from '../../integrations/mail/mailer.js';
import { pushServiceList } from '../../integrations/push/push-services.js';
import { createWebPushSender, type WebPushSender } from '../../integrations/push/web-push-sender.js';
import { setEmailReminder } from '../../modules/notifications/service.js';
import { confirmAccount, userIdOf } from '../../test/accounts.js';
import { buildTestApp, registerUser } from '../../test/app.js';
import { pgliteOnly, type TestDatabaseKind } from '../../test/databases.js';
import { startFakePushService } from '../../test/fake-push-service.js';
import { addTestReminder } from '../../test/reminders.js';
import { startReminderJob, vapidSubject } from './reminder-job.js';

// The loop as a server process runs it: a reminder set for 07:30 arrives once its time comes, by
// Web Push or by e-mail. (Embedded PGlite of its own: the loop claims every reminder due by its clock.)

describe('the reminders job', () => {
  let database: Database;
  let app: FastifyInstance;
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let sender: WebPushSender;
  let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
  let mailer: Mailer;
  const silent = { info() {}, warn() {} } as unknown as Parameters<typeof startReminderJob>[0]['log'];
  /** The loop on this test's clock, sending every 20 ms. */
  const startLoop = (clock: () => Date) =>
    startReminderJob({
      db: database.db,
      push: sender,
      mail: { mailer, appUrl: 'https://journey.example' },
      log: silent,
      intervalMs: 20,
      now: clock,
    });

  /** Waits until the loop has ended `count` more turns: whatever they would send has been sent. */
  async function afterTurns(loop: ReturnType<typeof startLoop>, count: number) {
    const target = loop.turns() + count;
    await expect.poll(() => loop.turns(), { timeout: 5_000, interval: 5 }).toBeGreaterThanOrEqual(target);
  }

  beforeAll(async () => {
    database = await (pgliteOnly[0] as TestDatabaseKind).open();
    app = await buildTestApp(database);
    service = await startFakePushService();
    sender = createWebPushSender({
      keys: webpush.generateVAPIDKeys(),
      subject: 'mailto:team@example.com',
      services: pushServiceList([service.host]),
      ca: service.ca,
    });
    inbox = await startSmtpInbox();
    mailer = createMailer({ smtpUrl: inbox.url, from: 'Bible Journey <no-reply@example.com>' }, database.db, silent);
  });
  afterAll(async () => {
    mailer?.close();
    sender?.close();
    await inbox?.close();
    await service?.close();
    await app?.close();
    await database?.close();
  });

  it('sends a reminder when its time comes, once', async () => {
    const device = service.subscribe();
    await addTestReminder(database.db, {
      token: JSON.stringify(device.subscription),
      hour: 7,
      minute: 30,
      zone: 'America/Sao_Paulo',
      setAt: new Date('2026-11-24T09:00:00Z'),
    });
    let clock = new Date('2026-11-24T10:29:00Z');
    const loop = startLoop(() => clock);
    try {
      await afterTurns(loop, 2);
      expect(device.received).toEqual([]);
      clock = new Date('2026-11-24T10:30:05Z');
      await expect.poll(() => device.received.length, { timeout: 5_000 }).toBe(1);
      await afterTurns(loop, 2);
      expect(device.received).toHaveLength(1);
      expect(JSON.parse(device.received[0]?.payload ?? '')).toMatchObject({ body: 'Time to read' });
    } finally {
      await loop.stop();
    }
  });

  it('mails a reader with no device reminder when their e-mail reminder’s time comes, once', async () => {
    const reader = await registerUser(app);
    const userId = await userIdOf(database, reader.user.email);
    await confirmAccount(database, userId);
    const time = { hour: 7, minute: 30, timezone: 'America/Sao_Paulo' };
    await setEmailReminder(database.db, userId, { enabled: true, ...time }, new Date('2026-11-27T09:00:00Z'));
    let clock = new Date('2026-11-28T10:29:00Z');
    const loop = startLoop(() => clock);
    const mailsToReader = () => inbox.mails.filter((mail) => mail.to === reader.user.email);
    try {
      await afterTurns(loop, 2);
      expect(mailsToReader()).toEqual([]);
      clock = new Date('2026-11-28T10:30:05Z');
      await expect.poll(() => mailsToReader().length, { timeout: 5_000 }).toBe(1);
      await afterTurns(loop, 2);
      expect(mailsToReader()).toHaveLength(1);
      // No plan: the reminder says to open the app.
      expect(mailsToReader()[0]?.text).toMatch(/^Hello Ruth Reader,\n\nOpen Bible Journey for today’s reading\.\n\n/);
    } finally {
      await loop.stop();
    }
  });

  it('runs in the app itself, with the app’s keys: a reminder due at start is pushed at once; closing the app stops it', async () => {
    const device = service.subscribe();
    // Set an hour ago for two minutes ago (UTC): due now.
    const due = new Date(Date.now() - 2 * 60_000);
    await addTestReminder(database.db, {
      token: JSON.stringify(device.subscription),
      hour: due.getUTCHours(),
      minute: due.getUTCMinutes(),
      zone: 'UTC',
      setAt: new Date(Date.now() - 60 * 60_000),
    });
    const serving = await buildTestApp(
      database,
      { runJobs: true, pushServiceHosts: [service.host] },
      { pushCa: service.ca },
    );
    try {
      await expect.poll(() => device.received.length, { timeout: 10_000 }).toBe(1);
      // Signed with the key the app gives browsers to subscribe with (VAPID: "vapid t=…, k=…").
      const { publicKey } = (
        await serving.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' })
      ).json();
      expect(device.received[0]?.headers.authorization).toMatch(new RegExp(`, k=${publicKey}$`));
    } finally {
      await serving.close();
    }
  });

  it('names the server’s mail address as the VAPID contact unless one is set', () => {
    expect(vapidSubject(undefined, 'Bible Journey <no-reply@biblejourney.app>')).toBe(
      'mailto:no-reply@biblejourney.app',
    );
    expect(vapidSubject(undefined, 'team@example.com')).toBe('mailto:team@example.com');
    expect(vapidSubject('https://biblejourney.app', 'x@y.z')).toBe('https://biblejourney.app');
  });
});
