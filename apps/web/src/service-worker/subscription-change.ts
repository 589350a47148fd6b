import type { SaveSubscriptionBody, VapidPublicKeyResponse } from '@bible-journey/contract';
import { isTimeZone } from '@bible-journey/core';
import { base64UrlToBytes } from '../lib/reminders/base64url.ts';

// pushsubscriptionchange (Chromium, Firefox; Safari drops a subscription instead): the push
// service ended this device's subscription, or the browser renewed it. The worker subscribes
// again with the same server key and tells the server the new subscription, naming the old one
// so the device's reminder moves to it (POST /api/notifications/save-subscription,
// packages/contract/src/notifications.ts). Without this the reminders would stop unseen.

export const VAPID_KEY_PATH = '/api/notifications/vapid-public-key';
export const SAVE_SUBSCRIPTION_PATH = '/api/notifications/save-subscription';

/** The worker's globals this needs; the worker passes its own, tests fakes of the browser. */
export interface RenewalScope {
  pushManager: Pick<PushManager, 'subscribe'>;
  fetch: (input: string, init?: RequestInit) => Promise<Pick<Response, 'ok' | 'status' | 'json'>>;
}

export type SubscriptionChange = Pick<PushSubscriptionChangeEvent, 'oldSubscription' | 'newSubscription'>;

/** The device's IANA time zone, as the server accepts it; UTC where the browser doesn't say. */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

async function serverKey(scope: RenewalScope): Promise<Uint8Array<ArrayBuffer>> {
  const response = await scope.fetch(VAPID_KEY_PATH, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`The VAPID public key could not be read (${response.status})`);
  const { publicKey } = (await response.json()) as VapidPublicKeyResponse;
  return base64UrlToBytes(publicKey);
}

/** The subscription that replaces the old one: the browser's new one, or one made now with the same key. */
async function newSubscription(scope: RenewalScope, change: SubscriptionChange): Promise<PushSubscription> {
  if (change.newSubscription) return change.newSubscription;
  const applicationServerKey = change.oldSubscription?.options.applicationServerKey ?? (await serverKey(scope));
  return scope.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
}

/** Subscribes again and tells the server; rejects when either fails (the browser logs it). */
export async function renewSubscription(scope: RenewalScope, change: SubscriptionChange): Promise<void> {
  const subscription = await newSubscription(scope, change);
  const body: SaveSubscriptionBody = {
    subscriptionToken: JSON.stringify(subscription),
    timezone: deviceTimeZone(),
    ...(change.oldSubscription ? { previousSubscriptionToken: JSON.stringify(change.oldSubscription) } : {}),
  };
  const response = await scope.fetch(SAVE_SUBSCRIPTION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`The renewed push subscription was not saved (${response.status})`);
}
