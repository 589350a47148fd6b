import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startFakePushService } from '../../test/fake-push-service.js';
import { sendWebPush } from './web-push-sender.js';

// The real Web Push protocol against a local push service that decrypts what it gets, as a browser does.

describe('sending a reminder by Web Push', () => {
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  const keys = webpush.generateVAPIDKeys();

  beforeAll(async () => {
    service = await startFakePushService();
  });
  afterAll(async () => {
    await service?.close();
  });

  const settings = () => ({ keys, subject: 'mailto:team@example.com', agent: service.agent });
  const message = { title: 'Bible Journey', body: 'Today: Genesis 1-3', url: '/plan', tag: 'reminder-2026-11-24' };
  const targetOf = (device: ReturnType<typeof service.subscribe>) => ({
    endpoint: device.subscription.endpoint,
    ...device.subscription.keys,
  });

  it('delivers the message encrypted (aes128gcm), signed with VAPID, urgent and short-lived', async () => {
    const device = service.subscribe();
    expect(await sendWebPush(targetOf(device), message, settings())).toEqual({ kind: 'sent' });
    expect(device.received).toHaveLength(1);
    const [push] = device.received;
    expect(JSON.parse(push?.payload ?? '')).toEqual(message);
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(push?.headers.urgency).toBe('high');
    expect(Number(push?.headers.ttl)).toBe(6 * 60 * 60);
    expect(push?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${keys.publicKey}$`),
    );
  });

  it('says a subscription is gone on 404 or 410, and that other failures may be retried', async () => {
    for (const [status, kind] of [
      [410, 'gone'],
      [404, 'gone'],
      [429, 'failed'],
      [500, 'failed'],
    ] as const) {
      const device = service.subscribe();
      service.answer(device, status);
      expect((await sendWebPush(targetOf(device), message, settings())).kind).toBe(kind);
      expect(device.received).toEqual([]);
    }
  });

  it('says a push service that cannot be reached is a failure to retry', async () => {
    const outcome = await sendWebPush(
      { ...targetOf(service.subscribe()), endpoint: 'https://127.0.0.1:9/push/nowhere' },
      message,
      settings(),
    );
    expect(outcome.kind).toBe('failed');
  });
});
