import {
  CancelSubscriptionHeadersSchema,
  CHECKOUT_UNAVAILABLE_MESSAGE,
  DonationBodySchema,
  DonationPaymentIntentResponseSchema,
  DonationSubscriptionResponseSchema,
  IdempotencyHeadersSchema,
  MonthlyDonationsResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { optionalUserId } from '../../http/require-user.js';
import { checkoutUnavailable, type StripeCheckout } from '../../integrations/payments/stripe.js';
import {
  createDonationIntent,
  createDonationSubscription,
  type DonationDeps,
  getMonthlyDonations,
  stopMonthlyDonations,
} from './service.js';

export interface DonationRoutesOptions {
  db: Db;
  /** Null: every call answers 503 with the checkout message. */
  checkout: StripeCheckout | null;
  /** Creating calls a minute per IP (each one is a call to Stripe). */
  rateLimit: number;
}

const unavailable = `Answers 503 “${CHECKOUT_UNAVAILABLE_MESSAGE}” while checkout is not set up or Stripe fails.`;
const idempotent = 'An Idempotency-Key header makes a retried request give back the same object.';
const noPremium = 'A donation never grants premium (decision 0016).';

/**
 * Donations by card (spec 1 sections 1 and 2, issue 14): one-time by anyone, monthly when signed
 * in, and a monthly donor reading and stopping theirs. Stripe's card form confirms what these
 * make; the webhook records nothing for them.
 */
export const donationRoutes: FastifyPluginAsyncZod<DonationRoutesOptions> = async (
  app,
  { db, checkout, rateLimit },
) => {
  const deps = (log: DonationDeps['log']): DonationDeps => {
    if (!checkout) throw checkoutUnavailable();
    const { stripe, config } = checkout;
    return { db, stripe, publishableKey: config.publishableKey, donationProductId: config.donationProductId, log };
  };
  const requireCheckout = async () => {
    if (!checkout) throw checkoutUnavailable();
  };
  const limited = { rateLimit: { max: rateLimit, timeWindow: '1 minute' } };

  app.post(
    '/donations/create-payment-intent',
    {
      onRequest: requireCheckout,
      config: limited,
      schema: {
        summary: 'A one-time donation: the client secret of a payment intent for the amount, and the publishable key',
        description: `Open to everyone; with a valid bearer token the donation notes the account. Amount in cents. ${unavailable} ${idempotent} ${noPremium}`,
        // Either no credentials or a bearer token.
        security: [{}, { bearer: [] }],
        headers: IdempotencyHeadersSchema,
        body: DonationBodySchema,
        response: { 200: DonationPaymentIntentResponseSchema },
      },
    },
    async (request) =>
      createDonationIntent(
        deps(request.log),
        { userId: await optionalUserId(app.tokens, db, request), idempotencyKey: request.headers['idempotency-key'] },
        request.body,
      ),
  );

  app.post(
    '/donations/create-subscription',
    {
      // Signed in first (401), then set up (503), then the input (400).
      onRequest: [app.requireUser, requireCheckout],
      config: limited,
      schema: {
        summary:
          'A monthly donation: its subscription id, the client secret that pays its first invoice, and the publishable key',
        description: `Amount in cents, billed every month. ${unavailable} Also 503 while STRIPE_DONATION_PRODUCT_ID is unset. ${idempotent} ${noPremium}`,
        security: [{ bearer: [] }],
        headers: IdempotencyHeadersSchema,
        body: DonationBodySchema,
        response: { 200: DonationSubscriptionResponseSchema },
      },
    },
    (request) =>
      createDonationSubscription(
        deps(request.log),
        { userId: request.userId, idempotencyKey: request.headers['idempotency-key'] },
        request.body,
      ),
  );

  app.get(
    '/donations/subscription',
    {
      onRequest: [app.requireUser, requireCheckout],
      schema: {
        summary: 'The account’s monthly donations still giving, as Stripe has them now',
        description: `Amount in cents; the next payment’s date when Stripe has one. ${unavailable}`,
        security: [{ bearer: [] }],
        response: { 200: MonthlyDonationsResponseSchema },
      },
    },
    (request) => getMonthlyDonations(deps(request.log), request.userId),
  );

  app.delete(
    '/donations/subscription',
    {
      onRequest: [app.requireUser, requireCheckout],
      schema: {
        summary: 'Stops a monthly donation: cancels it in Stripe at once; answers the donations still giving',
        description: `The subscription_id header names it; without it, every monthly donation of the account. One canceled already answers as if canceled now. 404 when the account has no such donation. ${unavailable}`,
        security: [{ bearer: [] }],
        headers: CancelSubscriptionHeadersSchema,
        response: { 200: MonthlyDonationsResponseSchema },
      },
    },
    (request) => stopMonthlyDonations(deps(request.log), request.userId, request.headers.subscription_id),
  );
};
