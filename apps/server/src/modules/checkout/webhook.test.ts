import { CHECKOUT_UNAVAILABLE_MESSAGE } from '@bible-journey/contract';
import { FAKE_PRICES } from '@bible-journey/test-support/fake-stripe';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, stripeEvents } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { registerUser } from '../../test/app.js';
import { insertChallenge } from '../../test/challenges.js';
import {
  type CheckoutContext,
  call,
  checkoutContext,
  deliver,
  intentIdOf,
  payForChallenge,
  postWebhook,
  premiumOf,
} from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';
import { grantPremium, revokePremium } from '../premium/service.js';
import { handledEventsPruner } from './webhook.js';

const CUSTOMER = '/api/checkout/create-customer';
const INTENT = '/api/checkout/create-payment-intent';
const SUBSCRIPTION = '/api/checkout/create-subscription';

/** A signed-in user who has paid for a challenge, its payment_intent.succeeded event not delivered yet. */
async function buyerWithPayment(context: CheckoutContext) {
  const { token, user } = await registerUser(context.app);
  const intentId = await payForChallenge(context, token);
  return { token, userId: await userIdOf(context.database, user.email), intentId };
}

describe.each(testDatabases)('Stripe webhooks on $name', (kind) => {
  const context = checkoutContext(kind);
  const handled = async (eventId: string) =>
    (await context.database.db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId))).length;
  const suspendedAt = async (challengeId: string) =>
    (await context.database.db.select().from(challenges).where(eq(challenges.id, challengeId)))[0]?.suspendedAt;

  it('answers 503 without Stripe keys', async () => {
    const { payload } = context.stripe.event('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' });
    const answer = await postWebhook(context.withoutKeys, context.stripe, payload);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
  });

  it('refuses (400) an unsigned, wrongly signed, stale or altered event, and grants nothing', async () => {
    const { token, intentId } = await buyerWithPayment(context);
    const { id, payload } = context.stripe.event('payment_intent.succeeded', context.stripe.object(intentId));
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    const future = Math.floor(Date.now() / 1000) + 60 * 60;
    const refused: [string, string, string | null][] = [
      ['unsigned', payload, null],
      ['signed with another secret', payload, context.stripe.sign(payload, { secret: 'whsec_not_ours' })],
      ['signed 10 minutes ago', payload, context.stripe.sign(payload, { timestamp: stale })],
      ['signed for an hour from now', payload, context.stripe.sign(payload, { timestamp: future })],
      ['altered after signing', payload.replace('"livemode":false', '"livemode":true'), context.stripe.sign(payload)],
      ['garbage signature', payload, 't=1,v1=abc'],
    ];
    for (const [label, body, signature] of refused) {
      const answer = await postWebhook(context.app, context.stripe, body, signature);
      expect(answer.statusCode, label).toBe(400);
    }
    expect(await premiumOf(context.app, token)).toBeNull();
    expect(await handled(id)).toBe(0);

    // The genuine delivery of the same event still counts.
    expect((await postWebhook(context.app, context.stripe, payload)).json()).toEqual({ received: true });
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'one_time', amountPurchases: 1 });
  });

  it('a paid challenge gives one_time premium with 1 purchase; a second purchase makes 2', async () => {
    const { token, intentId } = await buyerWithPayment(context);
    await deliver(context, 'payment_intent.succeeded', context.stripe.object(intentId));
    expect(await premiumOf(context.app, token)).toEqual({
      type: 'one_time',
      amountPurchases: 1,
      origin: 'stripe',
      ownedChallenges: 0,
      product_title: 'One challenge',
      amount_paid: 10000,
      currency_paid: 'brl',
    });

    const second = await payForChallenge(context, token);
    expect(second).not.toBe(intentId);
    await deliver(context, 'payment_intent.succeeded', context.stripe.object(second));
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'one_time', amountPurchases: 2 });
  });

  it('a redelivered event grants once', async () => {
    const { token, intentId } = await buyerWithPayment(context);
    const { id, payload } = context.stripe.event('payment_intent.succeeded', context.stripe.object(intentId));
    for (let delivery = 0; delivery < 3; delivery++) {
      expect((await postWebhook(context.app, context.stripe, payload)).statusCode).toBe(200);
    }
    expect(await premiumOf(context.app, token)).toMatchObject({ amountPurchases: 1 });
    expect(await handled(id)).toBe(1);
  });

  it('two concurrent deliveries of one event grant once', async () => {
    const { token, intentId } = await buyerWithPayment(context);
    const { payload } = context.stripe.event('payment_intent.succeeded', context.stripe.object(intentId));
    const answers = await Promise.all([1, 2, 3].map(() => postWebhook(context.app, context.stripe, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(await premiumOf(context.app, token)).toMatchObject({ amountPurchases: 1 });
  });

  it('trusts Stripe’s state over the event’s: an intent not paid grants nothing', async () => {
    const { token } = await registerUser(context.app);
    const created = await call(context.app, 'POST', INTENT, token, { price_id: FAKE_PRICES.challengeBrl });
    const intentId = intentIdOf(created.json().clientSecret);
    await deliver(context, 'payment_intent.succeeded', { ...context.stripe.object(intentId), status: 'succeeded' });
    expect(await premiumOf(context.app, token)).toBeNull();
  });

  it('acknowledges, once, an event about a payment Stripe does not have, so it is not redelivered for days', async () => {
    const { id, payload } = context.stripe.event('payment_intent.succeeded', {
      id: 'pi_nobody_has_this',
      object: 'payment_intent',
    });
    for (let delivery = 0; delivery < 2; delivery++) {
      const answer = await postWebhook(context.app, context.stripe, payload);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    expect(await handled(id)).toBe(1);
  });

  it('acknowledges events about nothing the app sold, and changes nothing', async () => {
    const { token, user } = await registerUser(context.app);
    const { customer } = (await call(context.app, 'POST', CUSTOMER, token, { email: user.email })).json();
    await deliver(context, 'customer.created', context.stripe.object(customer.id));
    // A subscription invoice's own payment intent carries no purchase of ours.
    const subscription = await call(context.app, 'POST', SUBSCRIPTION, token, {
      priceId: FAKE_PRICES.monthlyBrl,
      customerId: customer.id,
    });
    const invoiceIntent = intentIdOf(subscription.json().clientSecret);
    context.stripe.succeedPaymentIntent(invoiceIntent);
    await deliver(context, 'payment_intent.succeeded', context.stripe.object(invoiceIntent));
    expect(await premiumOf(context.app, token)).toBeNull();
  });

  describe('refunds', () => {
    it('a refunded purchase is taken back; the last one takes premium away and suspends the challenges', async () => {
      const { token, userId, intentId } = await buyerWithPayment(context);
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(intentId));
      const second = await payForChallenge(context, token);
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(second));
      const older = await insertChallenge(context.database, userId, { createdAt: new Date('2026-01-01T00:00:00Z') });
      const newer = await insertChallenge(context.database, userId, { createdAt: new Date('2026-02-01T00:00:00Z') });

      // A partial refund is a gesture: the challenge stays bought.
      const charge = context.stripe.refundPaymentIntent(second, 1000);
      await deliver(context, 'charge.refunded', charge);
      expect(await premiumOf(context.app, token)).toMatchObject({ type: 'one_time', amountPurchases: 2 });

      await deliver(context, 'charge.refunded', context.stripe.refundPaymentIntent(second));
      expect(await premiumOf(context.app, token)).toMatchObject({ amountPurchases: 1, ownedChallenges: 2 });
      // One purchase left keeps one challenge open: the older one.
      expect(await suspendedAt(older.challengeId)).toBeNull();
      expect(await suspendedAt(newer.challengeId)).toBeInstanceOf(Date);

      await deliver(context, 'charge.refunded', context.stripe.refundPaymentIntent(intentId));
      expect(await premiumOf(context.app, token)).toBeNull();
      expect(await suspendedAt(older.challengeId)).toBeInstanceOf(Date);

      // Buying again opens the older one as it was.
      const third = await payForChallenge(context, token);
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(third));
      expect(await premiumOf(context.app, token)).toMatchObject({ amountPurchases: 1 });
      expect(await suspendedAt(older.challengeId)).toBeNull();
      expect(await suspendedAt(newer.challengeId)).toBeInstanceOf(Date);
    });
  });

  it('forgets handled events after 30 days, pruning at most once an hour', async () => {
    const old = `evt_old_${Math.random().toString(36).slice(2)}`;
    const recent = `evt_recent_${Math.random().toString(36).slice(2)}`;
    const longAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000);
    await context.database.db.insert(stripeEvents).values([
      { id: old, type: 'payment_intent.succeeded', receivedAt: longAgo },
      { id: recent, type: 'payment_intent.succeeded' },
    ]);
    const prune = handledEventsPruner({ db: context.database.db, log: context.app.log });
    const now = Date.now();
    await prune(now);
    expect(await handled(old)).toBe(0);
    expect(await handled(recent)).toBe(1);

    const another = `evt_old_${Math.random().toString(36).slice(2)}`;
    await context.database.db
      .insert(stripeEvents)
      .values({ id: another, type: 'charge.refunded', receivedAt: longAgo });
    await prune(now + 59 * 60 * 1000);
    expect(await handled(another)).toBe(1);
    await prune(now + 61 * 60 * 1000);
    expect(await handled(another)).toBe(0);
  });

  describe('disputes', () => {
    it('a dispute open or won leaves the challenge bought; one the bank decided against us takes it back', async () => {
      const { token, intentId } = await buyerWithPayment(context);
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(intentId));

      await deliver(context, 'charge.dispute.created', context.stripe.disputePaymentIntent(intentId));
      expect(await premiumOf(context.app, token)).toMatchObject({ type: 'one_time', amountPurchases: 1 });
      await deliver(context, 'charge.dispute.closed', context.stripe.disputePaymentIntent(intentId, 'won'));
      expect(await premiumOf(context.app, token)).toMatchObject({ amountPurchases: 1 });

      const other = await buyerWithPayment(context);
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(other.intentId));
      await deliver(context, 'charge.dispute.created', context.stripe.disputePaymentIntent(other.intentId));
      await deliver(context, 'charge.dispute.closed', context.stripe.disputePaymentIntent(other.intentId, 'lost'));
      expect(await premiumOf(context.app, other.token)).toBeNull();
      // A late copy of the payment's own event reads Stripe again: still lost.
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(other.intentId));
      expect(await premiumOf(context.app, other.token)).toBeNull();
    });
  });

  describe('with an operator’s grant', () => {
    it('purchases add to it, and revoking it leaves what was paid for', async () => {
      const { token, user } = await registerUser(context.app);
      await grantPremium(context.database.db, { email: user.email, type: 'one_time' });
      const intentId = await payForChallenge(context, token);
      await deliver(context, 'payment_intent.succeeded', context.stripe.object(intentId));
      expect(await premiumOf(context.app, token)).toMatchObject({
        type: 'one_time',
        amountPurchases: 2,
        origin: 'stripe',
      });

      expect(await revokePremium(context.database.db, user.email)).toEqual({ revoked: true, suspendedChallenges: 0 });
      expect(await premiumOf(context.app, token)).toMatchObject({
        type: 'one_time',
        amountPurchases: 1,
        origin: 'stripe',
      });
    });
  });
});
