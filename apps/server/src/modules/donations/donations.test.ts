import { CHECKOUT_UNAVAILABLE_MESSAGE } from '@bible-journey/contract';
import { DONATION_PRODUCT } from '@bible-journey/test-support/fake-stripe';
import { describe, expect, it } from 'vitest';
import { userIdOf } from '../../test/accounts.js';
import { buildTestApp, registerUser } from '../../test/app.js';
import { call, checkoutContext, deliver, intentIdOf, premiumOf } from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';

const INTENT = '/api/donations/create-payment-intent';
const SUBSCRIPTION = '/api/donations/create-subscription';

describe.each(testDatabases)('donations on $name', (kind) => {
  const context = checkoutContext(kind);
  const object = (id: string) => context.stripe.object(id);

  describe('POST /api/donations/create-payment-intent', () => {
    it('makes a payment intent of the amount for someone signed out, marked a donation of nobody', async () => {
      const answer = await call(context.app, 'POST', INTENT, null, { amount: 2500, currency: 'brl' });
      expect(answer.statusCode).toBe(200);
      const { clientSecret, publishableKey } = answer.json();
      expect(publishableKey).toBe('pk_test_fake');
      expect(object(intentIdOf(clientSecret))).toMatchObject({
        amount: 2500,
        currency: 'brl',
        status: 'requires_payment_method',
        metadata: { kind: 'donation' },
      });
      expect(object(intentIdOf(clientSecret)).metadata).not.toHaveProperty('userId');
    });

    it('notes the account of someone signed in; a retry with the same Idempotency-Key gets the same intent', async () => {
      const { token, user } = await registerUser(context.app);
      const give = (key: string) =>
        call(context.app, 'POST', INTENT, token, { amount: 1000, currency: 'usd' }, { 'idempotency-key': key });
      const first = (await give('donation-1')).json().clientSecret;
      expect(object(intentIdOf(first))).toMatchObject({
        amount: 1000,
        currency: 'usd',
        metadata: { kind: 'donation', userId: await userIdOf(context.database, user.email) },
      });
      expect((await give('donation-1')).json().clientSecret).toBe(first);
      expect((await give('donation-2')).json().clientSecret).not.toBe(first);
      // Signed out, two people giving the same amount never share a payment.
      const anonymous = async () =>
        (await call(context.app, 'POST', INTENT, null, { amount: 1000, currency: 'usd' })).json().clientSecret;
      expect(await anonymous()).not.toBe(await anonymous());
    });

    it('grants no premium when Stripe reports the donation paid', async () => {
      const { token } = await registerUser(context.app);
      const { clientSecret } = (
        await call(context.app, 'POST', INTENT, token, { amount: 5000, currency: 'brl' })
      ).json();
      const paid = context.stripe.succeedPaymentIntent(intentIdOf(clientSecret));
      await deliver(context, 'payment_intent.succeeded', paid);
      expect(await premiumOf(context.app, token)).toBeNull();
    });
  });

  describe('POST /api/donations/create-subscription', () => {
    it('makes a monthly subscription of the amount under the donation product, for the account’s customer', async () => {
      const { token, user } = await registerUser(context.app);
      const answer = await call(context.app, 'POST', SUBSCRIPTION, token, { amount: 1000, currency: 'usd' });
      expect(answer.statusCode).toBe(200);
      const { subscriptionId, clientSecret, publishableKey } = answer.json();
      expect(clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
      expect(publishableKey).toBe('pk_test_fake');
      const subscription = object(subscriptionId);
      expect(subscription).toMatchObject({
        status: 'incomplete',
        metadata: { kind: 'donation', userId: await userIdOf(context.database, user.email) },
      });
      expect((subscription.items as { data: { price: object }[] }).data[0]?.price).toMatchObject({
        product: DONATION_PRODUCT,
        currency: 'usd',
        unit_amount: 1000,
        recurring: { interval: 'month' },
      });
      expect(object(String(subscription.customer))).toMatchObject({ email: user.email });

      // Paid every month, it still grants no premium.
      const paid = context.stripe.paySubscription(subscriptionId);
      await deliver(context, 'customer.subscription.updated', paid);
      expect(await premiumOf(context.app, token)).toBeNull();
    });

    it('answers 401 signed out', async () => {
      const answer = await call(context.app, 'POST', SUBSCRIPTION, null, { amount: 1000, currency: 'usd' });
      expect(answer.statusCode).toBe(401);
    });

    it('answers 503 with the checkout message without a donation product, one-time donations still made', async () => {
      const { donationProductId: _, ...withoutProduct } = context.stripe.checkout;
      const app = await buildTestApp(context.database, {
        checkout: { ...withoutProduct, donationProductId: undefined },
      });
      try {
        const { token } = await registerUser(app);
        const answer = await call(app, 'POST', SUBSCRIPTION, token, { amount: 1000, currency: 'usd' });
        expect(answer.statusCode).toBe(503);
        expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
        expect((await call(app, 'POST', INTENT, token, { amount: 1000, currency: 'usd' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });

  it('answers 503 with the checkout message without Stripe keys', async () => {
    const { token } = await registerUser(context.withoutKeys);
    for (const [url, caller] of [
      [INTENT, null],
      [INTENT, token],
      [SUBSCRIPTION, token],
    ] as const) {
      const answer = await call(context.withoutKeys, 'POST', url, caller, { amount: 1000, currency: 'brl' });
      expect(answer.statusCode, url).toBe(503);
      expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
    }
  });

  it('answers 400 to bad input, naming the field', async () => {
    const { token } = await registerUser(context.app);
    const bad: [object, string, Record<string, string>?][] = [
      [{ currency: 'brl' }, 'body.amount'],
      [{ amount: 99, currency: 'brl' }, 'body.amount'],
      [{ amount: 100_001, currency: 'brl' }, 'body.amount'],
      [{ amount: 10.5, currency: 'brl' }, 'body.amount'],
      [{ amount: '1000', currency: 'brl' }, 'body.amount'],
      [{ amount: 1000 }, 'body.currency'],
      [{ amount: 1000, currency: 'eur' }, 'body.currency'],
      [{ amount: 1000, currency: 'brl' }, 'headers.idempotency-key', { 'idempotency-key': 'two words' }],
    ];
    for (const url of [INTENT, SUBSCRIPTION]) {
      for (const [payload, field, headers] of bad) {
        const answer = await call(context.app, 'POST', url, token, payload, headers);
        expect(answer.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(answer.json().message).toContain(field);
      }
    }
  });

  it('deleting the account cancels its monthly donation first', async () => {
    const { token } = await registerUser(context.app);
    const { subscriptionId } = (
      await call(context.app, 'POST', SUBSCRIPTION, token, { amount: 2500, currency: 'brl' })
    ).json();
    context.stripe.paySubscription(subscriptionId);
    expect((await call(context.app, 'DELETE', '/api/user', token)).statusCode).toBe(200);
    expect(object(subscriptionId).status).toBe('canceled');
  });
});
