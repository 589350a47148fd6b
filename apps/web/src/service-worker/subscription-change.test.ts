// @vitest-environment node
import { SaveSubscriptionBodySchema } from '@bible-journey/contract';
import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from '../lib/reminders/base64url.ts';
import {
  deviceTimeZone,
  type RenewalScope,
  renewSubscription,
  SAVE_SUBSCRIPTION_PATH,
  VAPID_KEY_PATH,
} from './subscription-change.ts';

const SERVER_KEY = 'BNbxGYNMhEIi9zrneh7mqV4oUanjLUK3m-mYZBc62frMKrEoMk88r3Lk596T0ck9xlT-dTeaw1fNyEZMR4JFmx4';

/** A browser's PushSubscription: what JSON.stringify gives is what the server keeps. */
function subscription(name: string, applicationServerKey: ArrayBuffer | null) {
  const json = {
    endpoint: `https://push.example/${name}`,
    expirationTime: null,
    keys: { p256dh: `BP${name}-p256dh-key-000000000000000`, auth: `${name}-auth-key` },
  };
  return {
    endpoint: json.endpoint,
    options: { applicationServerKey, userVisibleOnly: true },
    toJSON: () => json,
  } as unknown as PushSubscription;
}

/** The push manager and the server, as the worker sees them; what each was asked is kept. */
function fakeBrowser({ saveStatus = 200 }: { saveStatus?: number } = {}) {
  const subscribed: PushSubscriptionOptionsInit[] = [];
  const requests: { path: string; init?: RequestInit }[] = [];
  const renewed = subscription('renewed', null);
  const scope: RenewalScope = {
    pushManager: {
      async subscribe(options) {
        subscribed.push(options ?? {});
        return renewed;
      },
    },
    async fetch(path, init) {
      requests.push({ path, ...(init ? { init } : {}) });
      const status = path === SAVE_SUBSCRIPTION_PATH ? saveStatus : 200;
      const body = path === VAPID_KEY_PATH ? { publicKey: SERVER_KEY } : { notification: { subscriptionToken: '' } };
      return { ok: status < 300, status, json: async () => body };
    },
  };
  const saved = () =>
    requests
      .filter((request) => request.path === SAVE_SUBSCRIPTION_PATH)
      .map((request) => JSON.parse(String(request.init?.body)) as Record<string, unknown>);
  return { scope, subscribed, requests, renewed, saved };
}

describe('a push subscription the browser changed', () => {
  it("is renewed with the old subscription's key and saved naming the old one, as the contract asks", async () => {
    const browser = fakeBrowser();
    const key = base64UrlToBytes(SERVER_KEY).buffer;
    const old = subscription('old', key);
    await renewSubscription(browser.scope, { oldSubscription: old, newSubscription: null });

    expect(browser.subscribed).toEqual([{ userVisibleOnly: true, applicationServerKey: key }]);
    expect(browser.requests.map((request) => request.path)).toEqual([SAVE_SUBSCRIPTION_PATH]);
    const save = browser.requests[0]?.init;
    expect(save?.method).toBe('POST');
    expect(save?.headers).toEqual({ 'content-type': 'application/json' });
    const body = browser.saved()[0];
    expect(body).toEqual({
      subscriptionToken: JSON.stringify(browser.renewed),
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      previousSubscriptionToken: JSON.stringify(old),
    });
    expect(SaveSubscriptionBodySchema.parse(body)).toEqual(body);
  });

  it('asks the server for its key when there is no old subscription, and names none', async () => {
    const browser = fakeBrowser();
    await renewSubscription(browser.scope, { oldSubscription: null, newSubscription: null });

    expect(browser.requests.map((request) => request.path)).toEqual([VAPID_KEY_PATH, SAVE_SUBSCRIPTION_PATH]);
    const key = browser.subscribed[0]?.applicationServerKey as Uint8Array;
    expect([...key]).toEqual([...base64UrlToBytes(SERVER_KEY)]);
    expect(browser.saved()).toEqual([
      { subscriptionToken: JSON.stringify(browser.renewed), timezone: deviceTimeZone() },
    ]);
  });

  it("takes the browser's new subscription when it made one already", async () => {
    const browser = fakeBrowser();
    const fresh = subscription('fresh', null);
    await renewSubscription(browser.scope, { oldSubscription: subscription('old', null), newSubscription: fresh });
    expect(browser.subscribed).toEqual([]);
    expect(browser.saved()[0]?.subscriptionToken).toBe(JSON.stringify(fresh));
  });

  it('fails (for the browser to log) when the server does not save it', async () => {
    const browser = fakeBrowser({ saveStatus: 429 });
    await expect(
      renewSubscription(browser.scope, { oldSubscription: subscription('old', null), newSubscription: null }),
    ).rejects.toThrow('429');
  });
});
