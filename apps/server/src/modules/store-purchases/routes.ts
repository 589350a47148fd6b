import {
  AndroidValidateBodySchema,
  AndroidValidateResponseSchema,
  CHECKOUT_UNAVAILABLE_MESSAGE,
  IosSaveBodySchema,
  PremiumResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import type { AppStore } from '../../integrations/payments/app-store.js';
import type { GooglePlay } from '../../integrations/payments/google-play.js';
import { checkoutUnavailable } from '../../integrations/payments/stripe.js';
import { saveIosPurchase } from './app-store.js';
import { removeAndroidPending, removeAndroidPremium, validateAndroidPurchase } from './google-play.js';

export interface StorePurchaseRoutesOptions {
  db: Db;
  /** Null: validation answers 503 with the spec's message. */
  googlePlay: GooglePlay | null;
  /** Null: saving answers 503 with the spec's message; nothing is granted unverified. */
  appStore: AppStore | null;
  /** Verifying calls a minute per IP (each one is a call to the store or a signature check). */
  rateLimit: number;
}

const security = [{ bearer: [] }];
const unavailable = (store: string) =>
  `Answers 503 “${CHECKOUT_UNAVAILABLE_MESSAGE}” while ${store} is not set up or can’t be reached.`;
const taken = '409 when the purchase is already another account’s.';

/**
 * Purchases made in the app stores (spec 1 sections 4 and 7, issue 14): only the store's own word
 * grants premium (decision 0015).
 */
export const storePurchaseRoutes: FastifyPluginAsyncZod<StorePurchaseRoutesOptions> = async (
  app,
  { db, googlePlay, appStore, rateLimit },
) => {
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };
  // Signed in first (401), then set up (503), then the input (400).
  const requiring = (configured: unknown) => [
    app.requireUser,
    async () => {
      if (!configured) throw checkoutUnavailable();
    },
  ];

  app.post(
    '/checkout/android/validate',
    {
      onRequest: requiring(googlePlay),
      config: limited,
      schema: {
        summary: 'Verifies a Google Play purchase with Google and grants the premium it pays for',
        description: `${unavailable('Google Play')} 404 when Google has no such purchase. ${taken} A pending payment grants nothing until validated again once paid.`,
        security,
        body: AndroidValidateBodySchema,
        response: { 200: AndroidValidateResponseSchema },
      },
    },
    (request) => {
      if (!googlePlay) throw checkoutUnavailable();
      return validateAndroidPurchase({ db, play: googlePlay, log: request.log }, request.userId, request.body);
    },
  );

  app.delete(
    '/premium/android',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Removes the account’s Google Play purchases that have ended (canceled or expired)',
        description: 'A purchase Google still honours stays until it ends. Answers the premium left.',
        security,
        response: { 200: PremiumResponseSchema },
      },
    },
    (request) => removeAndroidPremium(db, request.userId),
  );

  app.delete(
    '/checkout/android/pending',
    {
      onRequest: app.requireUser,
      schema: {
        summary: 'Removes the account’s Google Play purchase still waiting for its payment',
        security,
        response: { 200: PremiumResponseSchema },
      },
    },
    (request) => removeAndroidPending(db, request.userId),
  );

  app.post(
    '/checkout/ios/save',
    {
      onRequest: requiring(appStore),
      config: limited,
      schema: {
        summary: 'Saves an App Store purchase once its signed transaction verifies; a transaction counts once',
        description: `${unavailable('the App Store')} 400 naming body.transaction when Apple’s signature, app or environment doesn’t match. ${taken}`,
        security,
        body: IosSaveBodySchema,
        response: { 200: PremiumResponseSchema },
      },
    },
    (request) => {
      if (!appStore) throw checkoutUnavailable();
      return saveIosPurchase({ db, appStore, log: request.log }, request.userId, request.body);
    },
  );
};
