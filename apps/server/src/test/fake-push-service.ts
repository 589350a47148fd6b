import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { generate } from 'selfsigned';

export interface ReceivedPush {
  /** The decrypted payload, as the browser's service worker would read it. */
  payload: string;
  headers: Record<string, string | string[] | undefined>;
}

/** A browser's side of one subscription: its keys, kept to decrypt what is pushed to it. */
export interface FakeDevice {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
}

/**
 * A push service on loopback HTTPS (a self-signed certificate the returned agent trusts), with
 * browsers subscribed to it: it decrypts each push with the device's private key (aes128gcm),
 * as a browser does, or answers with the status a test sets for the device (410 once a
 * subscription is gone).
 */
export async function startFakePushService() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const devices = new Map<string, { device: FakeDevice; ecdh: ECDH; auth: Buffer; status: number }>();
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = devices.get(request.url ?? '');
      if (!entry) return void response.writeHead(404).end();
      if (entry.status !== 201) return void response.writeHead(entry.status).end();
      const payload = ece
        .decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: entry.ecdh, authSecret: entry.auth })
        .toString('utf8');
      entry.device.received.push({ payload, headers: request.headers });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let next = 0;

  return {
    /** The service's certificate: the sender trusts it (WebPushSettings.ca). */
    ca: pems.cert,
    /** The service's host as PUSH_SERVICE_HOSTS lists it (an address: trusted as written). */
    host: `127.0.0.1:${port}`,
    /** A new browser subscription on this service. */
    subscribe(): FakeDevice {
      next += 1;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${next}`;
      const device: FakeDevice = {
        subscription: {
          endpoint: `https://127.0.0.1:${port}${path}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        received: [],
      };
      devices.set(path, { device, ecdh, auth, status: 201 });
      return device;
    },
    /** From now on, pushes to the device get this status (410: the subscription is gone). */
    answer(device: FakeDevice, status: number) {
      const entry = devices.get(new URL(device.subscription.endpoint).pathname);
      if (entry) entry.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
