import { CHECKOUT_UNAVAILABLE_MESSAGE } from '@bible-journey/contract';
import { FAKE_PRICES } from '@bible-journey/test-support/fake-stripe';
import { describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/accounts.js';
import { buildTestApp, registerUser } from '../../test/app.js';
import { call, checkoutContext, intentIdOf, premiumOf } from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';

const CONFIG = '/api/checkout/config';
const CUSTOMER = '/api/checkout/create-customer';
const INTENT = '/api/checkout/create-payment-intent';
const SUBSCRIPTION = '/api/checkout/create-subscription';

describe.each(testDatabases)('checkout calls on $name', (kind) => {
  const context = checkoutContext(kind);
  const stripeCalls = (method: string, path: string) =>
    context.stripe.requests.filter((request) => request.method === method && request.path.startsWith(path));

  describe('GET /api/checkout/config', () => {
    it('answers the publishable key and the prices, each with its currency, cents, amount and titles', async () => {
      const { token } = await registerUser(context.app);
      const answer = await call(context.app, 'GET', CONFIG, token);
      expect(answer.statusCode).toBe(200);
      const { publishableKey, prices } = answer.json();
      expect(publishableKey).toBe('pk_test_fake');
      expect(prices).toHaveLength(4);
      expect(prices).toContainEqual({
        id: FAKE_PRICES.monthlyBrl,
        type: 'subscription',
        currency: 'brl',
        unit_amount: 2000,
        price: { value: 20, currency: 'BRL' },
        recurring: { interval: 'month' },
        product: {
          id: 'prod_monthly',
          name: 'Monthly subscription',
          metadata: { title_pt_br: 'Assinatura mensal', title_en: 'Monthly subscription' },
        },
      });
      expect(prices).toContainEqual(
        expect.objectContaining({
          id: FAKE_PRICES.challengeUsd,
          type: 'one_time',
          currency: 'usd',
          unit_amount: 10000,
          price: { value: 100, currency: 'USD' },
          recurring: null,
        }),
      );

      // The prices are kept a while: the next call doesn't ask Stripe again.
      const asked = stripeCalls('GET', '/v1/prices/').length;
      expect((await call(context.app, 'GET', CONFIG, token)).json().prices).toEqual(prices);
      expect(stripeCalls('GET', '/v1/prices/')).toHaveLength(asked);
    });

    it('answers 503 with the spec’s message when a configured price can’t be sold', async () => {
      const misconfigured = await buildTestApp(context.database, {
        checkout: { ...context.stripe.checkout, monthlyPriceIds: [FAKE_PRICES.challengeBrl] },
      });
      try {
        const { token } = await registerUser(misconfigured);
        const answer = await call(misconfigured, 'GET', CONFIG, token);
        expect(answer.statusCode).toBe(503);
        expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
      } finally {
        await misconfigured.close();
      }
    });
  });

  describe('every checkout call', () => {
    const calls = [
      ['GET', CONFIG, undefined],
      ['POST', CUSTOMER, { email: 'ruth@example.com' }],
      ['POST', INTENT, { price_id: FAKE_PRICES.challengeBrl }],
      ['POST', SUBSCRIPTION, { priceId: FAKE_PRICES.monthlyBrl, customerId: 'cus_x' }],
      ['DELETE', '/api/premium', undefined],
    ] as const;

    it('answers 401 signed out', async () => {
      for (const [method, url, payload] of calls) {
        expect((await call(context.app, method, url, null, payload)).statusCode, url).toBe(401);
        expect((await call(context.withoutKeys, method, url, null, payload)).statusCode, url).toBe(401);
      }
    });

    it('answers 503 with exactly the spec’s message without Stripe keys', async () => {
      const { token } = await registerUser(context.withoutKeys);
      for (const [method, url, payload] of calls) {
        const answer = await call(context.withoutKeys, method, url, token, payload);
        expect(answer.statusCode, url).toBe(503);
        expect(answer.json().message, url).toBe('Sorry, checkout is temporarily unavailable. Please try again later.');
      }
    });

    it('answers 503 with the spec’s message while Stripe fails, and works again after', async () => {
      const { token, user } = await registerUser(context.app);
      context.stripe.failing = true;
      try {
        const answer = await call(context.app, 'POST', CUSTOMER, token, { email: user.email });
        expect(answer.statusCode).toBe(503);
        expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
      } finally {
        context.stripe.failing = false;
      }
      expect((await call(context.app, 'POST', CUSTOMER, token, { email: user.email })).statusCode).toBe(200);
    });

    it('answers 400 to bad input, naming the field', async () => {
      const { token } = await registerUser(context.app);
      const bad: [string, object, string, Record<string, string>?][] = [
        [CUSTOMER, {}, 'body.email'],
        [CUSTOMER, { email: 'not-an-email' }, 'body.email'],
        [CUSTOMER, { email: 'a@example.com' }, 'headers.idempotency-key', { 'idempotency-key': 'two words' }],
        [CUSTOMER, { email: 'a@example.com' }, 'headers.idempotency-key', { 'idempotency-key': 'k'.repeat(201) }],
        [INTENT, {}, 'body.price_id'],
        [INTENT, { price_id: 'sku_123' }, 'body.price_id'],
        [INTENT, { price_id: 'price_unknown' }, 'body.price_id'],
        [INTENT, { price_id: FAKE_PRICES.monthlyBrl }, 'body.price_id'],
        [SUBSCRIPTION, { customerId: 'cus_1' }, 'body.priceId'],
        [SUBSCRIPTION, { priceId: FAKE_PRICES.challengeUsd, customerId: 'cus_1' }, 'body.priceId'],
        [SUBSCRIPTION, { priceId: FAKE_PRICES.monthlyUsd }, 'body.customerId'],
        [SUBSCRIPTION, { priceId: FAKE_PRICES.monthlyUsd, customerId: 'sub_1' }, 'body.customerId'],
      ];
      for (const [url, payload, field, headers] of bad) {
        const answer = await call(context.app, 'POST', url, token, payload, headers);
        expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(answer.json().message).toContain(field);
      }
      const badHeader = await call(context.app, 'DELETE', '/api/premium', token, undefined, { subscription_id: 'x' });
      expect(badHeader.statusCode).toBe(400);
      expect(badHeader.json().message).toContain('headers.subscription_id');
    });
  });

  describe('POST /api/checkout/create-customer', () => {
    it('makes one Stripe customer per account, for it', async () => {
      const { token, user } = await registerUser(context.app);
      const first = await call(context.app, 'POST', CUSTOMER, token, { email: user.email });
      expect(first.statusCode).toBe(200);
      const { id } = first.json().customer;
      expect(id).toMatch(/^cus_/);
      const again = await call(context.app, 'POST', CUSTOMER, token, { email: 'other@example.com' });
      expect(again.json()).toEqual({ customer: { id } });
      expect(context.stripe.object(id)).toMatchObject({
        email: user.email,
        metadata: { userId: await userIdOf(context.database, user.email) },
      });
    });
  });

  describe('POST /api/checkout/create-payment-intent', () => {
    it('answers a payment intent’s client secret for the price; a retry gets the same one', async () => {
      const { token, user } = await registerUser(context.app);
      const first = await call(context.app, 'POST', INTENT, token, { price_id: FAKE_PRICES.challengeUsd });
      expect(first.statusCode).toBe(200);
      const { clientSecret } = first.json();
      expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      expect(context.stripe.object(intentIdOf(clientSecret))).toMatchObject({
        amount: 10000,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: { userId: await userIdOf(context.database, user.email), kind: 'one_time' },
      });
      const retry = await call(context.app, 'POST', INTENT, token, { price_id: FAKE_PRICES.challengeUsd });
      expect(retry.json()).toEqual({ clientSecret });
      // Creating is not buying: premium comes with Stripe's webhook only.
      expect(await premiumOf(context.app, token)).toBeNull();
    });

    it('makes a new intent for a purchase made again, once the earlier one is paid', async () => {
      const { token } = await registerUser(context.app);
      const buy = async () =>
        (await call(context.app, 'POST', INTENT, token, { price_id: FAKE_PRICES.challengeBrl })).json().clientSecret;
      const first = await buy();
      context.stripe.succeedPaymentIntent(intentIdOf(first));
      const second = await buy();
      expect(second).not.toBe(first);
      expect(await buy()).toBe(second);
      // Paid or not, the client's word grants nothing.
      expect(await premiumOf(context.app, token)).toBeNull();
    });

    it('honours the Idempotency-Key header, for its sender only', async () => {
      const one = await registerUser(context.app);
      const two = await registerUser(context.app);
      const buy = async (token: string, key: string) => {
        const answer = await call(
          context.app,
          'POST',
          INTENT,
          token,
          { price_id: FAKE_PRICES.challengeBrl },
          {
            'idempotency-key': key,
          },
        );
        expect(answer.statusCode).toBe(200);
        return answer.json().clientSecret;
      };
      const first = await buy(one.token, 'checkout-1');
      expect(await buy(one.token, 'checkout-1')).toBe(first);
      expect(await buy(one.token, 'checkout-2')).not.toBe(first);
      expect(await buy(two.token, 'checkout-1')).not.toBe(first);

      // The same key for another request is the client's mistake.
      const reused = await call(
        context.app,
        'POST',
        INTENT,
        one.token,
        { price_id: FAKE_PRICES.challengeUsd },
        {
          'idempotency-key': 'checkout-1',
        },
      );
      expect(reused.statusCode).toBe(409);
      expect(context.stripe.requests.every((request) => !request.idempotencyKey?.includes('checkout-1'))).toBe(true);
    });
  });

  describe('POST /api/checkout/create-subscription', () => {
    it('answers the incomplete subscription and its first invoice’s client secret; a retry gets the same', async () => {
      const { token, user } = await registerUser(context.app);
      const { customer } = (await call(context.app, 'POST', CUSTOMER, token, { email: user.email })).json();
      const body = { priceId: FAKE_PRICES.monthlyBrl, customerId: customer.id };
      const first = await call(context.app, 'POST', SUBSCRIPTION, token, body);
      expect(first.statusCode).toBe(200);
      const { subscriptionId, clientSecret } = first.json();
      expect(subscriptionId).toMatch(/^sub_/);
      expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      expect(context.stripe.object(subscriptionId)).toMatchObject({
        status: 'incomplete',
        customer: customer.id,
        metadata: { userId: await userIdOf(context.database, user.email), kind: 'subscription' },
      });
      expect((await call(context.app, 'POST', SUBSCRIPTION, token, body)).json()).toEqual({
        subscriptionId,
        clientSecret,
      });
      expect(await premiumOf(context.app, token)).toBeNull();
    });

    it('answers 404 for a customer that isn’t the account’s', async () => {
      const owner = await registerUser(context.app);
      const { customer } = (await call(context.app, 'POST', CUSTOMER, owner.token, { email: owner.user.email })).json();
      const other = await registerUser(context.app);
      const answer = await call(context.app, 'POST', SUBSCRIPTION, other.token, {
        priceId: FAKE_PRICES.monthlyBrl,
        customerId: customer.id,
      });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toContain('body.customerId');
    });

    it('answers 409 when the subscription made is already paid for', async () => {
      const { token, user } = await registerUser(context.app);
      const { customer } = (await call(context.app, 'POST', CUSTOMER, token, { email: user.email })).json();
      const body = { priceId: FAKE_PRICES.monthlyUsd, customerId: customer.id };
      const { subscriptionId } = (await call(context.app, 'POST', SUBSCRIPTION, token, body)).json();
      context.stripe.paySubscription(subscriptionId);
      const again = await call(context.app, 'POST', SUBSCRIPTION, token, body);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('You already have a subscription.');
    });
  });
});
