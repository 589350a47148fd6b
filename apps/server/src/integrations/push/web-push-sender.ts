import { Agent, request } from 'node:https';
import { isIP } from 'node:net';
import webpush from 'web-push';
import { isPublicAddress, publicOnlyLookup } from './public-address.js';
import { isAllowedPushEndpoint, isListedAddress, type PushServiceList } from './push-services.js';

// Sending one notification over the Web Push protocol (RFC 8030, payload encrypted aes128gcm per
// RFC 8291, signed with VAPID per RFC 8292). The web-push library encrypts and signs; the request
// is ours, so that it goes only to a push service on the list, only to public addresses (checked
// in the connection's lookup), follows no redirect and ends within a short deadline (issue 22).

/** What the service worker shows: the notification's words and where a tap leads. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of the app, e.g. /plan. */
  url: string;
  /** Replaces an earlier notification of the same tag on the device (one reminder a day). */
  tag: string;
}

export interface WebPushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface WebPushSettings {
  keys: VapidKeys;
  /** The contact push services are given: a mailto: or https: address. */
  subject: string;
  /** The push services pushes may go to. */
  services: PushServiceList;
  /** For tests: the certificate of a local push service, trusted instead of the public CAs. */
  ca?: string;
  /** How long one push may take, connection to answer (default 5 s). */
  timeoutMs?: number;
}

/**
 * sent; gone (the subscription no longer exists: remove it); refused (never to be sent: not a push
 * service, a private address, a redirect); or a failure worth retrying.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone' }
  | { kind: 'refused'; reason: string }
  | { kind: 'failed'; reason: string };

export interface WebPushSender {
  send(target: WebPushTarget, message: PushMessage): Promise<PushOutcome>;
  /** Closes the connections kept open to the push services. */
  close(): void;
}

// A reminder is of no use the next day: the push service may keep it while the device is away,
// for a few hours at most.
const REMINDER_TTL_SECONDS = 6 * 60 * 60;
const DEFAULT_TIMEOUT_MS = 5_000;
/** A VAPID token is signed for 12 hours and reused for one: one signature per push service an hour. */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
const VAPID_REUSED_MS = 60 * 60 * 1000;
/** Push services answer a few bytes; more is not read. */
const MAX_ANSWER_BYTES = 4096;

/** Whether the endpoint's host is an address (not a name) that pushes may not go to. */
function isForbiddenAddress(services: PushServiceList, url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) === 0) return false;
  return !isPublicAddress(host) && !isListedAddress(services, url.href);
}

export function createWebPushSender(settings: WebPushSettings): WebPushSender {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  // Connections to a push service are kept and reused; every new one resolves its host through
  // publicOnlyLookup.
  const agent = new Agent({
    keepAlive: true,
    maxSockets: 64,
    lookup: publicOnlyLookup,
    ...(settings.ca ? { ca: settings.ca } : {}),
  });
  const vapid = new Map<string, { authorization: string; madeAt: number }>();

  const authorizationFor = (audience: string) => {
    const cached = vapid.get(audience);
    if (cached && Date.now() - cached.madeAt < VAPID_REUSED_MS) return cached.authorization;
    const expiration = Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      settings.subject,
      settings.keys.publicKey,
      settings.keys.privateKey,
      'aes128gcm',
      expiration,
    );
    vapid.set(audience, { authorization: Authorization, madeAt: Date.now() });
    return Authorization;
  };

  const post = (url: URL, headers: Record<string, string | number>, body: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = request(url, { method: 'POST', headers, agent }, (answer) => {
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on('close', () => resolve(answer.statusCode ?? 0));
        answer.on('error', () => resolve(answer.statusCode ?? 0));
      });
      const deadline = setTimeout(() => outgoing.destroy(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      outgoing.on('close', () => clearTimeout(deadline));
      outgoing.on('error', (error) => {
        clearTimeout(deadline);
        reject(error);
      });
      outgoing.end(body);
    });

  return {
    async send(target, message) {
      if (!isAllowedPushEndpoint(settings.services, target.endpoint)) {
        return { kind: 'refused', reason: 'not a known push service' };
      }
      const url = new URL(target.endpoint);
      if (isForbiddenAddress(settings.services, url)) {
        return { kind: 'refused', reason: `${url.hostname} is not a public address` };
      }
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            headers: { Authorization: authorizationFor(url.origin) },
            contentEncoding: 'aes128gcm',
            urgency: 'high',
            TTL: REMINDER_TTL_SECONDS,
          },
        );
      } catch (error) {
        // Keys a browser never made: nothing can be encrypted for them.
        return { kind: 'refused', reason: error instanceof Error ? error.message : String(error) };
      }
      try {
        const status = await post(url, details.headers as Record<string, string | number>, details.body as Buffer);
        if (status >= 200 && status < 300) return { kind: 'sent' };
        if (status === 404 || status === 410) return { kind: 'gone' };
        if (status >= 300 && status < 400)
          return { kind: 'refused', reason: `push service redirected (${status}), not followed` };
        return { kind: 'failed', reason: `push service answered ${status}` };
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOTPUBLIC') {
          return { kind: 'refused', reason: (error as Error).message };
        }
        return { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
    },
    close() {
      agent.destroy();
    },
  };
}
