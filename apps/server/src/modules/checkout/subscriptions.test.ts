import { FAKE_PRICES } from '@bible-journey/test-support/fake-stripe';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { registerUser } from '../../test/app.js';
import { insertChallenge } from '../../test/challenges.js';
import {
  type CheckoutContext,
  call,
  checkoutContext,
  deliver,
  paySubscription,
  postWebhook,
  premiumOf,
} from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';
import { grantPremium } from '../premium/service.js';

/** A leader with a challenge who has paid a subscription; no webhook delivered yet. */
async function subscribedLeader(context: CheckoutContext) {
  const { token, user } = await registerUser(context.app);
  const userId = await userIdOf(context.database, user.email);
  const { challengeId } = await insertChallenge(context.database, userId);
  const subscriptionId = await paySubscription(context, token, user.email);
  return { token, userId, challengeId, subscriptionId };
}

describe.each(testDatabases)('Stripe subscriptions on $name', (kind) => {
  const context = checkoutContext(kind);
  const suspendedAt = async (challengeId: string) =>
    (await context.database.db.select().from(challenges).where(eq(challenges.id, challengeId)))[0]?.suspendedAt;
  const subscription = (id: string) => context.stripe.object(id);

  it('a paid invoice gives premium subscription, with the subscription and its customer', async () => {
    const { token, subscriptionId } = await subscribedLeader(context);
    const invoice = context.stripe.object(String(subscription(subscriptionId).latest_invoice));
    await deliver(context, 'invoice.paid', invoice);
    expect(await premiumOf(context.app, token)).toEqual({
      type: 'subscription',
      amountPurchases: 0,
      origin: 'stripe',
      ownedChallenges: 1,
      product_title: 'Monthly subscription',
      amount_paid: 2000,
      currency_paid: 'usd',
      subscription_id: subscriptionId,
      customer_id: subscription(subscriptionId).customer,
    });
  });

  it('an incomplete subscription gives nothing, even when an event says it is active', async () => {
    const { token, user } = await registerUser(context.app);
    const { customer } = (
      await call(context.app, 'POST', '/api/checkout/create-customer', token, { email: user.email })
    ).json();
    const { subscriptionId } = (
      await call(context.app, 'POST', '/api/checkout/create-subscription', token, {
        priceId: FAKE_PRICES.monthlyBrl,
        customerId: customer.id,
      })
    ).json();
    await deliver(context, 'customer.subscription.created', { ...subscription(subscriptionId), status: 'active' });
    expect(await premiumOf(context.app, token)).toBeNull();
  });

  it('canceled, unpaid or expired: premium goes and the challenges are suspended; active again: back', async () => {
    const { token, challengeId, subscriptionId } = await subscribedLeader(context);
    await deliver(context, 'customer.subscription.updated', subscription(subscriptionId));
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'subscription' });

    // Stripe retrying the card keeps premium meanwhile.
    context.stripe.setSubscriptionStatus(subscriptionId, 'past_due');
    await deliver(context, 'customer.subscription.updated', subscription(subscriptionId));
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'subscription' });

    for (const status of ['unpaid', 'incomplete_expired', 'canceled']) {
      context.stripe.setSubscriptionStatus(subscriptionId, 'active');
      await deliver(context, 'customer.subscription.updated', subscription(subscriptionId));
      expect(await suspendedAt(challengeId), status).toBeNull();

      context.stripe.setSubscriptionStatus(subscriptionId, status);
      await deliver(context, 'customer.subscription.updated', subscription(subscriptionId));
      expect(await premiumOf(context.app, token), status).toBeNull();
      expect(await suspendedAt(challengeId), status).toBeInstanceOf(Date);
    }
  });

  it('events out of order end with the state Stripe has now', async () => {
    const { token, subscriptionId } = await subscribedLeader(context);
    // Built while the subscription was active, delivered last.
    const activeUpdate = context.stripe.event('customer.subscription.updated', subscription(subscriptionId));
    context.stripe.setSubscriptionStatus(subscriptionId, 'canceled');
    await deliver(context, 'customer.subscription.deleted', subscription(subscriptionId));
    expect((await postWebhook(context.app, context.stripe, activeUpdate.payload)).statusCode).toBe(200);
    expect(await premiumOf(context.app, token)).toBeNull();

    // And the other way round: a late "deleted" of a subscription active again changes nothing.
    const second = await subscribedLeader(context);
    const canceledEvent = context.stripe.event('customer.subscription.deleted', {
      ...subscription(second.subscriptionId),
      status: 'canceled',
    });
    await deliver(context, 'customer.subscription.created', subscription(second.subscriptionId));
    expect((await postWebhook(context.app, context.stripe, canceledEvent.payload)).statusCode).toBe(200);
    expect(await premiumOf(context.app, second.token)).toMatchObject({ type: 'subscription' });
  });

  describe('DELETE /api/premium', () => {
    it('cancels the subscription in Stripe; premium ends at once and the challenges are suspended', async () => {
      const { token, challengeId, subscriptionId } = await subscribedLeader(context);
      await deliver(
        context,
        'invoice.paid',
        context.stripe.object(String(subscription(subscriptionId).latest_invoice)),
      );

      const answer = await call(context.app, 'DELETE', '/api/premium', token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ premiumAccess: null });
      expect(subscription(subscriptionId).status).toBe('canceled');
      expect(await suspendedAt(challengeId)).toBeInstanceOf(Date);

      // Stripe's deletion event that follows changes nothing more.
      await deliver(context, 'customer.subscription.deleted', subscription(subscriptionId));
      expect(await premiumOf(context.app, token)).toBeNull();
      expect((await call(context.app, 'DELETE', '/api/premium', token)).statusCode).toBe(404);
    });

    it('cancels the subscription the subscription_id header names, only the account’s own', async () => {
      const mine = await subscribedLeader(context);
      const theirs = await subscribedLeader(context);
      for (const leader of [mine, theirs]) {
        await deliver(context, 'customer.subscription.updated', subscription(leader.subscriptionId));
      }
      const other = await call(context.app, 'DELETE', '/api/premium', mine.token, undefined, {
        subscription_id: theirs.subscriptionId,
      });
      expect(other.statusCode).toBe(404);
      expect(subscription(theirs.subscriptionId).status).toBe('active');

      const own = await call(context.app, 'DELETE', '/api/premium', mine.token, undefined, {
        subscription_id: mine.subscriptionId,
      });
      expect(own.statusCode).toBe(200);
      expect(subscription(mine.subscriptionId).status).toBe('canceled');
    });

    it('answers 404 without a Stripe subscription (an operator’s grant is not one)', async () => {
      const { token, user } = await registerUser(context.app);
      expect((await call(context.app, 'DELETE', '/api/premium', token)).statusCode).toBe(404);
      await grantPremium(context.database.db, { email: user.email, type: 'subscription' });
      const answer = await call(context.app, 'DELETE', '/api/premium', token);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('You have no subscription to cancel.');
      expect(await premiumOf(context.app, token)).toMatchObject({ type: 'subscription', origin: 'admin' });
    });
  });

  it('deleting the account cancels its subscription first; while Stripe fails, the account stays', async () => {
    const { token, subscriptionId } = await subscribedLeader(context);
    await deliver(context, 'customer.subscription.updated', subscription(subscriptionId));
    context.stripe.failing = true;
    try {
      expect((await call(context.app, 'DELETE', '/api/user', token)).statusCode).toBe(503);
    } finally {
      context.stripe.failing = false;
    }
    expect(subscription(subscriptionId).status).toBe('active');
    expect((await call(context.app, 'GET', '/api/user', token)).statusCode).toBe(200);

    expect((await call(context.app, 'DELETE', '/api/user', token)).statusCode).toBe(200);
    expect(subscription(subscriptionId).status).toBe('canceled');
  });
});
