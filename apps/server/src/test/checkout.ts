import {
  FAKE_PRICES,
  type FakeStripe,
  type StripeObject,
  startFakeStripe,
} from '@bible-journey/test-support/fake-stripe';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { bearer } from './app.js';
import type { TestDatabaseKind } from './databases.js';
import { useBeforeAll, useServerSuite, useTestApp } from './suite.js';

export interface CheckoutContext {
  database: Database;
  /** Checkout set up against the fake. */
  app: FastifyInstance;
  /** No Stripe keys: checkout is off. */
  withoutKeys: FastifyInstance;
  stripe: FakeStripe;
}

/** A test database, the fake Stripe, and an app with checkout and one without, for the describe block. */
export function checkoutContext(kind: TestDatabaseKind): CheckoutContext {
  const stripe = useBeforeAll(
    'the fake Stripe',
    () => startFakeStripe(),
    (opened) => opened.close(),
  );
  const { database, app } = useServerSuite(kind, { config: () => ({ checkout: stripe.checkout }) });
  const withoutKeys = useTestApp(database, { config: () => ({ checkout: null }) });
  return { database, app, withoutKeys, stripe };
}

/** A call to the API as a signed-in user (or signed out with a null token), with extra headers. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, payload });
}

/** POST /api/checkout/webhook with a JSON body as Stripe sends it, signed unless a signature is given. */
export function postWebhook(app: FastifyInstance, stripe: FakeStripe, payload: string, signature?: string | null) {
  const sig = signature === undefined ? stripe.sign(payload) : signature;
  return app.inject({
    method: 'POST',
    url: '/api/checkout/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(sig === null ? {} : { 'stripe-signature': sig }),
    },
    payload,
  });
}

/** Builds the event about the object as the fake has it now and delivers it, signed. */
export async function deliver(context: CheckoutContext, type: string, object: StripeObject) {
  const { payload } = context.stripe.event(type, object);
  const answer = await postWebhook(context.app, context.stripe, payload);
  if (answer.statusCode !== 200) throw new Error(`webhook ${type}: ${answer.statusCode} ${answer.body}`);
  return answer;
}

/** The id of the payment intent a client secret belongs to (`pi_…_secret_…`). */
export const intentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf('_secret_'));

/** Buys one challenge: creates the payment intent and has Stripe charge it. The intent's id. */
export async function payForChallenge(context: CheckoutContext, token: string): Promise<string> {
  const created = await call(context.app, 'POST', '/api/checkout/create-payment-intent', token, {
    price_id: FAKE_PRICES.challengeBrl,
  });
  if (created.statusCode !== 200) throw new Error(`payment intent: ${created.statusCode} ${created.body}`);
  const intentId = intentIdOf(created.json().clientSecret);
  context.stripe.succeedPaymentIntent(intentId);
  return intentId;
}

/** Subscribes: the customer, the incomplete subscription, then Stripe has its first invoice paid. Its id. */
export async function paySubscription(context: CheckoutContext, token: string, email: string): Promise<string> {
  const customer = await call(context.app, 'POST', '/api/checkout/create-customer', token, { email });
  const created = await call(context.app, 'POST', '/api/checkout/create-subscription', token, {
    priceId: FAKE_PRICES.monthlyUsd,
    customerId: customer.json().customer.id,
  });
  if (created.statusCode !== 200) throw new Error(`subscription: ${created.statusCode} ${created.body}`);
  const { subscriptionId } = created.json();
  context.stripe.paySubscription(subscriptionId);
  return subscriptionId;
}

/** GET /api/premium's premiumAccess. */
export async function premiumOf(app: FastifyInstance, token: string) {
  return (await call(app, 'GET', '/api/premium', token)).json().premiumAccess;
}
