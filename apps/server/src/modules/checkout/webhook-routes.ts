import { CheckoutWebhookResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import { BadRequestError } from '../../http/errors.js';
import { checkoutUnavailable, type StripeCheckout } from '../../integrations/payments/stripe.js';
import { handledEventsPruner, handleWebhookEvent } from './webhook.js';

/** How far a signature's time may be from now, either way (Stripe's own default, 5 minutes). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface WebhookRoutesOptions {
  db: Db;
  /** Null: the webhook answers 503 (checkout is not set up). */
  checkout: StripeCheckout | null;
}

/**
 * POST /api/checkout/webhook: Stripe's events, the only way premium is granted (decision 0014).
 * Open to everyone, trusted only with a valid Stripe-Signature of the exact bytes received: this
 * plugin reads JSON bodies as text, and nothing outside it is affected.
 */
export const checkoutWebhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { db, checkout }) => {
  const pruneHandled = handledEventsPruner({ db, log: app.log });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.post(
    '/checkout/webhook',
    {
      schema: {
        summary: 'Stripe’s webhook events (signed): payments, refunds and subscription changes',
        description:
          'Verified with STRIPE_WEBHOOK_SECRET against the raw body; 400 for a missing or wrong signature, or one dated more than 5 minutes from now either way. An event is applied once, however often it is delivered; the payment it names is read again from Stripe, and an event about a payment Stripe does not have is acknowledged and changes nothing. 503 while checkout is not set up.',
        response: { 200: CheckoutWebhookResponseSchema },
      },
    },
    async (request) => {
      if (!checkout) throw checkoutUnavailable();
      const { stripe, config } = checkout;
      const signature = request.headers['stripe-signature'];
      if (typeof signature !== 'string' || typeof request.body !== 'string') {
        throw new BadRequestError('Send the event as JSON with its Stripe-Signature header.');
      }
      // Stripe's library refuses a signature older than its tolerance but takes one from the future.
      const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(signature)?.[1] ?? Number.NaN);
      if (signedAt * 1000 > Date.now() + SIGNATURE_TOLERANCE_SECONDS * 1000) {
        throw new BadRequestError('The Stripe-Signature header is dated in the future.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
        throw new BadRequestError('The Stripe-Signature header does not sign this body (or is too old).');
      }
      await handleWebhookEvent({ db, stripe, log: request.log, pruneHandled }, event);
      return { received: true as const };
    },
  );
};
