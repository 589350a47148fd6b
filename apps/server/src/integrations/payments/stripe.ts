import { CHECKOUT_UNAVAILABLE_MESSAGE } from '@bible-journey/contract';
import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { CheckoutConfig } from '../../config.js';
import { ConflictError, UpstreamError } from '../../http/errors.js';

export type { Stripe };

/**
 * The Stripe API version the code is written against, pinned: an SDK upgrade that moves it fails
 * the type check instead of silently changing the shape of objects and events.
 */
export const STRIPE_API_VERSION: Stripe.LatestApiVersion = '2026-10-28.endive';

/** Checkout's settings and the one Stripe client of the app. */
export interface StripeCheckout {
  config: CheckoutConfig;
  stripe: Stripe;
}

/** The app's Stripe client, or null while checkout is not set up. */
export function createStripeCheckout(config: CheckoutConfig | null): StripeCheckout | null {
  return config && { config, stripe: createStripeClient(config) };
}

/** Stripe's official client, pointed at STRIPE_API_URL when set (tests: a local fake over http). */
function createStripeClient(config: Pick<CheckoutConfig, 'secretKey' | 'apiUrl'>): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  return new Stripe(config.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // A request's handler has 60 s; two retries (each with the same idempotency key) fit in it.
    timeout: 15_000,
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'http:' ? 80 : 443),
      protocol: api.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** The answer to a checkout call that Stripe could not serve (spec 1 section 8). */
export const checkoutUnavailable = () => new UpstreamError(503, CHECKOUT_UNAVAILABLE_MESSAGE);

/** A Stripe object that isn't there (any more): its id is unknown to Stripe. */
export function isMissingOnStripe(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';
}

/** Stripe refused the request as it stands (e.g. canceling what is canceled already), the object being there. */
export function isRefusedByStripe(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && error.code !== 'resource_missing';
}

/**
 * Runs a Stripe call for a client: an idempotency key reused with other parameters is the client's
 * mistake (409); anything else Stripe refuses or fails is logged and answered with the spec's 503.
 */
export async function callStripe<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeIdempotencyError) {
      throw new ConflictError('This Idempotency-Key was already used for a different request.');
    }
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    log.warn({ err: error, stripeCode: error.code, stripeType: error.type }, 'stripe call failed');
    throw checkoutUnavailable();
  }
}
