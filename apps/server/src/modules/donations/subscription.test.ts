import { CHECKOUT_UNAVAILABLE_MESSAGE } from '@bible-journey/contract';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/app.js';
import { type CheckoutContext, call, checkoutContext, paySubscription } from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';

const SUBSCRIPTION = '/api/donations/subscription';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A monthly donation of the account, its first month paid unless told. Its subscription id. */
async function giveMonthly(context: CheckoutContext, token: string, amount: number, isPaid = true) {
  const created = await call(context.app, 'POST', '/api/donations/create-subscription', token, {
    amount,
    currency: 'brl',
  });
  if (created.statusCode !== 200) throw new Error(`donation: ${created.statusCode} ${created.body}`);
  const { subscriptionId } = created.json();
  if (isPaid) context.stripe.paySubscription(subscriptionId);
  return subscriptionId as string;
}

describe.each(testDatabases)('monthly donations on $name', (kind) => {
  const context = checkoutContext(kind);
  const statusOf = (id: string) => context.stripe.object(id).status;
  const read = async (token: string) => (await call(context.app, 'GET', SUBSCRIPTION, token)).json();
  const stop = (token: string, subscriptionId?: string) =>
    call(
      context.app,
      'DELETE',
      SUBSCRIPTION,
      token,
      undefined,
      subscriptionId ? { subscription_id: subscriptionId } : {},
    );

  describe('GET /api/donations/subscription', () => {
    it('answers the donations still giving as Stripe has them: amount, currency, status, next payment', async () => {
      const { token, user } = await registerUser(context.app);
      // A premium subscription of the same customer and a donation never paid are not donations giving.
      await paySubscription(context, token, user.email);
      await giveMonthly(context, token, 1000, false);
      const id = await giveMonthly(context, token, 2500);
      const answer = await call(context.app, 'GET', SUBSCRIPTION, token);
      expect(answer.statusCode).toBe(200);
      const { donations } = answer.json();
      expect(donations).toEqual([
        { id, amount: 2500, currency: 'brl', status: 'active', nextPaymentAt: expect.any(String) },
      ]);
      const untilNext = Date.parse(donations[0].nextPaymentAt) - Date.now();
      expect(untilNext).toBeGreaterThan(27 * DAY_MS);
      expect(untilNext).toBeLessThan(32 * DAY_MS);
    });

    it('answers none for an account that never gave monthly (no Stripe customer)', async () => {
      const { token } = await registerUser(context.app);
      expect(await read(token)).toEqual({ donations: [] });
    });
  });

  describe('DELETE /api/donations/subscription', () => {
    it('stops every running donation at once; stopping again answers the same', async () => {
      const { token } = await registerUser(context.app);
      const first = await giveMonthly(context, token, 1000);
      const second = await giveMonthly(context, token, 5000);
      const answer = await stop(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ donations: [] });
      expect([statusOf(first), statusOf(second)]).toEqual(['canceled', 'canceled']);
      expect(await read(token)).toEqual({ donations: [] });

      const again = await stop(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ donations: [] });
      const named = await stop(token, first);
      expect(named.statusCode).toBe(200);
      expect(named.json()).toEqual({ donations: [] });
    });

    it('stops the one the subscription_id header names and answers the others still giving', async () => {
      const { token } = await registerUser(context.app);
      const kept = await giveMonthly(context, token, 1000);
      const stopped = await giveMonthly(context, token, 2500);
      const answer = await stop(token, stopped);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().donations).toEqual([expect.objectContaining({ id: kept, amount: 1000 })]);
      expect([statusOf(kept), statusOf(stopped)]).toEqual(['active', 'canceled']);
    });

    it('answers 404 without a donation: none ever, another account’s, or a premium subscription', async () => {
      const { token, user } = await registerUser(context.app);
      const other = await registerUser(context.app);
      const othersDonation = await giveMonthly(context, other.token, 1000);
      expect((await stop(token)).statusCode).toBe(404);
      const premium = await paySubscription(context, token, user.email);
      for (const named of [undefined, othersDonation, premium]) {
        const answer = await stop(token, named);
        expect(answer.statusCode, String(named)).toBe(404);
        expect(answer.json().message).toBe('You have no monthly donation to stop.');
      }
      expect([statusOf(othersDonation), statusOf(premium)]).toEqual(['active', 'active']);
    });

    it('answers 400 to a subscription_id that is not one, naming the header', async () => {
      const { token } = await registerUser(context.app);
      const answer = await stop(token, 'price_123');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toContain('headers.subscription_id');
    });
  });

  it('answers 401 signed out', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await call(context.app, method, SUBSCRIPTION, null)).statusCode, method).toBe(401);
    }
  });

  it('answers 503 with the checkout message without Stripe keys, or while Stripe fails; nothing is lost', async () => {
    const { token } = await registerUser(context.withoutKeys);
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await call(context.withoutKeys, method, SUBSCRIPTION, token);
      expect(answer.statusCode, method).toBe(503);
      expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
    }

    const donor = await registerUser(context.app);
    const id = await giveMonthly(context, donor.token, 1000);
    context.stripe.failing = true;
    try {
      for (const method of ['GET', 'DELETE'] as const) {
        const answer = await call(context.app, method, SUBSCRIPTION, donor.token);
        expect(answer.statusCode, method).toBe(503);
        expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
      }
    } finally {
      context.stripe.failing = false;
    }
    expect(statusOf(id)).toBe('active');
  });
});
