import { addDays } from '@bible-journey/core';
import { reminderOn } from '@bible-journey/core/reminders';
import { count, eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { pushSubscriptions, reminders } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { bearer, buildTestApp, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { useServerSuite, useTestApp } from '../../test/suite.js';
import { emailDeviceKey } from './service.js';

let endpointCount = 0;
/** A browser's push subscription, as `JSON.stringify(pushSubscription)` gives it; a new endpoint each time. */
function webPushToken() {
  endpointCount += 1;
  return JSON.stringify({
    endpoint: `https://push.example.com/send/${Date.now()}-${endpointCount}`,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth: 'tBHItJI5svbpez7KI4CCXg',
    },
  });
}
const endpointOf = (token: string) => (JSON.parse(token) as { endpoint: string }).endpoint;

describe('VAPID configuration', () => {
  const publicKey = 'B'.repeat(87);
  const privateKey = 'p'.repeat(43);
  it('takes both keys or neither, and a mailto: or https: subject', () => {
    expect(loadConfig({}).vapid).toEqual({ keys: undefined, subject: undefined });
    expect(
      loadConfig({
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
        VAPID_SUBJECT: 'mailto:team@example.com',
      }).vapid,
    ).toEqual({ keys: { publicKey, privateKey }, subject: 'mailto:team@example.com' });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(/set both, or neither/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'team@example.com' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: or https:/,
    );
    expect(loadConfig({ VAPID_SUBJECT: 'https://biblejourney.app' }).vapid.subject).toBe('https://biblejourney.app');
  });
});

describe.each(testDatabases)('notification calls on $name', (kind) => {
  const { database, app } = useServerSuite(kind);
  /** The people whose e-mail reminders this file set, removed after. */
  const emailReaders: string[] = [];

  afterAll(async () => {
    // The shared PostgreSQL test database keeps no device of this file for the next run.
    await database.db
      .delete(pushSubscriptions)
      .where(
        or(
          like(pushSubscriptions.deviceKey, 'https://push.example.com/send/%'),
          like(pushSubscriptions.deviceKey, 'native:fcm-token-123'),
          inArray(pushSubscriptions.deviceKey, emailReaders.map(emailDeviceKey)),
        ),
      );
  });

  const post = (url: string, payload: object, token?: string) =>
    app.inject({ method: 'POST', url: `/api/notifications/${url}`, payload, headers: token ? bearer(token) : {} });
  const subscriptionOf = async (token: string) => {
    const [row] = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceKey, endpointOf(token)));
    return row;
  };
  const reminderOf = async (subscriptionId: string) => {
    const [row] = await database.db.select().from(reminders).where(eq(reminders.subscriptionId, subscriptionId));
    return row;
  };
  /** The rows kept for this device: its subscriptions (one at most) and their reminders. */
  const rowsOf = async (token: string) => {
    const kept = await database.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceKey, endpointOf(token)));
    const reminderRows = kept.length
      ? await database.db
          .select({ n: count() })
          .from(reminders)
          .where(eq(reminders.subscriptionId, kept[0]?.id ?? ''))
      : [{ n: 0 }];
    return { subscriptions: kept.length, reminders: reminderRows[0]?.n };
  };
  const reminder = (subscriptionToken: string, overrides: object = {}) => ({
    hour: 7,
    minute: 30,
    subscriptionToken,
    timezone: 'America/Sao_Paulo',
    title: 'Bible Journey',
    body: 'Time for today’s reading',
    ...overrides,
  });

  it('gives every server on one database the same VAPID public key, made once', async () => {
    const first = (await app.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' })).json();
    const other = await buildTestApp(database);
    const second = (await other.inject({ method: 'GET', url: '/api/notifications/vapid-public-key' })).json();
    await other.close();
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(second).toEqual(first);
  });

  it('keeps a signed-out device’s subscription, and gives it to whoever signs in on it', async () => {
    const token = webPushToken();
    const saved = await post('save-subscription', { subscriptionToken: token, timezone: 'America/Sao_Paulo' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ notification: { subscriptionToken: token } });
    expect(await subscriptionOf(token)).toMatchObject({ userId: null, kind: 'webpush', timeZone: 'America/Sao_Paulo' });

    const reader = await registerUser(app);
    expect(
      (await post('save-subscription', { subscriptionToken: token, timezone: 'America/Sao_Paulo' }, reader.token))
        .statusCode,
    ).toBe(200);
    expect(await subscriptionOf(token)).toMatchObject({ userId: await userIdOf(database, reader.user.email) });
    expect(await rowsOf(token)).toEqual({ subscriptions: 1, reminders: 0 });
  });

  it('takes a forged or expired token as signed out, not as an error', async () => {
    const token = webPushToken();
    const saved = await post(
      'save-subscription',
      { subscriptionToken: token, timezone: 'Asia/Jakarta' },
      'not-a-token',
    );
    expect(saved.statusCode).toBe(200);
    expect(await subscriptionOf(token)).toMatchObject({ userId: null });
  });

  it('sets the daily reminder at its local time, next firing included; a new time replaces it', async () => {
    const token = webPushToken();
    const before = Date.now();
    expect((await post('add-push', reminder(token))).json()).toEqual({ notification: { subscriptionToken: token } });
    const subscription = await subscriptionOf(token);
    if (!subscription) throw new Error('no subscription stored');
    const stored = await reminderOf(subscription.id);
    expect(stored).toMatchObject({ hour: 7, minute: 30, timeZone: 'America/Sao_Paulo', title: 'Bible Journey' });
    if (!stored) throw new Error('no reminder stored');
    // The next firing is 07:30 in São Paulo of its date, the first one after the call.
    const time = { hour: 7, minute: 30 };
    expect(stored.nextFireAt).toEqual(reminderOn(stored.nextFireDate, time, 'America/Sao_Paulo').at);
    expect(stored.nextFireAt.getTime()).toBeGreaterThan(before);
    expect(reminderOn(addDays(stored.nextFireDate, -1), time, 'America/Sao_Paulo').at.getTime()).toBeLessThanOrEqual(
      Date.now(),
    );

    await post('add-push', reminder(token, { hour: 21, minute: 5 }));
    expect(await reminderOf(subscription.id)).toMatchObject({ hour: 21, minute: 5 });
    expect(await rowsOf(token)).toEqual({ subscriptions: 1, reminders: 1 });
  });

  it('moves a reminder with the device to another zone: 07:30 stays 07:30 where the person is', async () => {
    const token = webPushToken();
    await post('add-push', reminder(token));
    await post('save-subscription', { subscriptionToken: token, timezone: 'Europe/Warsaw' });
    const subscription = await subscriptionOf(token);
    const moved = subscription && (await reminderOf(subscription.id));
    expect(moved).toMatchObject({ hour: 7, minute: 30, timeZone: 'Europe/Warsaw' });
    if (!moved) throw new Error('no reminder');
    expect(moved.nextFireAt).toEqual(reminderOn(moved.nextFireDate, { hour: 7, minute: 30 }, 'Europe/Warsaw').at);
  });

  it('keeps a native app’s push token as it is', async () => {
    const saved = await post('save-subscription', { subscriptionToken: 'fcm-token-123', timezone: 'Pacific/Auckland' });
    expect(saved.json()).toEqual({ notification: { subscriptionToken: 'fcm-token-123' } });
    const [row] = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceKey, 'native:fcm-token-123'));
    expect(row).toMatchObject({ kind: 'native', token: 'fcm-token-123', p256dh: null });
  });

  it('refuses bad input with the field at fault, storing nothing', async () => {
    const token = webPushToken();
    const cases: [string, object, RegExp][] = [
      ['save-subscription', { subscriptionToken: token, timezone: '+03:00' }, /timezone/],
      ['save-subscription', { subscriptionToken: token, timezone: 'Mars/Olympus_Mons' }, /timezone/],
      ['save-subscription', { subscriptionToken: '', timezone: 'UTC' }, /subscriptionToken/],
      ['save-subscription', { subscriptionToken: '{"endpoint":"https://x"', timezone: 'UTC' }, /subscriptionToken/],
      [
        'save-subscription',
        { subscriptionToken: token.replace('https://', 'http://'), timezone: 'UTC' },
        /subscriptionToken: must be a push subscription/,
      ],
      ['add-push', reminder(token, { hour: 24 }), /hour/],
      ['add-push', reminder(token, { minute: -1 }), /minute/],
      ['add-push', reminder(token, { hour: '7' }), /hour/],
      ['add-push', reminder(token, { title: '   ' }), /title/],
      ['add-push', reminder(token, { body: 'x'.repeat(301) }), /body/],
      ['add-push', { hour: 7, minute: 30 }, /subscriptionToken/],
    ];
    for (const [url, payload, message] of cases) {
      const answer = await post(url, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toMatch(message);
    }
    expect(await rowsOf(token)).toEqual({ subscriptions: 0, reminders: 0 });
  });

  it('takes subscriptions only on a push service, never one that points into the server’s network', async () => {
    const keys = (JSON.parse(webPushToken()) as { keys: object }).keys;
    const tokenAt = (endpoint: string) => JSON.stringify({ endpoint, expirationTime: null, keys });
    const endpoints = [
      'https://127.0.0.1:5432/x',
      'https://localhost/push',
      'https://[::1]/push',
      'https://2130706433/push',
      'https://127.1/push',
      'https://0.0.0.0/push',
      'https://10.0.0.1/push',
      'https://192.168.0.1/push',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://127.0.0.1:6379/',
      'https://push.example.com.attacker.example/send/1',
      'https://push.example.com:8443/send/1',
    ];
    for (const endpoint of endpoints) {
      const token = tokenAt(endpoint);
      for (const answer of [
        await post('add-push', reminder(token)),
        await post('save-subscription', { subscriptionToken: token, timezone: 'UTC' }),
      ]) {
        expect(answer.statusCode, endpoint).toBe(400);
        expect(answer.json().message).toBe('subscriptionToken: its endpoint is not on a known push service');
      }
    }
    const [stored] = await database.db
      .select({ count: count() })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.deviceKey, endpoints));
    expect(stored?.count).toBe(0);
    // A browser's own push service is taken.
    const chrome = tokenAt(`https://fcm.googleapis.com/fcm/send/test-${Date.now()}`);
    expect((await post('add-push', reminder(chrome))).statusCode).toBe(200);
    await database.db.delete(pushSubscriptions).where(eq(pushSubscriptions.deviceKey, endpointOf(chrome)));
  });

  it('keeps ten devices an account used last: an eleventh replaces the least used, the e-mail reminder aside', async () => {
    const reader = await registerUser(app);
    const userId = await userIdOf(database, reader.user.email);
    emailReaders.push(userId);
    const email = await app.inject({
      method: 'PUT',
      url: '/api/notifications/email-reminder',
      headers: bearer(reader.token),
      payload: { enabled: true, hour: 7, minute: 0, timezone: 'UTC' },
    });
    expect(email.statusCode).toBe(200);
    const devices: string[] = [];
    for (let n = 0; n < 10; n++) {
      const token = webPushToken();
      expect((await post('add-push', reminder(token), reader.token)).statusCode).toBe(200);
      devices.push(token);
    }
    // The first device is used again (the app saves its subscription when it opens): it is kept.
    expect(
      (await post('save-subscription', { subscriptionToken: devices[0], timezone: 'UTC' }, reader.token)).statusCode,
    ).toBe(200);
    const eleventh = webPushToken();
    expect((await post('add-push', reminder(eleventh), reader.token)).statusCode).toBe(200);

    expect(await rowsOf(devices[1] as string)).toEqual({ subscriptions: 0, reminders: 0 });
    for (const kept of [devices[0], ...devices.slice(2), eleventh] as string[]) {
      expect(await rowsOf(kept)).toEqual({ subscriptions: 1, reminders: 1 });
    }
    const [emailRow] = await database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.deviceKey, emailDeviceKey(userId)));
    expect(emailRow).toBeDefined();
  });

  describe('devices without an account, per address and day', () => {
    const limited = useTestApp(database, { config: () => ({ newDevicesPerAddressPerDay: 3 }) });
    const postFrom = (remoteAddress: string, url: string, payload: object, token?: string) =>
      limited.inject({
        method: 'POST',
        url: `/api/notifications/${url}`,
        payload,
        remoteAddress,
        headers: token ? bearer(token) : {},
      });

    it('takes a few new ones a day from one address, then says so; known devices and accounts go on', async () => {
      const first = webPushToken();
      expect((await postFrom('10.7.0.1', 'add-push', reminder(first))).statusCode).toBe(200);
      expect(
        (await postFrom('10.7.0.1', 'save-subscription', { subscriptionToken: webPushToken(), timezone: 'UTC' }))
          .statusCode,
      ).toBe(200);
      expect((await postFrom('10.7.0.1', 'add-push', reminder(webPushToken()))).statusCode).toBe(200);
      const refused = webPushToken();
      const answer = await postFrom('10.7.0.1', 'add-push', reminder(refused));
      expect(answer.statusCode).toBe(429);
      expect(answer.json().message).toBe(
        'Too many new devices from this network today: try again tomorrow, or log in to keep reminders on your account.',
      );
      expect(await rowsOf(refused)).toEqual({ subscriptions: 0, reminders: 0 });
      // A device already known, a signed-in person and another address are not held back.
      expect((await postFrom('10.7.0.1', 'add-push', reminder(first, { hour: 8 }))).statusCode).toBe(200);
      const reader = await registerUser(app);
      expect((await postFrom('10.7.0.1', 'add-push', reminder(webPushToken()), reader.token)).statusCode).toBe(200);
      expect((await postFrom('10.7.0.2', 'add-push', reminder(webPushToken()))).statusCode).toBe(200);
    });
  });

  it('moves the reminder to the subscription that replaces the device’s previous one, and removes that one', async () => {
    const reader = await registerUser(app);
    const previous = webPushToken();
    await post('add-push', reminder(previous, { hour: 6, minute: 45, body: 'Read before work' }), reader.token);
    const token = webPushToken();
    const saved = await post(
      'save-subscription',
      { subscriptionToken: token, previousSubscriptionToken: previous, timezone: 'Asia/Jakarta' },
      reader.token,
    );
    expect(saved.json()).toEqual({ notification: { subscriptionToken: token } });
    expect(await subscriptionOf(previous)).toBeUndefined();
    const subscription = await subscriptionOf(token);
    expect(subscription).toMatchObject({
      userId: await userIdOf(database, reader.user.email),
      timeZone: 'Asia/Jakarta',
    });
    const moved = subscription && (await reminderOf(subscription.id));
    expect(moved).toMatchObject({
      hour: 6,
      minute: 45,
      timeZone: 'Asia/Jakarta',
      title: 'Bible Journey',
      body: 'Read before work',
    });
    if (!moved) throw new Error('no reminder moved');
    expect(moved.nextFireAt).toEqual(reminderOn(moved.nextFireDate, { hour: 6, minute: 45 }, 'Asia/Jakarta').at);
  });

  it('keeps the device linked to its account when the service worker renews it without a token, or a signed-out page saves it', async () => {
    const reader = await registerUser(app);
    const readerId = await userIdOf(database, reader.user.email);
    const previous = webPushToken();
    await post('add-push', reminder(previous, { hour: 6, minute: 45 }), reader.token);
    // The worker's pushsubscriptionchange: no bearer token.
    const renewed = webPushToken();
    await post('save-subscription', {
      subscriptionToken: renewed,
      previousSubscriptionToken: previous,
      timezone: 'UTC',
    });
    expect(await subscriptionOf(renewed)).toMatchObject({ userId: readerId });
    // A later signed-out save of the same device does not unlink it either.
    await post('save-subscription', { subscriptionToken: renewed, timezone: 'UTC' });
    expect(await subscriptionOf(renewed)).toMatchObject({ userId: readerId });
  });

  it('saves the new subscription alone when the previous one is unknown, and names a malformed one', async () => {
    const token = webPushToken();
    const saved = await post('save-subscription', {
      subscriptionToken: token,
      previousSubscriptionToken: webPushToken(),
      timezone: 'UTC',
    });
    expect(saved.statusCode).toBe(200);
    expect(await rowsOf(token)).toEqual({ subscriptions: 1, reminders: 0 });
    // The same subscription given as its own previous one stays.
    await post('save-subscription', { subscriptionToken: token, previousSubscriptionToken: token, timezone: 'UTC' });
    expect(await rowsOf(token)).toEqual({ subscriptions: 1, reminders: 0 });
    const malformed = await post('save-subscription', {
      subscriptionToken: webPushToken(),
      previousSubscriptionToken: '{"endpoint":"http://push.example.com/x","keys":{}}',
      timezone: 'UTC',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^previousSubscriptionToken: must be a push subscription/);
  });

  it('ends the device’s reminder on remove-push and keeps its subscription; an unknown device is answered the same', async () => {
    const token = webPushToken();
    await post('add-push', reminder(token));
    const removed = await post('remove-push', { subscriptionToken: token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ notification: { subscriptionToken: token } });
    expect(await rowsOf(token)).toEqual({ subscriptions: 1, reminders: 0 });
    expect((await post('remove-push', { subscriptionToken: token })).statusCode).toBe(200);
    const unknown = webPushToken();
    expect((await post('remove-push', { subscriptionToken: unknown })).json()).toEqual({
      notification: { subscriptionToken: unknown },
    });
    expect(await rowsOf(unknown)).toEqual({ subscriptions: 0, reminders: 0 });
    const bad = await post('remove-push', { subscriptionToken: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/subscriptionToken/);
  });

  describe('the e-mail reminder', () => {
    const emailReminder = (token: string | null, payload?: object) =>
      app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/notifications/email-reminder',
        headers: token ? bearer(token) : {},
        ...(payload ? { payload } : {}),
      });
    const choice = { enabled: true, hour: 7, minute: 30, timezone: 'America/Sao_Paulo' };
    async function emailReader() {
      const reader = await registerUser(app);
      const userId = await userIdOf(database, reader.user.email);
      emailReaders.push(userId);
      return { token: reader.token, userId };
    }
    const emailRowsOf = async (userId: string) => {
      const [subscription] = await database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.deviceKey, emailDeviceKey(userId)));
      return { subscription, reminder: subscription && (await reminderOf(subscription.id)) };
    };

    it('is off at 17:00 with no time zone until set; on, it is a reminder the scheduler fires at its local time', async () => {
      const { token, userId } = await emailReader();
      expect((await emailReminder(token)).json()).toEqual({ enabled: false, hour: 17, minute: 0, timezone: null });
      const put = await emailReminder(token, choice);
      expect(put.statusCode).toBe(200);
      expect(put.json()).toEqual(choice);
      expect((await emailReminder(token)).json()).toEqual(choice);
      const { subscription, reminder: stored } = await emailRowsOf(userId);
      expect(subscription).toMatchObject({ kind: 'email', userId, timeZone: 'America/Sao_Paulo' });
      expect(stored).toMatchObject({ hour: 7, minute: 30, timeZone: 'America/Sao_Paulo' });
      if (!stored) throw new Error('no reminder stored');
      expect(stored.nextFireAt).toEqual(
        reminderOn(stored.nextFireDate, { hour: 7, minute: 30 }, 'America/Sao_Paulo').at,
      );
    });

    it('turned off, keeps its time and zone but no reminder; on again, fires again', async () => {
      const { token, userId } = await emailReader();
      await emailReminder(token, choice);
      const off = { ...choice, enabled: false, hour: 21, minute: 5 };
      expect((await emailReminder(token, off)).json()).toEqual(off);
      expect((await emailReminder(token)).json()).toEqual(off);
      expect(await emailRowsOf(userId)).toMatchObject({ subscription: { kind: 'email' }, reminder: undefined });
      await emailReminder(token, { ...off, enabled: true, timezone: 'Europe/Warsaw' });
      expect((await emailRowsOf(userId)).reminder).toMatchObject({ hour: 21, minute: 5, timeZone: 'Europe/Warsaw' });
    });

    it('is for signed-in people only, and refuses bad input with the field at fault', async () => {
      expect((await emailReminder(null)).statusCode).toBe(401);
      expect((await emailReminder(null, choice)).statusCode).toBe(401);
      const { token, userId } = await emailReader();
      const cases: [object, RegExp][] = [
        [{ ...choice, hour: 24 }, /hour/],
        [{ ...choice, minute: 60 }, /minute/],
        [{ ...choice, hour: 7.5 }, /hour/],
        [{ ...choice, timezone: '+03:00' }, /timezone/],
        [{ ...choice, timezone: 'Mars/Olympus_Mons' }, /timezone/],
        [{ hour: 7, minute: 30, timezone: 'UTC' }, /enabled/],
      ];
      for (const [payload, message] of cases) {
        const answer = await emailReminder(token, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json().message).toMatch(message);
      }
      expect(await emailRowsOf(userId)).toEqual({ subscription: undefined, reminder: undefined });
    });
  });
});
