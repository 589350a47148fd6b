import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startFakePushService } from '../../test/fake-push-service.js';
import { pushServiceList } from './push-services.js';
import { createWebPushSender, type WebPushSender } from './web-push-sender.js';

// The real Web Push protocol against a local push service that decrypts what it gets, as a browser
// does; and the walls around it: only listed push services, only public addresses, no redirects,
// a short deadline.

/** A TCP listener that counts connections and never answers (a push endpoint that hangs, or a database). */
async function startSilentListener() {
  const sockets: Socket[] = [];
  const server: Server = createTcpServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    connections: () => sockets.length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe('sending a reminder by Web Push', () => {
  let service: Awaited<ReturnType<typeof startFakePushService>>;
  let listener: Awaited<ReturnType<typeof startSilentListener>>;
  let sender: WebPushSender;
  const keys = webpush.generateVAPIDKeys();
  const senders: WebPushSender[] = [];
  const senderFor = (hosts: string[], timeoutMs?: number) => {
    const made = createWebPushSender({
      keys,
      subject: 'mailto:team@example.com',
      services: pushServiceList(hosts),
      ca: service.ca,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    senders.push(made);
    return made;
  };

  beforeAll(async () => {
    service = await startFakePushService();
    listener = await startSilentListener();
    sender = senderFor([service.host]);
  });
  afterAll(async () => {
    for (const made of senders) made.close();
    await listener?.close();
    await service?.close();
  });

  const message = { title: 'Bible Journey', body: 'Today: Genesis 1-3', url: '/plan', tag: 'reminder-2026-11-24' };
  const targetOf = (device: ReturnType<typeof service.subscribe>) => ({
    endpoint: device.subscription.endpoint,
    ...device.subscription.keys,
  });

  it('delivers the message encrypted (aes128gcm), signed with VAPID, urgent and short-lived', async () => {
    const device = service.subscribe();
    expect(await sender.send(targetOf(device), message)).toEqual({ kind: 'sent' });
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

  it('signs one VAPID token per push service and reuses it', async () => {
    const [first, second] = [service.subscribe(), service.subscribe()];
    await sender.send(targetOf(first), message);
    await sender.send(targetOf(second), message);
    expect(second.received[0]?.headers.authorization).toBe(first.received[0]?.headers.authorization);
  });

  it('says a subscription is gone on 404 or 410, refuses a redirect, and that other failures may be retried', async () => {
    for (const [status, kind] of [
      [410, 'gone'],
      [404, 'gone'],
      [301, 'refused'],
      [307, 'refused'],
      [429, 'failed'],
      [500, 'failed'],
    ] as const) {
      const device = service.subscribe();
      service.answer(device, status);
      expect((await sender.send(targetOf(device), message)).kind).toBe(kind);
      expect(device.received).toEqual([]);
    }
  });

  it('says a push service that cannot be reached is a failure to retry', async () => {
    const outcome = await senderFor(['127.0.0.1:9']).send(
      { ...targetOf(service.subscribe()), endpoint: 'https://127.0.0.1:9/push/nowhere' },
      message,
    );
    expect(outcome.kind).toBe('failed');
  });

  it('gives up on a push service that never answers after its deadline, as a failure to retry', async () => {
    const started = Date.now();
    const outcome = await senderFor([`127.0.0.1:${listener.port}`], 300).send(
      { ...targetOf(service.subscribe()), endpoint: `https://127.0.0.1:${listener.port}/push/1` },
      message,
    );
    expect(outcome).toEqual({ kind: 'failed', reason: 'no answer within 300 ms' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses, without connecting, an endpoint off the list or on an address of the server’s network', async () => {
    const before = listener.connections();
    const port = listener.port;
    // Listed by name: the name resolves to loopback, which no name may lead to.
    const byName = senderFor([`localhost:${port}`, 'fcm.googleapis.com']);
    for (const endpoint of [
      `https://localhost:${port}/push/1`,
      `https://127.0.0.1:${port}/push/1`,
      `https://2130706433:${port}/push/1`,
      `https://127.1:${port}/push/1`,
      `https://[::1]:${port}/push/1`,
      `https://0.0.0.0:${port}/push/1`,
      'https://10.0.0.1/push/1',
      'https://192.168.0.1/push/1',
      'https://169.254.169.254/latest/meta-data',
      'https://metadata.google.internal/computeMetadata/v1',
      `http://fcm.googleapis.com:${port}/fcm/send/1`,
    ]) {
      const outcome = await byName.send({ ...targetOf(service.subscribe()), endpoint }, message);
      expect(outcome.kind, endpoint).toBe('refused');
    }
    expect(listener.connections()).toBe(before);
  });
});
