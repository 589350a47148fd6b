import {
  CancelSubscriptionHeadersSchema,
  CHECKOUT_UNAVAILABLE_MESSAGE,
  CheckoutConfigResponseSchema,
  CreateCustomerBodySchema,
  CreateCustomerResponseSchema,
  CreatePaymentIntentBodySchema,
  CreatePaymentIntentResponseSchema,
  CreateSubscriptionBodySchema,
  CreateSubscriptionResponseSchema,
  type IdempotencyHeaders,
  IdempotencyHeadersSchema,
  PremiumResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { checkoutUnavailable, type StripeCheckout } from '../../integrations/payments/stripe.js';
import { createPriceCatalog } from './prices.js';
import {
  assertNotStoreSubscription,
  type CheckoutCaller,
  type CheckoutDeps,
  cancelSubscription,
  createCustomer,
  createPaymentIntent,
  createSubscription,
  getCheckoutConfig,
} from './service.js';

export interface CheckoutRoutesOptions {
  db: Db;
  /** Null: every call answers 503 with the spec's message. */
  checkout: StripeCheckout | null;
  /** Creating calls a minute per IP (each one is a call to Stripe). */
  rateLimit: number;
}

const security = [{ bearer: [] }];
const callerOf = (request: { userId: string; headers: IdempotencyHeaders }): CheckoutCaller => ({
  userId: request.userId,
  idempotencyKey: request.headers['idempotency-key'],
});
const unavailable = `Answers 503 “${CHECKOUT_UNAVAILABLE_MESSAGE}” while checkout is not set up or Stripe fails.`;
const idempotent =
  'An Idempotency-Key header makes a retried request give back the same object; without one, a retry of the same request does too.';

/**
 * Card checkout (spec 1 section 7, issue 14) and the cancel of a subscription (DELETE /api/premium).
 * Nothing here grants premium: Stripe's webhooks do (webhook-routes.ts, decision 0014).
 */
export const checkoutRoutes: FastifyPluginAsyncZod<CheckoutRoutesOptions> = async (
  app,
  { db, checkout, rateLimit },
) => {
  const deps: CheckoutDeps | null = checkout && {
    db,
    stripe: checkout.stripe,
    catalog: createPriceCatalog(checkout.stripe, checkout.config, app.log),
    publishableKey: checkout.config.publishableKey,
    log: app.log,
  };
  const checkoutDeps = (): CheckoutDeps => {
    if (!deps) throw checkoutUnavailable();
    return deps;
  };
  const requireCheckout = async () => {
    checkoutDeps();
  };
  // Signed in first (401), then set up (503), then the input (400).
  const onRequest = [app.requireUser, requireCheckout];
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.get(
    '/checkout/config',
    {
      onRequest,
      schema: {
        summary:
          'The Stripe publishable key and the prices on sale (the subscription and one challenge, in BRL and USD)',
        description: unavailable,
        security,
        response: { 200: CheckoutConfigResponseSchema },
      },
    },
    () => getCheckoutConfig(checkoutDeps()),
  );

  app.post(
    '/checkout/create-customer',
    {
      onRequest,
      config: limited,
      schema: {
        summary: 'The account’s Stripe customer, made on the first call (a subscription is made for it)',
        description: `${unavailable} ${idempotent}`,
        security,
        headers: IdempotencyHeadersSchema,
        body: CreateCustomerBodySchema,
        response: { 200: CreateCustomerResponseSchema },
      },
    },
    (request) => createCustomer(checkoutDeps(), callerOf(request), request.body),
  );

  app.post(
    '/checkout/create-payment-intent',
    {
      onRequest,
      config: limited,
      schema: {
        summary: 'Buying one challenge: the client secret of a payment intent for the price',
        description: `${unavailable} ${idempotent} Premium comes when Stripe reports the payment (webhook).`,
        security,
        headers: IdempotencyHeadersSchema,
        body: CreatePaymentIntentBodySchema,
        response: { 200: CreatePaymentIntentResponseSchema },
      },
    },
    (request) => createPaymentIntent(checkoutDeps(), callerOf(request), request.body),
  );

  app.post(
    '/checkout/create-subscription',
    {
      onRequest,
      config: limited,
      schema: {
        summary: 'The monthly subscription: its id and the client secret that pays its first invoice',
        description: `${unavailable} ${idempotent} 404 for a customer not the account’s; 409 while a subscription is active. Premium comes when Stripe reports the payment (webhook).`,
        security,
        headers: IdempotencyHeadersSchema,
        body: CreateSubscriptionBodySchema,
        response: { 200: CreateSubscriptionResponseSchema },
      },
    },
    (request) => createSubscription(checkoutDeps(), callerOf(request), request.body),
  );

  app.delete(
    '/premium',
    {
      onRequest: [
        app.requireUser,
        async (request: { userId: string; headers: { subscription_id?: string | string[] } }) => {
          const named = request.headers.subscription_id;
          await assertNotStoreSubscription(db, request.userId, Array.isArray(named) ? named[0] : named);
        },
        requireCheckout,
      ],
      schema: {
        summary: 'Cancels the Stripe subscription at once; its premium ends and the leader’s challenges are suspended',
        description: `The subscription_id header names it; without it, the account’s current one. 404 without one; 409 for a subscription bought in Google Play or the App Store (canceled in that store). ${unavailable}`,
        security,
        headers: CancelSubscriptionHeadersSchema,
        response: { 200: PremiumResponseSchema },
      },
    },
    (request) => cancelSubscription(checkoutDeps(), request.userId, request.headers.subscription_id),
  );
};
