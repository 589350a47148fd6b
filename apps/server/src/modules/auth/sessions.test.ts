import { randomUUID } from 'node:crypto';
import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerUser, testConfig } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { useServerSuite, useSmtpInbox } from '../../test/suite.js';

const APP_URL = 'http://app.test';
const SESSION_ENDED = 'Your session is no longer valid: sign in again.';

/**
 * The routes anyone may call. Every other route the API documents is a signed-in one, so a route
 * added later is checked below unless it is listed here on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/authenticate',
  'POST /api/auth/forgot_password',
  'POST /api/auth/reset_password',
  'POST /api/auth/confirm_email',
  'GET /api/auth/reset-password/{token}',
  'POST /api/auth/resend-confirmation',
  'POST /api/auth/google',
  'POST /api/auth/facebook',
  'POST /api/auth/apple',
  'POST /api/service/send-notification',
  'POST /api/service/send-nofication',
  'GET /api/notifications/vapid-public-key',
  'POST /api/notifications/save-subscription',
  'POST /api/notifications/add-push',
  'POST /api/notifications/remove-push',
  'GET /api/health',
  'GET /api/bible/versions',
  'GET /api/bible/{versionId}/{book}/{chapter}',
  'GET /api/bible/{versionId}/copyright',
  'GET /api/bible/{versionId}',
  'GET /api/challenge/name',
  'GET /api/challenge/invitation',
  'GET /api/settings',
  'POST /api/invitations/stop',
  'POST /api/challenges/weekly-summary/stop',
  'POST /api/checkout/webhook',
  'POST /api/donations/create-payment-intent',
]);

type OpenApiDocument = { paths: Record<string, Record<string, { security?: unknown }>> };

/** The signed-in routes, read from the OpenAPI document: "METHOD /api/path/{param}". */
async function protectedRoutes(app: FastifyInstance): Promise<{ method: string; path: string }[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      isSecured: operation.security !== undefined,
    })),
  );
  for (const { method, path, isSecured } of routes) {
    // A signed-in route says so in the document (an open one may too: feedback takes a token if sent).
    if (!PUBLIC_ROUTES.has(`${method} ${path}`)) expect(isSecured, `${method} ${path}`).toBe(true);
  }
  return routes.filter(({ method, path }) => !PUBLIC_ROUTES.has(`${method} ${path}`));
}

/** Calls every signed-in route with the token and expects each to say the session has ended. */
async function expectEndedEverywhere(app: FastifyInstance, token: string): Promise<void> {
  const routes = await protectedRoutes(app);
  expect(routes.map(({ method, path }) => `${method} ${path}`)).toEqual(
    expect.arrayContaining([
      'GET /api/user',
      'DELETE /api/user',
      'GET /api/plan',
      'PUT /api/day-reading/complete/{dayId}',
      'PUT /api/user/password',
      'POST /api/auth/logout-everywhere',
      'GET /api/donations/subscription',
      'DELETE /api/donations/subscription',
    ]),
  );
  for (const { method, path } of routes) {
    const url = path.replace(/\{\w+\}/g, () => randomUUID());
    const request: InjectOptions = { method: method as InjectOptions['method'], url, headers: bearer(token) };
    if (method === 'POST' || method === 'PUT') request.payload = {};
    const answer = await app.inject(request);
    expect(answer.statusCode, `${method} ${path}`).toBe(401);
    expect(answer.json().message, `${method} ${path}`).toBe(SESSION_ENDED);
  }
}

describe.each(testDatabases)('ending sessions on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url, appUrl: APP_URL }) });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });
  const getUser = (token: string, on = app) => on.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
  const signIn = async (email: string, password: string) => {
    const answer = await post('/api/auth/authenticate', { email, password });
    expect(answer.json(), 'sign-in').toHaveProperty('token');
    return answer.json().token as string;
  };
  const changePassword = (token: string | null, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: token ? bearer(token) : {},
      payload: payload as object,
    });
  const logOutEverywhere = (token: string | null, on = app) =>
    on.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: token ? bearer(token) : {} });

  /** Asks for a reset link and returns the token it carries. */
  const requestReset = async (email: string) => {
    const before = inbox.mails.length;
    expect((await post('/api/auth/forgot_password', { email })).json()).toEqual({ success: true });
    const resetMail = () => inbox.mails.slice(before).find((m) => m.to === email && /Reset/.test(m.subject));
    await expect.poll(resetMail).toBeDefined();
    const mail = resetMail() as NonNullable<ReturnType<typeof resetMail>>;
    const link = linkIn(mail, `${APP_URL}/reset-password/`);
    return decodeURIComponent(link.slice(`${APP_URL}/reset-password/`.length).split('/')[0] as string);
  };

  describe('password reset', () => {
    it('ends every earlier session; the new password signs in', async () => {
      const { user, token, password } = await registerUser(app);
      const otherDevice = await signIn(user.email, password);
      expect((await getUser(token)).statusCode).toBe(200);

      const resetToken = await requestReset(user.email);
      const reset = await post('/api/auth/reset_password', {
        token: resetToken,
        email: user.email,
        password: 'new one',
      });
      expect(reset.json()).toEqual({ success: true });

      for (const ended of [token, otherDevice]) {
        const answer = await getUser(ended);
        expect(answer.statusCode).toBe(401);
        expect(answer.json().message).toBe(SESSION_ENDED);
      }
      expect((await post('/api/auth/authenticate', { email: user.email, password })).json()).toEqual({
        wrongPassword: true,
      });
      expect((await getUser(await signIn(user.email, 'new one'))).statusCode).toBe(200);
    });

    it('honours only the newest link, and each link once', async () => {
      const { user } = await registerUser(app);
      const older = await requestReset(user.email);
      const newer = await requestReset(user.email);
      expect(newer).not.toBe(older);

      const reset = (token: string, password: string) =>
        post('/api/auth/reset_password', { token, email: user.email, password });
      expect((await reset(older, 'from the old link')).json()).toEqual({ invalidToken: true });
      expect((await reset(newer, 'from the new link')).json()).toEqual({ success: true });
      expect((await reset(newer, 'used twice')).json()).toEqual({ invalidToken: true });
      expect((await reset(older, 'old link again')).json()).toEqual({ invalidToken: true });
      await signIn(user.email, 'from the new link');
    });
  });

  describe('PUT /api/user/password', () => {
    it('changes the password, ends every other session and answers a fresh one for this device', async () => {
      const { user, token, password } = await registerUser(app);
      const otherDevice = await signIn(user.email, password);

      const changed = await changePassword(token, { currentPassword: password, password: 'a new secret' });
      expect(changed.statusCode).toBe(200);
      const session = changed.json();
      expect(session).toEqual({
        user: { ...user, hasPassword: true },
        token: expect.any(String),
      });
      expect(session.token).not.toBe(token);

      for (const ended of [token, otherDevice]) {
        const answer = await getUser(ended);
        expect(answer.statusCode).toBe(401);
        expect(answer.json().message).toBe(SESSION_ENDED);
      }
      expect((await getUser(session.token)).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(session.token) })).statusCode).toBe(
        200,
      );
      expect((await post('/api/auth/authenticate', { email: user.email, password })).json()).toEqual({
        wrongPassword: true,
      });
      await signIn(user.email, 'a new secret');
    });

    it('answers wrongPassword for a wrong current password and changes nothing', async () => {
      const { user, token, password } = await registerUser(app);
      const answer = await changePassword(token, { currentPassword: 'not it', password: 'a new secret' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ wrongPassword: true });
      expect((await getUser(token)).statusCode).toBe(200);
      await signIn(user.email, password);
    });

    it('limits guesses of the current password per account, from any address', async () => {
      const limited = await buildTestApp(database, { authRateLimit: 3 });
      try {
        const { token } = await registerUser(limited);
        const guess = (n: number) =>
          limited.inject({
            method: 'PUT',
            url: '/api/user/password',
            remoteAddress: `10.9.0.${n}`,
            headers: bearer(token),
            payload: { currentPassword: `guess ${n}`, password: 'a new secret' },
          });
        for (const n of [1, 2, 3]) expect((await guess(n)).json()).toEqual({ wrongPassword: true });
        const refused = await guess(4);
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      } finally {
        await limited.close();
      }
    });

    it('answers 401 without a token and with an ended session', async () => {
      const { user, token, password } = await registerUser(app);
      const body = { currentPassword: password, password: 'a new secret' };
      const anonymous = await changePassword(null, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toMatch(/Sign in first/);

      expect((await logOutEverywhere(token)).statusCode).toBe(200);
      const ended = await changePassword(token, body);
      expect(ended.statusCode).toBe(401);
      expect(ended.json().message).toBe(SESSION_ENDED);
      await signIn(user.email, password);
    });

    it('answers 400 for bad input, naming the field', async () => {
      const { token, password } = await registerUser(app);
      const cases: [unknown, string][] = [
        [{ currentPassword: password }, 'body.password'],
        [{ password: 'a new secret' }, 'body.currentPassword'],
        [{ currentPassword: password, password: 'short' }, 'body.password'],
        [{ currentPassword: password, password: 'x'.repeat(129) }, 'body.password'],
        [{ currentPassword: '', password: 'a new secret' }, 'body.currentPassword'],
        [{ currentPassword: 42, password: 'a new secret' }, 'body.currentPassword'],
      ];
      for (const [payload, field] of cases) {
        const answer = await changePassword(token, payload);
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
        expect(answer.json().message, JSON.stringify(payload)).toContain(field);
      }
      expect((await changePassword(token, ['not', 'an object'])).statusCode).toBe(400);
      // Nothing was changed by the refused requests.
      expect((await getUser(token)).statusCode).toBe(200);
    });
  });

  describe('POST /api/auth/logout-everywhere', () => {
    it('ends every session, this one too, on every signed-in route; signing in again works', async () => {
      const { user, token, password } = await registerUser(app);
      const otherDevice = await signIn(user.email, password);
      const plan = await app.inject({
        method: 'POST',
        url: '/api/plan',
        headers: bearer(token),
        payload: buildPlanBody(),
      });
      expect(plan.statusCode).toBe(200);

      const answer = await logOutEverywhere(otherDevice);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ loggedOut: true });

      await expectEndedEverywhere(app, token);
      await expectEndedEverywhere(app, otherDevice);
      const again = await signIn(user.email, password);
      const plans = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(again) });
      expect(plans.json().plans).toHaveLength(1);
    });

    it('answers 401 without a token', async () => {
      const answer = await logOutEverywhere(null);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toMatch(/Sign in first/);
    });

    it('answers 400 for a body that is not JSON, and ends nothing', async () => {
      const { token } = await registerUser(app);
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/logout-everywhere',
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '{"all": tru',
      });
      expect(answer.statusCode).toBe(400);
      expect((await getUser(token)).statusCode).toBe(200);
    });

    it('ends the session on every instance at once', async () => {
      const other = await buildTestApp(database, { smtpUrl: inbox.url, appUrl: APP_URL });
      try {
        const { user, token, password } = await registerUser(app);
        const secondDevice = await signIn(user.email, password);
        // Both instances have seen (and remembered) the tokens before.
        for (const instance of [app, other]) {
          expect((await getUser(token, instance)).statusCode).toBe(200);
          expect((await getUser(secondDevice, instance)).statusCode).toBe(200);
        }
        expect((await logOutEverywhere(token, other)).json()).toEqual({ loggedOut: true });
        for (const instance of [app, other]) {
          expect((await getUser(token, instance)).statusCode).toBe(401);
          expect((await getUser(secondDevice, instance)).statusCode).toBe(401);
        }
        await expectEndedEverywhere(app, secondDevice);
      } finally {
        await other.close();
      }
    });
  });

  it('ends every session of a deleted account on every signed-in route, even once the address is registered again', async () => {
    const { user, token, password } = await registerUser(app);
    const otherDevice = await signIn(user.email, password);
    expect((await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    await expectEndedEverywhere(app, token);
    await expectEndedEverywhere(app, otherDevice);

    const again = await registerUser(app, { email: user.email });
    expect(again.user.id).not.toBe(user.id);
    await expectEndedEverywhere(app, otherDevice);
    expect((await getUser(again.token)).statusCode).toBe(200);
  });

  it('keeps sign-ins issued before session versions working, until the sessions are ended', async () => {
    const { user, token } = await registerUser(app);
    // A token as the server signed them before it added the version claim.
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer('bible-journey')
      .setAudience('bible-journey-app')
      .setIssuedAt()
      .setExpirationTime('180d')
      .sign(new TextEncoder().encode(testConfig().jwtSecret as string));
    expect((await getUser(legacy)).statusCode).toBe(200);
    expect((await logOutEverywhere(token)).statusCode).toBe(200);
    expect((await getUser(legacy)).statusCode).toBe(401);
  });
});
