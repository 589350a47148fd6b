import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type Database, openDatabase } from '../../db/database.js';
import { startFakePushService } from '../../test/fake-push-service.js';
import { addTestReminder } from '../../test/reminders.js';
import { startReminderLoop, vapidSubject } from './reminder-loop.js';

// The loop as a server process runs it: a reminder set for 07:30 arrives once its time comes.
// (Embedded PGlite of its own: the loop claims every reminder due by its clock.)

describe('the reminders loop', () => {
  let database: Database;
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  const silent = { info() {}, warn() {} } as unknown as Parameters<typeof startReminderLoop>[0]['log'];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: null });
    await database.migrate();
    service = await startFakePushService();
  });
  afterAll(async () => {
    await service?.close();
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
    const loop = startReminderLoop({
      db: database.db,
      push: { keys: webpush.generateVAPIDKeys(), subject: 'mailto:team@example.com', agent: service.agent },
      log: silent,
      intervalMs: 20,
      now: () => clock,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(device.received).toEqual([]);
      clock = new Date('2026-11-24T10:30:05Z');
      await expect.poll(() => device.received.length, { timeout: 5_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(device.received).toHaveLength(1);
      expect(JSON.parse(device.received[0]?.payload ?? '')).toMatchObject({ body: 'Time to read' });
    } finally {
      await loop.stop();
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
