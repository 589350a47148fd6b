import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { CheckoutConfig } from '../config.js';
import { STRIPE_API_VERSION } from '../integrations/payments/stripe.js';
import { startLocalServer } from './fake-providers.js';
import { type Answer, decodeForm, header, newId, type Params, readBody, send } from './stripe-wire.js';

/*
 * A local stand-in for the parts of Stripe's API the server calls, over real HTTP: the official
 * SDK talks to it exactly as to api.stripe.com (form-encoded bodies, expand[], Idempotency-Key,
 * Stripe's error shape). Tests move objects along (a payment succeeds, a charge is refunded, a
 * subscription is paid or canceled) and build the matching webhook events.
 */

/** An object of Stripe's API as JSON. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

/** The prices the fake sells: the monthly subscription and one challenge, each in BRL and USD. */
export const FAKE_PRICES = {
  monthlyBrl: 'price_monthly_brl',
  monthlyUsd: 'price_monthly_usd',
  challengeBrl: 'price_challenge_brl',
  challengeUsd: 'price_challenge_usd',
} as const;

export interface FakeStripe {
  /** The server's checkout settings pointing at this fake. */
  checkout: CheckoutConfig;
  /** Every request received: method, path (with query) and its Idempotency-Key. */
  requests: { method: string; path: string; idempotencyKey: string | undefined }[];
  /** While true, every call answers 500 (Stripe is down). */
  failing: boolean;
  /** An object as the fake has it now. */
  object(id: string): StripeObject;
  /** Charges the intent in full: it succeeds, with a charge. */
  succeedPaymentIntent(id: string): StripeObject;
  /** Refunds the intent's charge in full (or `amount` cents of it). */
  refundPaymentIntent(id: string, amount?: number): StripeObject;
  /** Pays the subscription's invoice: it becomes active. */
  paySubscription(id: string): StripeObject;
  setSubscriptionStatus(id: string, status: string): StripeObject;
  /** A webhook event about a copy of the object as it is now: its id and JSON body. */
  event(type: string, object: StripeObject): { id: string; payload: string };
  /** The Stripe-Signature header for a body (the SDK's own test helper), signed now unless told. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  close(): Promise<void>;
}

const now = () => Math.floor(Date.now() / 1000);

/** Starts the fake with its prices in place. */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const store = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; answer: Answer }>();
  const put = (object: StripeObject) => {
    store.set(object.id, object);
    return object;
  };
  const get = (id: string) => {
    const object = store.get(id);
    if (!object) throw new Error(`fake stripe: no object ${id}`);
    return object;
  };

  const product = (id: string, name: string, titles: [string, string]) =>
    put({ id, object: 'product', active: true, name, metadata: { title_pt_br: titles[0], title_en: titles[1] } });
  product('prod_monthly', 'Monthly subscription', ['Assinatura mensal', 'Monthly subscription']);
  product('prod_challenge', 'One challenge', ['Um desafio', 'One challenge']);
  const price = (id: string, productId: string, currency: string, unitAmount: number, monthly: boolean) =>
    put({
      id,
      object: 'price',
      active: true,
      currency,
      unit_amount: unitAmount,
      product: productId,
      type: monthly ? 'recurring' : 'one_time',
      recurring: monthly ? { interval: 'month', interval_count: 1 } : null,
      lookup_key: null,
      metadata: {},
    });
  price(FAKE_PRICES.monthlyBrl, 'prod_monthly', 'brl', 2000, true);
  price(FAKE_PRICES.monthlyUsd, 'prod_monthly', 'usd', 2000, true);
  price(FAKE_PRICES.challengeBrl, 'prod_challenge', 'brl', 10000, false);
  price(FAKE_PRICES.challengeUsd, 'prod_challenge', 'usd', 10000, false);

  /** The object as the API answers it: with the requested expansions, includable fields only when asked. */
  const render = (object: StripeObject, expand: string[]): StripeObject => {
    const copy: StripeObject = structuredClone(object);
    if (copy.object === 'invoice' && !expand.includes('confirmation_secret')) delete copy.confirmation_secret;
    for (const path of expand) {
      const [field, ...rest] = path.split('.');
      if (!field || rest.length > 0 || typeof copy[field] !== 'string') continue;
      copy[field] = render(get(copy[field] as string), []);
    }
    for (const path of expand) {
      const [field, ...rest] = path.split('.');
      if (field && rest.length > 0 && typeof copy[field] === 'string') {
        copy[field] = render(get(copy[field] as string), [rest.join('.')]);
      }
    }
    return copy;
  };

  const createPaymentIntent = (params: Params): StripeObject => {
    const id = newId('pi');
    return put({
      id,
      object: 'payment_intent',
      amount: Number(params.amount),
      amount_received: 0,
      currency: params.currency,
      customer: params.customer ?? null,
      description: params.description ?? null,
      latest_charge: null,
      metadata: params.metadata ?? {},
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
      created: now(),
      livemode: false,
    });
  };

  const createSubscription = (params: Params): StripeObject => {
    const items = Object.values((params.items ?? {}) as Record<string, Params>);
    const priceObject = get(String(items[0]?.price));
    const subscriptionId = newId('sub');
    const invoiceIntent = createPaymentIntent({
      amount: String(priceObject.unit_amount),
      currency: String(priceObject.currency),
      customer: params.customer,
    });
    const invoice = put({
      id: newId('in'),
      object: 'invoice',
      customer: params.customer,
      status: 'open',
      amount_due: priceObject.unit_amount,
      amount_paid: 0,
      currency: priceObject.currency,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscriptionId, metadata: params.metadata ?? {} },
      },
      confirmation_secret: { client_secret: invoiceIntent.client_secret, type: 'payment_intent' },
    });
    return put({
      id: subscriptionId,
      object: 'subscription',
      customer: params.customer,
      currency: priceObject.currency,
      status: 'incomplete',
      cancel_at_period_end: false,
      canceled_at: null,
      items: {
        object: 'list',
        data: [{ id: newId('si'), object: 'subscription_item', price: structuredClone(priceObject), quantity: 1 }],
        has_more: false,
        url: `/v1/subscription_items?subscription=${subscriptionId}`,
      },
      latest_invoice: invoice.id,
      metadata: params.metadata ?? {},
      created: now(),
      livemode: false,
    });
  };

  const notFound = (kind: string, id: string): Answer => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such ${kind}: '${id}'`,
      },
    },
  });
  const found = (kind: string, id: string, expected: string, answer: (object: StripeObject) => Answer): Answer => {
    const object = store.get(id);
    return object?.object === expected ? answer(object) : notFound(kind, id);
  };

  const route = (method: string, path: string, params: Params): Answer => {
    const expand = Object.values((params.expand ?? {}) as Record<string, string>);
    const ok = (object: StripeObject) => ({ status: 200, body: render(object, expand) });
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1') return notFound('route', path);
    if (method === 'POST' && resource === 'customers' && !id) {
      return ok(
        put({ id: newId('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {} }),
      );
    }
    if (method === 'GET' && resource === 'prices' && id) return found('price', id, 'price', ok);
    if (method === 'POST' && resource === 'payment_intents' && !id) return ok(createPaymentIntent(params));
    if (method === 'GET' && resource === 'payment_intents' && id)
      return found('payment_intent', id, 'payment_intent', ok);
    if (method === 'POST' && resource === 'subscriptions' && !id) {
      if (!store.has(String(params.customer))) return notFound('customer', String(params.customer));
      return ok(createSubscription(params));
    }
    if (method === 'GET' && resource === 'subscriptions' && id) return found('subscription', id, 'subscription', ok);
    if (method === 'DELETE' && resource === 'subscriptions' && id && !action) {
      return found('subscription', id, 'subscription', (subscription) => {
        if (subscription.status === 'canceled') {
          return {
            status: 400,
            body: { error: { type: 'invalid_request_error', message: 'This subscription is already canceled.' } },
          };
        }
        return ok(put({ ...subscription, status: 'canceled', canceled_at: now() }));
      });
    }
    return notFound('route', `${method} ${path}`);
  };

  const requests: FakeStripe['requests'] = [];
  const fake: Pick<FakeStripe, 'failing'> = { failing: false };
  const server = await startLocalServer(async (request, response, url) => {
    const body = await readBody(request);
    const idempotencyKey = header(request, 'idempotency-key');
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, idempotencyKey });
    if (header(request, 'authorization') !== `Bearer ${secretKey}`) {
      return send(response, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      });
    }
    if (fake.failing) {
      return send(response, { status: 500, body: { error: { type: 'api_error', message: 'Fake Stripe is down.' } } });
    }
    const method = request.method ?? 'GET';
    const params = decodeForm(method === 'POST' ? body : url.search.slice(1));
    if (method !== 'POST' || !idempotencyKey) return send(response, route(method, url.pathname, params));
    // As Stripe: a key replays the first answer as it was then, and refuses other parameters.
    const fingerprint = `${method} ${url.pathname} ${body}`;
    const earlier = idempotent.get(idempotencyKey);
    if (earlier && earlier.fingerprint !== fingerprint) {
      return send(response, {
        status: 400,
        body: {
          error: {
            type: 'idempotency_error',
            message:
              'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          },
        },
      });
    }
    if (earlier) return send(response, { ...earlier.answer, replayed: true });
    const answer = route(method, url.pathname, params);
    if (answer.status < 500) idempotent.set(idempotencyKey, { fingerprint, answer: structuredClone(answer) });
    return send(response, answer);
  });

  const update = (id: string, changes: Record<string, unknown>) => put({ ...get(id), ...changes });
  return {
    checkout: {
      secretKey,
      publishableKey: 'pk_test_fake',
      webhookSecret,
      monthlyPriceIds: [FAKE_PRICES.monthlyBrl, FAKE_PRICES.monthlyUsd],
      challengePriceIds: [FAKE_PRICES.challengeBrl, FAKE_PRICES.challengeUsd],
      apiUrl: server.origin,
    },
    requests,
    get failing() {
      return fake.failing;
    },
    set failing(value: boolean) {
      fake.failing = value;
    },
    object: get,
    succeedPaymentIntent(id) {
      const intent = get(id);
      const charge = put({
        id: newId('ch'),
        object: 'charge',
        amount: intent.amount,
        amount_refunded: 0,
        currency: intent.currency,
        payment_intent: id,
        refunded: false,
        status: 'succeeded',
        metadata: {},
      });
      return update(id, { status: 'succeeded', amount_received: intent.amount, latest_charge: charge.id });
    },
    refundPaymentIntent(id, amount) {
      const chargeId = String(get(id).latest_charge);
      const charge = get(chargeId);
      const refunded = amount ?? Number(charge.amount);
      return update(chargeId, { amount_refunded: refunded, refunded: refunded >= Number(charge.amount) });
    },
    paySubscription(id) {
      const invoiceId = String(get(id).latest_invoice);
      const invoice = get(invoiceId);
      update(invoiceId, { status: 'paid', amount_paid: invoice.amount_due });
      return update(id, { status: 'active' });
    },
    setSubscriptionStatus: (id, status) => update(id, { status }),
    event(type, object) {
      const event = {
        id: newId('evt'),
        object: 'event',
        api_version: STRIPE_API_VERSION,
        created: now(),
        data: { object: structuredClone(object) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      return { id: event.id, payload: JSON.stringify(event) };
    },
    sign: (payload, options = {}) =>
      Stripe.webhooks.generateTestHeaderString({ ...options, payload, secret: options.secret ?? webhookSecret }),
    close: () => server.close(),
  };
}
