import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { challenges } from '../../db/schema.js';
import { userIdOf } from '../../test/accounts.js';
import { bearer, registerUser, uniqueEmail } from '../../test/app.js';
import { grantPremium, insertChallenge, insertMember } from '../../test/challenges.js';
import { testDatabases } from '../../test/databases.js';
import { useServerSuite, useTestApp } from '../../test/suite.js';
import { loadChallengeAccess } from '../challenges/policy.js';

const ADMIN_TOKEN = 'operators-token-of-at-least-24-chars';

describe('ADMIN_TOKEN', () => {
  it('is optional, and when set has at least 24 characters', () => {
    expect(loadConfig({}).adminToken).toBeUndefined();
    expect(loadConfig({ ADMIN_TOKEN }).adminToken).toBe(ADMIN_TOKEN);
    expect(() => loadConfig({ ADMIN_TOKEN: 'x'.repeat(23) })).toThrow(/ADMIN_TOKEN: must have at least 24 characters/);
  });
});

describe.each(testDatabases)('premium access on $name', (kind) => {
  const { database, app } = useServerSuite(kind, { config: () => ({ adminToken: ADMIN_TOKEN }) });
  const withoutAdmin = useTestApp(database);

  const getPremium = (token?: string) =>
    app.inject({ method: 'GET', url: '/api/premium', headers: token ? bearer(token) : {} });
  const admin = (method: 'POST' | 'DELETE', payload: unknown, authorization?: string, on = app) =>
    on.inject({
      method,
      url: '/api/admin/premium',
      headers: authorization === undefined ? {} : { authorization },
      payload: payload as object,
    });
  const asAdmin = `Bearer ${ADMIN_TOKEN}`;

  /** A leader with a challenge and a participant in it. */
  async function leaderWithGroup() {
    const leader = await registerUser(app);
    const reader = await registerUser(app);
    const leaderId = await userIdOf(database, leader.user.email);
    const readerId = await userIdOf(database, reader.user.email);
    const { challengeId } = await insertChallenge(database, leaderId);
    await insertMember(database, challengeId, readerId);
    return { leader, leaderId, readerId, challengeId };
  }
  const suspendedAt = async (challengeId: string) =>
    (await database.db.select().from(challenges).where(eq(challenges.id, challengeId)))[0]?.suspendedAt;

  describe('GET /api/premium', () => {
    it('answers null without premium, and the access with the challenges owned with it', async () => {
      const { user, token } = await registerUser(app);
      expect((await getPremium(token)).json()).toEqual({ premiumAccess: null });

      const userId = await userIdOf(database, user.email);
      await grantPremium(database, userId, 'one_time', 2);
      await insertChallenge(database, userId);
      const answer = await getPremium(token);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({
        premiumAccess: { type: 'one_time', amountPurchases: 2, origin: 'admin', ownedChallenges: 1 },
      });
    });

    it('answers 401 without a valid token', async () => {
      expect((await getPremium()).statusCode).toBe(401);
      expect((await getPremium('not.a.token')).statusCode).toBe(401);
    });
  });

  describe('the admin API', () => {
    it('does not exist without ADMIN_TOKEN', async () => {
      const { user } = await registerUser(withoutAdmin);
      for (const method of ['POST', 'DELETE'] as const) {
        const answer = await admin(method, { email: user.email, type: 'subscription' }, asAdmin, withoutAdmin);
        expect(answer.statusCode, method).toBe(404);
      }
      expect((await admin('POST', { email: user.email, type: 'subscription' }, asAdmin)).statusCode).toBe(200);
    });

    it('answers 401 to a missing or wrong token, and grants nothing', async () => {
      const { user, token } = await registerUser(app);
      const body = { email: user.email, type: 'subscription' };
      const wrong = [
        undefined,
        '',
        'Bearer',
        `Bearer ${ADMIN_TOKEN}x`,
        `Bearer ${ADMIN_TOKEN.slice(0, -1)}`,
        `Basic ${ADMIN_TOKEN}`,
        ADMIN_TOKEN,
        `Bearer ${token}`,
      ];
      for (const authorization of wrong) {
        for (const method of ['POST', 'DELETE'] as const) {
          const answer = await admin(method, body, authorization);
          expect(answer.statusCode, `${method} ${authorization}`).toBe(401);
        }
      }
      expect((await getPremium(token)).json()).toEqual({ premiumAccess: null });
      // The scheme's name is case-insensitive, as for sign-in tokens.
      expect((await admin('POST', body, `bearer ${ADMIN_TOKEN}`)).statusCode).toBe(200);
    });

    it('answers 400 to a bad body, naming the field', async () => {
      const { user } = await registerUser(app);
      const bad: [unknown, string][] = [
        [{}, 'body.email'],
        [{ email: 'not-an-email', type: 'subscription' }, 'body.email'],
        [{ email: user.email, type: 'lifetime' }, 'body.type'],
        [{ email: user.email, type: 'one_time', amountPurchases: 0 }, 'body.amountPurchases'],
        [{ email: user.email, type: 'one_time', amountPurchases: 1.5 }, 'body.amountPurchases'],
      ];
      for (const [payload, field] of bad) {
        const answer = await admin('POST', payload, asAdmin);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json().message).toContain(field);
      }
      const revoke = await admin('DELETE', { email: 'nope' }, asAdmin);
      expect(revoke.statusCode).toBe(400);
      expect(revoke.json().message).toContain('body.email');
    });

    it('grants a subscription to an account by its e-mail (any case); 404 for an unknown one', async () => {
      const { user, token } = await registerUser(app);
      const granted = await admin('POST', { email: user.email.toUpperCase(), type: 'subscription' }, asAdmin);
      expect(granted.statusCode).toBe(200);
      const premiumAccess = { type: 'subscription', amountPurchases: 1, origin: 'admin', ownedChallenges: 0 };
      expect(granted.json()).toEqual({ premiumAccess });
      expect((await getPremium(token)).json()).toEqual({ premiumAccess });

      const unknown = await admin('POST', { email: uniqueEmail('nobody'), type: 'subscription' }, asAdmin);
      expect(unknown.statusCode).toBe(404);
    });

    it('adds one_time purchases to a one_time premium; over a subscription the count starts again', async () => {
      const { user, token } = await registerUser(app);
      const grant = (type: string, amountPurchases?: number) =>
        admin('POST', { email: user.email, type, ...(amountPurchases ? { amountPurchases } : {}) }, asAdmin);
      expect((await grant('one_time')).json().premiumAccess).toMatchObject({ type: 'one_time', amountPurchases: 1 });
      expect((await grant('one_time', 2)).json().premiumAccess).toMatchObject({ amountPurchases: 3 });
      expect((await grant('subscription')).json().premiumAccess).toMatchObject({
        type: 'subscription',
        amountPurchases: 3,
      });
      expect((await grant('one_time', 2)).json().premiumAccess).toMatchObject({ type: 'one_time', amountPurchases: 2 });
      expect((await getPremium(token)).json().premiumAccess).toMatchObject({ type: 'one_time', amountPurchases: 2 });
    });

    it('revoking suspends the leader’s challenges for everyone; granting again opens them as they were', async () => {
      const { leader, leaderId, readerId, challengeId } = await leaderWithGroup();
      await grantPremium(database, leaderId);

      const revoked = await admin('DELETE', { email: leader.user.email }, asAdmin);
      expect(revoked.statusCode).toBe(200);
      expect(revoked.json()).toEqual({ revoked: true });
      expect((await getPremium(leader.token)).json()).toEqual({ premiumAccess: null });
      expect(await suspendedAt(challengeId)).toBeInstanceOf(Date);
      for (const userId of [leaderId, readerId]) {
        await expect(loadChallengeAccess(database.db, challengeId, userId)).rejects.toMatchObject({ statusCode: 404 });
      }

      // Revoking again changes nothing and says so.
      expect((await admin('DELETE', { email: leader.user.email }, asAdmin)).json()).toEqual({ revoked: false });

      const granted = await admin('POST', { email: leader.user.email, type: 'one_time' }, asAdmin);
      expect(granted.json().premiumAccess).toEqual({
        type: 'one_time',
        amountPurchases: 1,
        origin: 'admin',
        ownedChallenges: 1,
      });
      expect(await suspendedAt(challengeId)).toBeNull();
      expect((await loadChallengeAccess(database.db, challengeId, readerId)).role).toBe('participant');
      expect((await loadChallengeAccess(database.db, challengeId, leaderId)).role).toBe('owner');
    });

    it('revoking an unknown account answers revoked: false', async () => {
      const answer = await admin('DELETE', { email: uniqueEmail('nobody') }, asAdmin);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ revoked: false });
    });
  });
});
