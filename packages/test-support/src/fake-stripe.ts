import { randomBytes } from 'node:crypto';
import { type CheckoutConfig, STRIPE_API_VERSION } from '@bible-journey/server';
import Stripe from 'stripe';
import { startLocalServer } from './local-server.ts';
import { type Answer, decodeForm, header, newId, type Params, readBody, send } from './stripe-wire.ts';

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
  /** Opens a dispute on the intent's charge, or moves the one open to `status` ('won', 'lost'…): the dispute. */
  disputePaymentIntent(id: string, status?: string): StripeObject;
  /** Pays the subscription's invoice: it becomes active. */
  paySubscription(id: string): StripeObject;
  setSubscriptionStatus(id: string, status: string): StripeObject;
  /** A webhook event about a copy of the object as it is now: its id and JSON body. */
  event(type: string, object: StripeObject): { id: string; payload: string };
  /** The Stripe-Signature header for a body (the SDK's own test helper), signed now unless told. */
  sign(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** The events delivered to `webhookUrl` so far, with the endpoint's last answer (null: unreachable). */
  webhookDeliveries: { type: string; objectId: string; status: number | null }[];
  close(): Promise<void>;
}

export interface FakeStripeOptions {
  /** Fixed keys and port, for a fake run as its own process (the end-to-end tests); random otherwise. */
  secretKey?: string;
  webhookSecret?: string;
  port?: number;
  /**
   * Where the fake delivers the signed events of payments confirmed by Stripe.js (a browser paying
   * through the publishable key), as Stripe does to a webhook endpoint. Unset: no delivery.
   */
  webhookUrl?: string;
}

/** The test card Stripe declines (any other number pays). */
export const DECLINED_CARD = '4000000000000002';
const PUBLISHABLE_KEY = 'pk_test_fake';
/** The product monthly donations are priced under (items[].price_data). */
export const DONATION_PRODUCT = 'prod_donation';

const now = () => Math.floor(Date.now() / 1000);
const MONTH_SECONDS = 30 * 24 * 60 * 60;

/** Starts the fake with its prices in place. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
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
  product(DONATION_PRODUCT, 'Donation', ['Doação', 'Donation']);
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
    const inline = items[0]?.price_data as Params | undefined;
    // As Stripe: price_data makes a price of its own, under an existing product.
    const priceObject = inline
      ? put({
          id: newId('price'),
          object: 'price',
          active: false,
          currency: inline.currency,
          unit_amount: Number(inline.unit_amount),
          product: String(inline.product),
          type: 'recurring',
          recurring: { interval: (inline.recurring as Params).interval, interval_count: 1 },
          lookup_key: null,
          metadata: {},
        })
      : get(String(items[0]?.price));
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
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price: structuredClone(priceObject),
            quantity: 1,
            // As Stripe since 2025-03-31: the billing period is the item's.
            current_period_start: now(),
            current_period_end: now() + MONTH_SECONDS,
          },
        ],
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
      const item = Object.values((params.items ?? {}) as Record<string, Params>)[0];
      const product = String((item?.price_data as Params | undefined)?.product ?? DONATION_PRODUCT);
      if (!store.has(product)) return notFound('product', product);
      return ok(createSubscription(params));
    }
    if (method === 'GET' && resource === 'subscriptions' && !id) {
      const data = [...store.values()].filter((object) => object.object === 'subscription');
      const ofCustomer = data.filter((object) => !params.customer || object.customer === params.customer);
      return {
        status: 200,
        body: { object: 'list', data: ofCustomer.map((object) => render(object, [])), has_more: false, url: path },
      };
    }
    if (method === 'GET' && resource === 'disputes' && !id) {
      const ofIntent = [...store.values()].filter(
        (object) => object.object === 'dispute' && object.payment_intent === params.payment_intent,
      );
      return {
        status: 200,
        body: { object: 'list', data: ofIntent.map((object) => render(object, [])), has_more: false, url: path },
      };
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

  const update = (id: string, changes: Record<string, unknown>) => put({ ...get(id), ...changes });
  const succeedPaymentIntent = (id: string) => {
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
  };
  const paySubscription = (id: string) => {
    const invoiceId = String(get(id).latest_invoice);
    const invoice = get(invoiceId);
    update(invoiceId, { status: 'paid', amount_paid: invoice.amount_due });
    return update(id, { status: 'active' });
  };
  const event = (type: string, object: StripeObject) => {
    const body = {
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
    return { id: body.id, payload: JSON.stringify(body) };
  };
  const sign = (payload: string, signOptions: { timestamp?: number; secret?: string } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      ...signOptions,
      payload,
      secret: signOptions.secret ?? webhookSecret,
    });

  /** As Stripe: each event POSTed, signed, to the endpoint; retried while it doesn't answer 2xx. */
  const webhookDeliveries: FakeStripe['webhookDeliveries'] = [];
  const deliver = async (events: { id: string; payload: string }[]) => {
    if (!options.webhookUrl) return;
    for (const { payload } of events) {
      let status: number | null = null;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const answer = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        }).catch(() => null);
        status = answer?.status ?? null;
        if (answer?.ok) break;
        await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
      }
      const { type, data } = JSON.parse(payload) as { type: string; data: { object: StripeObject } };
      webhookDeliveries.push({ type, objectId: data.object.id, status });
    }
  };

  /**
   * What Stripe.js calls with the publishable key and a client secret: read an intent, confirm it
   * with a card. The declined test card is refused as Stripe does (402, card_error); any other
   * pays, and the payment's events go to the webhook endpoint.
   */
  const browserRoute = (method: string, path: string, params: Params): Answer => {
    const [, , resource, id = '', action] = path.split('/');
    const intent = resource === 'payment_intents' ? store.get(id) : undefined;
    if (!intent || params.client_secret !== intent.client_secret) return notFound('payment_intent', id);
    const view = () => ({ status: 200, body: render(get(id), []) });
    if (method === 'GET' && !action) return view();
    if (method !== 'POST' || action !== 'confirm') return notFound('route', `${method} ${path}`);
    const card = ((params.payment_method_data as Params | undefined)?.card ?? {}) as Params;
    if (String(card.number ?? '').replace(/\s/g, '') === DECLINED_CARD) {
      const declined = update(id, {
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      return {
        status: 402,
        body: {
          error: {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            payment_intent: render(declined, []),
          },
        },
      };
    }
    const invoice = [...store.values()].find(
      (object) =>
        object.object === 'invoice' &&
        (object.confirmation_secret as { client_secret?: string } | undefined)?.client_secret === intent.client_secret,
    );
    succeedPaymentIntent(id);
    if (invoice) {
      const subscriptionId = (invoice.parent as { subscription_details: { subscription: string } }).subscription_details
        .subscription;
      const subscription = paySubscription(subscriptionId);
      void deliver([event('invoice.paid', get(invoice.id)), event('customer.subscription.updated', subscription)]);
    } else {
      void deliver([event('payment_intent.succeeded', get(id))]);
    }
    return view();
  };

  const requests: FakeStripe['requests'] = [];
  const fake: Pick<FakeStripe, 'failing'> = { failing: false };
  const server = await startLocalServer(async (request, response, url) => {
    const body = await readBody(request);
    const idempotencyKey = header(request, 'idempotency-key');
    requests.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, idempotencyKey });
    const method = request.method ?? 'GET';
    const params = decodeForm(method === 'POST' ? body : url.search.slice(1));
    if (params.key === PUBLISHABLE_KEY)
      return send(response, { ...browserRoute(method, url.pathname, params), cors: true });
    if (header(request, 'authorization') !== `Bearer ${secretKey}`) {
      return send(response, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
      });
    }
    if (fake.failing) {
      return send(response, { status: 500, body: { error: { type: 'api_error', message: 'Fake Stripe is down.' } } });
    }
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
  }, options.port);

  return {
    checkout: {
      secretKey,
      publishableKey: PUBLISHABLE_KEY,
      webhookSecret,
      monthlyPriceIds: [FAKE_PRICES.monthlyBrl, FAKE_PRICES.monthlyUsd],
      challengePriceIds: [FAKE_PRICES.challengeBrl, FAKE_PRICES.challengeUsd],
      donationProductId: DONATION_PRODUCT,
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
    succeedPaymentIntent,
    disputePaymentIntent(id, status = 'needs_response') {
      const intent = get(id);
      const open = [...store.values()].find((object) => object.object === 'dispute' && object.payment_intent === id);
      if (open) return update(open.id, { status });
      return put({
        id: newId('dp'),
        object: 'dispute',
        amount: intent.amount,
        currency: intent.currency,
        charge: intent.latest_charge,
        payment_intent: id,
        reason: 'fraudulent',
        status,
        created: now(),
        livemode: false,
      });
    },
    refundPaymentIntent(id, amount) {
      const chargeId = String(get(id).latest_charge);
      const charge = get(chargeId);
      const refunded = amount ?? Number(charge.amount);
      return update(chargeId, { amount_refunded: refunded, refunded: refunded >= Number(charge.amount) });
    },
    paySubscription,
    setSubscriptionStatus: (id, status) => update(id, { status }),
    event,
    sign,
    webhookDeliveries,
    close: () => server.close(),
  };
}
