import { ANDROID_CANCEL_MESSAGE, CHECKOUT_UNAVAILABLE_MESSAGE } from '@bible-journey/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { registerUser } from '../../test/app.js';
import { insertChallenge } from '../../test/challenges.js';
import { call, premiumOf } from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';
import { newPurchaseToken, PLAY_PRODUCTS } from '../../test/fake-google-play.js';
import { googlePlayContext } from '../../test/google-play.js';

const VALIDATE = '/api/checkout/android/validate';
const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString();

describe.each(testDatabases)('Google Play purchases on $name', (kind) => {
  const context = googlePlayContext(kind);

  /** A token of the monthly subscription, paid for a month. */
  const activeSubscription = () => {
    const purchaseToken = newPurchaseToken();
    context.play.setSubscription(purchaseToken, {
      productId: PLAY_PRODUCTS.monthly,
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: inAMonth(),
    });
    return purchaseToken;
  };
  const validate = (token: string | null, purchaseToken: string, productId: string = PLAY_PRODUCTS.monthly) =>
    call(context.app, 'POST', VALIDATE, token, { purchaseToken, subscription_id: productId });

  it('a valid subscription gives premium, acknowledged once, with its token', async () => {
    const { token } = await registerUser(context.app);
    const purchaseToken = activeSubscription();
    const answer = await validate(token, purchaseToken);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ canceled: false, expired: false, premiumGranted: true });
    expect(await premiumOf(context.app, token)).toEqual({
      type: 'subscription',
      amountPurchases: 0,
      origin: 'android',
      ownedChallenges: 0,
      purchaseToken,
      pendingApproval: false,
    });
    expect(context.play.acknowledged.filter((acknowledged) => acknowledged === purchaseToken)).toHaveLength(1);
    // Validated again (the app does on every start): the same premium, no second acknowledgement.
    expect((await validate(token, purchaseToken)).json().premiumGranted).toBe(true);
    expect(context.play.acknowledged.filter((acknowledged) => acknowledged === purchaseToken)).toHaveLength(1);
    // The token exchange used the service account's key, against the local token endpoint.
    expect(context.play.requests.some(({ path }) => path === '/token')).toBe(true);
  });

  it('canceled or expired: no premium, the challenges suspended; the app then removes the record', async () => {
    const { user, token } = await registerUser(context.app);
    const userId = await userIdOf(context.database, user.email);
    const { challengeId } = await insertChallenge(context.database, userId);
    const suspendedAt = async () =>
      (await context.database.db.select().from(challenges).where(eq(challenges.id, challengeId)))[0]?.suspendedAt;
    const purchaseToken = newPurchaseToken();
    const active = { productId: PLAY_PRODUCTS.monthly, state: 'SUBSCRIPTION_STATE_ACTIVE', expiryTime: inAMonth() };
    context.play.setSubscription(purchaseToken, active);
    expect((await validate(token, purchaseToken)).json().premiumGranted).toBe(true);

    // Canceled by the user: paid time is left, so premium lasts until it ends.
    context.play.setSubscription(purchaseToken, { ...active, state: 'SUBSCRIPTION_STATE_CANCELED' });
    expect((await validate(token, purchaseToken)).json()).toEqual({
      canceled: false,
      expired: false,
      premiumGranted: true,
    });
    context.play.setSubscription(purchaseToken, {
      ...active,
      state: 'SUBSCRIPTION_STATE_CANCELED',
      expiryTime: yesterday(),
    });
    expect((await validate(token, purchaseToken)).json()).toEqual({
      canceled: true,
      expired: false,
      premiumGranted: false,
    });
    expect(await premiumOf(context.app, token)).toBeNull();
    expect(await suspendedAt()).toBeInstanceOf(Date);

    context.play.setSubscription(purchaseToken, {
      ...active,
      state: 'SUBSCRIPTION_STATE_EXPIRED',
      expiryTime: yesterday(),
    });
    expect((await validate(token, purchaseToken)).json()).toEqual({
      canceled: false,
      expired: true,
      premiumGranted: false,
    });
    const removed = await call(context.app, 'DELETE', '/api/premium/android', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ premiumAccess: null });
  });

  it('a pending payment is stored as pending with no premium; validated again once paid, it grants', async () => {
    const { token } = await registerUser(context.app);
    const purchaseToken = newPurchaseToken();
    const pending = { productId: PLAY_PRODUCTS.monthly, state: 'SUBSCRIPTION_STATE_PENDING', expiryTime: inAMonth() };
    context.play.setSubscription(purchaseToken, pending);
    expect((await validate(token, purchaseToken)).json()).toEqual({
      canceled: false,
      expired: false,
      premiumGranted: false,
    });
    expect(await premiumOf(context.app, token)).toBeNull();
    expect(context.play.acknowledged).not.toContain(purchaseToken);

    context.play.setSubscription(purchaseToken, { ...pending, state: 'SUBSCRIPTION_STATE_ACTIVE' });
    expect((await validate(token, purchaseToken)).json().premiumGranted).toBe(true);
    expect(await premiumOf(context.app, token)).toMatchObject({
      origin: 'android',
      purchaseToken,
      pendingApproval: false,
    });
    expect(context.play.acknowledged).toContain(purchaseToken);
  });

  it('DELETE /api/checkout/android/pending drops the waiting purchase, and only it', async () => {
    const { token } = await registerUser(context.app);
    const paid = newPurchaseToken();
    const waiting = newPurchaseToken();
    context.play.setProduct(paid, { productId: PLAY_PRODUCTS.challenge, purchaseState: 0 });
    context.play.setProduct(waiting, { productId: PLAY_PRODUCTS.challengeOther, purchaseState: 2 });
    expect((await validate(token, paid, PLAY_PRODUCTS.challenge)).json().premiumGranted).toBe(true);
    expect((await validate(token, waiting, PLAY_PRODUCTS.challengeOther)).json().premiumGranted).toBe(false);
    expect(await premiumOf(context.app, token)).toMatchObject({
      type: 'one_time',
      amountPurchases: 1,
      pendingApproval: true,
    });

    const dropped = await call(context.app, 'DELETE', '/api/checkout/android/pending', token);
    expect(dropped.statusCode).toBe(200);
    expect(dropped.json().premiumAccess).toMatchObject({
      type: 'one_time',
      amountPurchases: 1,
      pendingApproval: false,
    });
    // The paid purchase still grants: DELETE /api/premium/android keeps what Google honours.
    const kept = await call(context.app, 'DELETE', '/api/premium/android', token);
    expect(kept.json().premiumAccess).toMatchObject({ amountPurchases: 1, origin: 'android' });
  });

  it('each challenge bought counts once; a canceled (refunded) one is taken back', async () => {
    const { token } = await registerUser(context.app);
    const first = newPurchaseToken();
    const second = newPurchaseToken();
    context.play.setProduct(first, { productId: PLAY_PRODUCTS.challenge, purchaseState: 0 });
    context.play.setProduct(second, { productId: PLAY_PRODUCTS.challenge, purchaseState: 0 });
    await validate(token, first, PLAY_PRODUCTS.challenge);
    await validate(token, first, PLAY_PRODUCTS.challenge);
    await validate(token, second, PLAY_PRODUCTS.challenge);
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'one_time', amountPurchases: 2 });
    context.play.setProduct(second, { productId: PLAY_PRODUCTS.challenge, purchaseState: 1 });
    expect((await validate(token, second, PLAY_PRODUCTS.challenge)).json()).toEqual({
      canceled: true,
      expired: false,
      premiumGranted: false,
    });
    expect(await premiumOf(context.app, token)).toMatchObject({ amountPurchases: 1 });
  });

  it('a token belongs to the account that validated it first: another gets 409 and nothing', async () => {
    const owner = await registerUser(context.app);
    const other = await registerUser(context.app);
    const purchaseToken = activeSubscription();
    expect((await validate(owner.token, purchaseToken)).statusCode).toBe(200);
    const refused = await validate(other.token, purchaseToken);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already linked to another account/);
    expect(await premiumOf(context.app, other.token)).toBeNull();
    expect(await premiumOf(context.app, owner.token)).toMatchObject({ origin: 'android' });
  });

  it('a token Google doesn’t know, or of another product: 404 / 400, nothing granted', async () => {
    const { token } = await registerUser(context.app);
    const unknown = await validate(token, newPurchaseToken());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('body.purchaseToken');
    const purchaseToken = newPurchaseToken();
    context.play.setSubscription(purchaseToken, {
      productId: 'otherapp_monthly_0',
      state: 'SUBSCRIPTION_STATE_ACTIVE',
      expiryTime: inAMonth(),
    });
    const otherProduct = await validate(token, purchaseToken);
    expect(otherProduct.statusCode).toBe(400);
    expect(otherProduct.json().message).toContain('body.subscription_id');
    expect(await premiumOf(context.app, token)).toBeNull();
  });

  it('DELETE /api/premium of a Play subscription says to cancel it in the Play Store', async () => {
    const { token } = await registerUser(context.app);
    const purchaseToken = activeSubscription();
    await validate(token, purchaseToken);
    for (const server of [context.app, context.withoutKeys]) {
      const answer = await call(server, 'DELETE', '/api/premium', token);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(ANDROID_CANCEL_MESSAGE);
    }
    expect(await premiumOf(context.app, token)).toMatchObject({ type: 'subscription', origin: 'android' });
  });

  it('answers 400 to a bad body, naming the field', async () => {
    const { token } = await registerUser(context.app);
    const bad: [object, string][] = [
      [{}, 'body.purchaseToken'],
      [{ purchaseToken: '', subscription_id: PLAY_PRODUCTS.monthly }, 'body.purchaseToken'],
      [{ purchaseToken: 'has spaces', subscription_id: PLAY_PRODUCTS.monthly }, 'body.purchaseToken'],
      [{ purchaseToken: newPurchaseToken() }, 'body.subscription_id'],
      [{ purchaseToken: newPurchaseToken(), subscription_id: 'biblejourney_yearly_0' }, 'body.subscription_id'],
    ];
    for (const [payload, field] of bad) {
      const answer = await call(context.app, 'POST', VALIDATE, token, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json().message).toContain(field);
    }
  });

  it('answers 401 signed out, on every Play route', async () => {
    const purchaseToken = newPurchaseToken();
    expect((await validate(null, purchaseToken)).statusCode).toBe(401);
    expect((await call(context.app, 'DELETE', '/api/premium/android', null)).statusCode).toBe(401);
    expect((await call(context.app, 'DELETE', '/api/checkout/android/pending', null)).statusCode).toBe(401);
  });

  it('answers 503 with the spec’s message without Google Play keys, or while Google fails', async () => {
    const { token } = await registerUser(context.app);
    const purchaseToken = activeSubscription();
    const off = await call(context.withoutKeys, 'POST', VALIDATE, token, {
      purchaseToken,
      subscription_id: PLAY_PRODUCTS.monthly,
    });
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
    context.play.failing = true;
    try {
      const down = await validate(token, purchaseToken);
      expect(down.statusCode).toBe(503);
      expect(down.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
    } finally {
      context.play.failing = false;
    }
    expect(await premiumOf(context.app, token)).toBeNull();
  });
});
