// The Android Publisher API alone (googleapis-common under it), not all of googleapis: the whole
// package takes seconds to load at every start for one API.
import { androidpublisher, type androidpublisher_v3, auth as googleAuth } from '@googleapis/androidpublisher';
import type { FastifyBaseLogger } from 'fastify';
import type { GooglePlayConfig } from '../../config-stores.js';
import { checkoutUnavailable } from './stripe.js';

export type AndroidPublisher = androidpublisher_v3.Androidpublisher;

/** Where google-auth-library always asks for service-account tokens (gtoken's constant). */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';

/** Google Play's settings and the one Android Publisher client of the app. */
export interface GooglePlay {
  config: GooglePlayConfig;
  publisher: AndroidPublisher;
}

/** The app's Android Publisher client, or null while Google Play is not set up. */
export function createGooglePlay(config: GooglePlayConfig | null): GooglePlay | null {
  if (!config) return null;
  const { clientEmail, privateKey, tokenUri } = config.credentials;
  const auth = new googleAuth.JWT({
    email: clientEmail,
    key: privateKey,
    scopes: ['https://www.googleapis.com/auth/androidpublisher'],
  });
  // gtoken ignores the key's token_uri and always posts to Google's; a key naming another one
  // (an emulator, the tests' local fake) is sent there instead.
  if (tokenUri !== GOOGLE_TOKEN_URL) {
    auth.transporter.interceptors.request.add({
      resolved: async (options) => {
        if (options.url.href === GOOGLE_TOKEN_URL) options.url = new URL(tokenUri);
        return options;
      },
    });
  }
  const publisher = androidpublisher({
    version: 'v3',
    auth,
    // A request's handler has 60 s: two tries of 15 s fit, with the token's exchange.
    timeout: 15_000,
    retry: true,
    retryConfig: { retry: 1 },
    ...(config.apiUrl && { rootUrl: config.apiUrl }),
  });
  return { config, publisher };
}

/** Per-call options of the Android Publisher client (gaxios's, over the client's own). */
export interface PlayCallOptions {
  timeout?: number;
  retryConfig?: { retry: number; noResponseRetries: number };
}

/**
 * A Play call made while someone reads their premium (not a purchase being validated): one try of
 * a few seconds, so a slow Google holds no answer up for long.
 */
export const QUICK_PLAY_CALL: PlayCallOptions = { timeout: 5_000, retryConfig: { retry: 0, noResponseRetries: 0 } };

/** The HTTP status Google answered with, if the error is an answer of Google's (gaxios). */
export function googleStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  const value = typeof status === 'number' ? status : response?.status;
  return typeof value === 'number' ? value : undefined;
}

/**
 * Runs a Play call for a client: a failure it doesn't handle itself (Google down, a refused key)
 * is logged and answered with the spec's 503, as Stripe's are.
 */
export async function callGooglePlay<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    log.warn({ err: error, googleStatus: googleStatusOf(error) }, 'google play call failed');
    throw checkoutUnavailable();
  }
}
