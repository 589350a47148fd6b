import { CHECKOUT_UNAVAILABLE_MESSAGE, IOS_CANCEL_MESSAGE } from '@bible-journey/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerUser } from '../../test/app.js';
import { call, premiumOf } from '../../test/checkout.js';
import { testDatabases } from '../../test/databases.js';
import { APPLE_PRODUCTS, type FakeAppStore, newTransactionId, startFakeAppStore } from '../../test/fake-app-store.js';
import { useBeforeAll, useServerSuite, useTestApp } from '../../test/suite.js';

const SAVE = '/api/checkout/ios/save';

describe.each(testDatabases)('App Store purchases on $name', (kind) => {
  // Signs in memory: nothing to close.
  const store = useBeforeAll('the fake App Store', startFakeAppStore, () => undefined);
  const { database, app } = useServerSuite(kind, {
    config: () => ({ stores: { googlePlay: null, appStore: store.appStore } }),
  });
  const withoutKeys = useTestApp(database, { config: () => ({ stores: { googlePlay: null, appStore: null } }) });

  const record = (transaction: string, type = 'one_time') => ({
    type,
    product_title: type === 'one_time' ? 'Um desafio' : 'Assinatura mensal',
    amount_paid: type === 'one_time' ? 10000 : 2000,
    currency_paid: 'BRL',
    transaction,
  });
  const save = (token: string | null, body: object, on: FastifyInstance = app) => call(on, 'POST', SAVE, token, body);
  const signChallenge = (signer: Pick<FakeAppStore, 'sign'> = store) => signer.sign();
  const signMonthly = (expiresDate = Date.now() + 30 * 86_400_000) =>
    store.sign({ productId: APPLE_PRODUCTS.monthly, type: 'Auto-Renewable Subscription', expiresDate });

  it('a verified purchase of one challenge adds one purchase; the same transaction again adds nothing', async () => {
    const { token } = await registerUser(app);
    const transaction = await signChallenge();
    const saved = await save(token, record(transaction));
    expect(saved.statusCode).toBe(200);
    const premiumAccess = {
      type: 'one_time',
      amountPurchases: 1,
      origin: 'ios',
      ownedChallenges: 0,
      product_title: 'Um desafio',
      amount_paid: 10000,
      currency_paid: 'brl',
    };
    expect(saved.json()).toEqual({ premiumAccess });
    // Replayed (the plugin retries, or someone replays it): granted once.
    expect((await save(token, record(transaction))).json()).toEqual({ premiumAccess });
    expect((await save(token, record(await signChallenge()))).json().premiumAccess.amountPurchases).toBe(2);
  });

  it('a subscription gives premium until its expiry; an expired or revoked one gives none', async () => {
    const { token } = await registerUser(app);
    const monthly = await save(token, record(await signMonthly(), 'subscription'));
    expect(monthly.json().premiumAccess).toMatchObject({ type: 'subscription', origin: 'ios' });
    const other = await registerUser(app);
    expect((await save(other.token, record(await signMonthly(Date.now() - 1000), 'subscription'))).json()).toEqual({
      premiumAccess: null,
    });
    const revoked = await store.sign({
      productId: APPLE_PRODUCTS.monthly,
      type: 'Auto-Renewable Subscription',
      expiresDate: Date.now() + 86_400_000,
      revocationDate: Date.now(),
    });
    expect((await save(other.token, record(revoked, 'subscription'))).json()).toEqual({ premiumAccess: null });
  });

  it('DELETE /api/premium of an App Store subscription is refused: it is canceled in the App Store', async () => {
    const { token } = await registerUser(app);
    await save(token, record(await signMonthly(), 'subscription'));
    const answer = await call(app, 'DELETE', '/api/premium', token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(IOS_CANCEL_MESSAGE);
    expect(await premiumOf(app, token)).toMatchObject({ type: 'subscription', origin: 'ios' });
  });

  it('a transaction counts for the first account only: another gets 409', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const transaction = await signChallenge();
    expect((await save(owner.token, record(transaction))).statusCode).toBe(200);
    const refused = await save(other.token, record(transaction));
    expect(refused.statusCode).toBe(409);
    expect(await premiumOf(app, other.token)).toBeNull();
  });

  it('refuses what Apple didn’t sign for this app (400 naming body.transaction), granting nothing', async () => {
    const { token } = await registerUser(app);
    const signed = await signChallenge();
    const [header, payload] = signed.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, transactionId: newTransactionId() })).toString('base64url')}.${signed.split('.')[2]}`;
    const refusals = [
      await signChallenge(store.untrusted),
      forged,
      await store.sign({ bundleId: 'com.example.other' }),
      await store.sign({ environment: 'Production' }),
      await store.sign({ productId: 'otherapp_lifetime' }),
    ];
    for (const transaction of refusals) {
      const answer = await save(token, record(transaction));
      expect(answer.statusCode, transaction.slice(-12)).toBe(400);
      expect(answer.json().message).toContain('body.transaction');
    }
    const wrongType = await save(token, record(await signMonthly(), 'one_time'));
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toContain('body.type');
    expect(await premiumOf(app, token)).toBeNull();
  });

  it('answers 400 to a bad body, naming the field', async () => {
    const { token } = await registerUser(app);
    const transaction = await signChallenge();
    const bad: [object, string][] = [
      [{ ...record(transaction), type: 'lifetime' }, 'body.type'],
      [{ ...record(transaction), product_title: '' }, 'body.product_title'],
      [{ ...record(transaction), amount_paid: 99.5 }, 'body.amount_paid'],
      [{ ...record(transaction), currency_paid: 'reais' }, 'body.currency_paid'],
      [{ ...record(transaction), transaction: '2000000123456789' }, 'body.transaction'],
      [{ ...record(transaction), transaction: undefined }, 'body.transaction'],
    ];
    for (const [payload, field] of bad) {
      const answer = await save(token, payload);
      expect(answer.statusCode, field).toBe(400);
      expect(answer.json().message).toContain(field);
    }
  });

  it('answers 401 signed out', async () => {
    expect((await save(null, record(await signChallenge()))).statusCode).toBe(401);
  });

  it('answers 503 with the spec’s message without App Store keys: nothing is granted unverified', async () => {
    const { token } = await registerUser(app);
    const answer = await save(token, record(await signChallenge()), withoutKeys);
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe(CHECKOUT_UNAVAILABLE_MESSAGE);
    expect(await premiumOf(app, token)).toBeNull();
  });
});
