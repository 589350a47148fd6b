import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { premiumAccess, storePurchases } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { registerUser } from '../../test/app.js';
import { creationBody, postChallenge } from '../../test/challenge-members.js';
import { call, premiumOf } from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';
import { type FakeSubscription, newPurchaseToken, PLAY_PRODUCTS } from '../../test/fake-google-play.js';
import { googlePlayContext } from '../../test/google-play.js';
import { PLAY_RECHECK_INTERVAL_MS } from './play-refresh.js';

const VALIDATE = '/api/checkout/android/validate';
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

describe.each(testDatabases)('Play purchases read again from Google as premium is read, on $name', (kind) => {
  const context = googlePlayContext(kind);

  const active = (): FakeSubscription => ({
    productId: PLAY_PRODUCTS.monthly,
    state: 'SUBSCRIPTION_STATE_ACTIVE',
    expiryTime: inDays(30),
  });
  /** How often Google was asked about the purchase (its reads only, not acknowledgements). */
  const readsOf = (purchaseToken: string) =>
    context.play.requests.filter(({ method, path }) => method === 'GET' && path.endsWith(`/tokens/${purchaseToken}`))
      .length;
  const storedPurchase = async (purchaseToken: string) =>
    (await context.database.db.select().from(storePurchases).where(eq(storePurchases.purchaseId, purchaseToken)))[0];
  /** Time passes: the purchase was read (and checked) longer ago than the interval. */
  const age = async (purchaseToken: string) => {
    const longAgo = new Date(Date.now() - PLAY_RECHECK_INTERVAL_MS - 1000);
    await context.database.db
      .update(storePurchases)
      .set({ readAt: longAgo, checkedAt: longAgo })
      .where(eq(storePurchases.purchaseId, purchaseToken));
  };
  /** Time passes beyond the stored expiry of the user's subscription, with no renewal told. */
  const lapse = async (purchaseToken: string, email: string) => {
    const yesterday = new Date(Date.now() - DAY);
    await context.database.db
      .update(storePurchases)
      .set({ expiresAt: yesterday })
      .where(eq(storePurchases.purchaseId, purchaseToken));
    await context.database.db
      .update(premiumAccess)
      .set({ expiresAt: yesterday })
      .where(eq(premiumAccess.userId, await userIdOf(context.database, email)));
    await age(purchaseToken);
  };
  /** A user whose monthly Play subscription was validated and has since passed its stored expiry. */
  async function lapsedSubscriber() {
    const { user, token } = await registerUser(context.app);
    const purchaseToken = newPurchaseToken();
    context.play.setSubscription(purchaseToken, active());
    const validated = await call(context.app, 'POST', VALIDATE, token, {
      purchaseToken,
      subscription_id: PLAY_PRODUCTS.monthly,
    });
    expect(validated.json().premiumGranted).toBe(true);
    await lapse(purchaseToken, user.email);
    return { user, token, purchaseToken };
  }

  it('a subscription Google renewed stays premium, its stored end moved; Google is not asked again', async () => {
    const { token, purchaseToken } = await lapsedSubscriber();
    const renewedUntil = inDays(60);
    context.play.setSubscription(purchaseToken, { ...active(), expiryTime: renewedUntil, acknowledged: true });
    const reads = readsOf(purchaseToken);
    const answer = await call(context.app, 'GET', '/api/premium', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().premiumAccess).toMatchObject({ type: 'subscription', origin: 'android', purchaseToken });
    expect(readsOf(purchaseToken)).toBe(reads + 1);
    expect((await storedPurchase(purchaseToken))?.expiresAt).toEqual(new Date(renewedUntil));
    expect(await premiumOf(context.app, token)).toMatchObject({ origin: 'android' });
    expect(readsOf(purchaseToken)).toBe(reads + 1);
  });

  it('a subscription Google says expired: premium is gone', async () => {
    const { token, purchaseToken } = await lapsedSubscriber();
    context.play.setSubscription(purchaseToken, {
      ...active(),
      state: 'SUBSCRIPTION_STATE_EXPIRED',
      expiryTime: inDays(-1),
    });
    expect(await premiumOf(context.app, token)).toBeNull();
    expect(await storedPurchase(purchaseToken)).toMatchObject({
      state: 'SUBSCRIPTION_STATE_EXPIRED',
      grantsPremium: false,
    });
  });

  it('while Google is down the stored state answers (no 500), and Google is asked again only after the interval', async () => {
    const { token, purchaseToken } = await lapsedSubscriber();
    const reads = readsOf(purchaseToken);
    context.play.failing = true;
    try {
      const answer = await call(context.app, 'GET', '/api/premium', token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ premiumAccess: null });
    } finally {
      context.play.failing = false;
    }
    expect(readsOf(purchaseToken)).toBe(reads + 1);
    // Google answers again, but was asked a moment ago: the stored state stands.
    expect(await premiumOf(context.app, token)).toBeNull();
    expect(readsOf(purchaseToken)).toBe(reads + 1);
    // Without Google Play keys Google is never asked.
    await age(purchaseToken);
    expect(await premiumOf(context.withoutKeys, token)).toBeNull();
    expect(readsOf(purchaseToken)).toBe(reads + 1);
    // The interval over, it is asked, and the renewal seen.
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'subscription', origin: 'android' });
    expect(readsOf(purchaseToken)).toBe(reads + 2);
  });

  it('creating a challenge reads a lapsed subscription again: renewed, the creation is allowed', async () => {
    const { token, purchaseToken } = await lapsedSubscriber();
    const reads = readsOf(purchaseToken);
    const created = await postChallenge(context.app, token, creationBody());
    expect(created.statusCode).toBe(200);
    expect(readsOf(purchaseToken)).toBe(reads + 1);
  });

  it('a pending subscription whose payment went through is granted when premium is read', async () => {
    const { token } = await registerUser(context.app);
    const purchaseToken = newPurchaseToken();
    context.play.setSubscription(purchaseToken, { ...active(), state: 'SUBSCRIPTION_STATE_PENDING' });
    await call(context.app, 'POST', VALIDATE, token, { purchaseToken, subscription_id: PLAY_PRODUCTS.monthly });
    const reads = readsOf(purchaseToken);
    // Just validated: not asked again at once.
    expect(await premiumOf(context.app, token)).toBeNull();
    expect(readsOf(purchaseToken)).toBe(reads);

    await age(purchaseToken);
    context.play.setSubscription(purchaseToken, active());
    expect(await premiumOf(context.app, token)).toMatchObject({
      type: 'subscription',
      purchaseToken,
      pendingApproval: false,
    });
    expect(context.play.acknowledged).toContain(purchaseToken);
  });

  it('a pending challenge purchase whose payment went through counts when premium is read', async () => {
    const { token } = await registerUser(context.app);
    const purchaseToken = newPurchaseToken();
    context.play.setProduct(purchaseToken, { productId: PLAY_PRODUCTS.challenge, purchaseState: 2 });
    await call(context.app, 'POST', VALIDATE, token, { purchaseToken, subscription_id: PLAY_PRODUCTS.challenge });
    await age(purchaseToken);
    context.play.setProduct(purchaseToken, { productId: PLAY_PRODUCTS.challenge, purchaseState: 0 });
    expect(await premiumOf(context.app, token)).toMatchObject({
      type: 'one_time',
      amountPurchases: 1,
      origin: 'android',
      pendingApproval: false,
    });
    expect(context.play.acknowledged).toContain(purchaseToken);
  });
});
