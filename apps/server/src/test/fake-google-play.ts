import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startLocalServer } from '@bible-journey/test-support/local-server';
import { header, readBody, send } from '@bible-journey/test-support/stripe-wire';
import { importSPKI, jwtVerify } from 'jose';
import type { GooglePlayConfig } from '../config-stores.js';

/*
 * A local stand-in for Google's OAuth token endpoint and the Android Publisher API's purchase
 * calls, over real HTTP: googleapis and google-auth-library talk to it as to Google (a signed
 * service-account assertion exchanged for an access token, then bearer calls). The key is made
 * here, so nothing reaches the network.
 */

export const FAKE_PACKAGE = 'app.biblejourney.test';
export const PLAY_PRODUCTS = {
  monthly: 'biblejourney_monthly_0',
  challenge: 'biblejourney_unique_1',
  challengeOther: 'biblejourney_unique_0',
} as const;

export interface FakeSubscription {
  productId: string;
  state: string;
  expiryTime: string;
  acknowledged?: boolean;
}

export interface FakeProduct {
  productId: string;
  /** 0 purchased, 1 canceled, 2 pending. */
  purchaseState: number;
  acknowledged?: boolean;
}

export interface FakeGooglePlay {
  /** The server's Google Play settings pointing at this fake. */
  googlePlay: GooglePlayConfig;
  /** Every API request received: method and path (the token endpoint's too). */
  requests: { method: string; path: string }[];
  /** The tokens acknowledged, in order. */
  acknowledged: string[];
  /** While true, every API call answers 500 (Google is down). */
  failing: boolean;
  setSubscription(token: string, subscription: FakeSubscription): void;
  setProduct(token: string, product: FakeProduct): void;
  close(): Promise<void>;
}

/** A fresh purchase token, Play-like. */
export const newPurchaseToken = () => `play.${randomBytes(24).toString('base64url')}`;

const error = (code: number, message: string, status: string) => ({
  status: code,
  body: { error: { code, message, status } },
});

export async function startFakeGooglePlay(): Promise<FakeGooglePlay> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const verifyKey = await importSPKI(publicKey, 'RS256');
  const clientEmail = 'purchases@bible-journey-test.iam.gserviceaccount.com';
  const accessToken = `ya29.${randomBytes(16).toString('hex')}`;
  const subscriptions = new Map<string, FakeSubscription>();
  const products = new Map<string, FakeProduct>();
  const fake = { requests: [], acknowledged: [], failing: false } as unknown as FakeGooglePlay;
  const base = `/androidpublisher/v3/applications/${FAKE_PACKAGE}/purchases`;

  const server = await startLocalServer(async (request, response, url) => {
    const path = decodeURIComponent(url.pathname);
    fake.requests.push({ method: request.method ?? '', path });
    if (path === '/token' && request.method === 'POST') {
      const form = new URLSearchParams(await readBody(request));
      try {
        await jwtVerify(form.get('assertion') ?? '', verifyKey, {
          issuer: clientEmail,
          audience: 'https://oauth2.googleapis.com/token',
        });
      } catch {
        return send(response, { status: 400, body: { error: 'invalid_grant' } });
      }
      return send(response, {
        status: 200,
        body: { access_token: accessToken, expires_in: 3600, token_type: 'Bearer' },
      });
    }
    if (header(request, 'authorization') !== `Bearer ${accessToken}`) {
      return send(response, error(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'));
    }
    if (fake.failing) return send(response, error(500, 'Internal error encountered.', 'INTERNAL'));
    const subscription = new RegExp(`^${base}/subscriptionsv2/tokens/([^/:]+)$`).exec(path);
    if (subscription && request.method === 'GET') {
      const found = subscriptions.get(subscription[1] ?? '');
      if (!found) return send(response, error(404, 'The purchase token was not found.', 'NOT_FOUND'));
      return send(response, {
        status: 200,
        body: {
          kind: 'androidpublisher#subscriptionPurchaseV2',
          startTime: new Date().toISOString(),
          subscriptionState: found.state,
          acknowledgementState: found.acknowledged
            ? 'ACKNOWLEDGEMENT_STATE_ACKNOWLEDGED'
            : 'ACKNOWLEDGEMENT_STATE_PENDING',
          lineItems: [
            { productId: found.productId, expiryTime: found.expiryTime, autoRenewingPlan: { autoRenewEnabled: true } },
          ],
        },
      });
    }
    const product = new RegExp(`^${base}/products/([^/]+)/tokens/([^/:]+)$`).exec(path);
    if (product && request.method === 'GET') {
      const found = products.get(product[2] ?? '');
      if (!found || found.productId !== product[1]) {
        return send(response, error(404, 'The purchase token was not found.', 'NOT_FOUND'));
      }
      return send(response, {
        status: 200,
        body: {
          kind: 'androidpublisher#productPurchase',
          purchaseState: found.purchaseState,
          consumptionState: 0,
          acknowledgementState: found.acknowledged ? 1 : 0,
          purchaseTimeMillis: String(Date.now()),
        },
      });
    }
    const acknowledge = new RegExp(`^${base}/(subscriptions|products)/([^/]+)/tokens/([^/]+):acknowledge$`).exec(path);
    if (acknowledge && request.method === 'POST') {
      const token = acknowledge[3] ?? '';
      const found = acknowledge[1] === 'subscriptions' ? subscriptions.get(token) : products.get(token);
      if (!found || found.productId !== acknowledge[2]) return send(response, error(404, 'Not found.', 'NOT_FOUND'));
      found.acknowledged = true;
      fake.acknowledged.push(token);
      response.writeHead(204).end();
      return;
    }
    send(response, error(404, `No such call: ${request.method} ${path}`, 'NOT_FOUND'));
  });

  Object.assign(fake, {
    googlePlay: {
      packageName: FAKE_PACKAGE,
      credentials: { clientEmail, privateKey, tokenUri: `${server.origin}/token` },
      apiUrl: `${server.origin}/`,
    },
    setSubscription: (token: string, value: FakeSubscription) => subscriptions.set(token, { ...value }),
    setProduct: (token: string, value: FakeProduct) => products.set(token, { ...value }),
    close: server.close,
  });
  return fake;
}
