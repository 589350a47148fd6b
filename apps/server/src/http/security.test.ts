import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../auth/token-service.js';
import type { Mail, Mailer } from '../integrations/mail/mailer.js';
import { bearer, buildTestApp, registerUser, uniqueEmail } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { buildPlanBody } from '../test/factories.js';
import { useBeforeAll, useTestApp } from '../test/suite.js';

const HELMET_HEADERS: Record<string, string | RegExp> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': /^max-age=\d+/,
  'referrer-policy': 'no-referrer',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  // Not same-origin: the Facebook and Apple sign-in popups must be able to answer the app.
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-xss-protection': '0',
};

/** Every route of the API, as the OpenAPI document must list it. */
const ROUTES: { method: string; path: string; secured: boolean; hasNoBody?: true }[] = [
  { method: 'post', path: '/api/auth/register', secured: false },
  { method: 'post', path: '/api/auth/authenticate', secured: false },
  { method: 'post', path: '/api/auth/forgot_password', secured: false },
  { method: 'post', path: '/api/auth/reset_password', secured: false },
  { method: 'post', path: '/api/auth/confirm_email', secured: false },
  { method: 'post', path: '/api/auth/resend-confirmation', secured: false },
  { method: 'get', path: '/api/auth/reset-password/{token}', secured: false },
  { method: 'post', path: '/api/auth/google', secured: false },
  { method: 'post', path: '/api/auth/facebook', secured: false },
  { method: 'post', path: '/api/auth/apple', secured: false },
  { method: 'post', path: '/api/auth/logout-everywhere', secured: true, hasNoBody: true },
  { method: 'put', path: '/api/user/password', secured: true },
  { method: 'get', path: '/api/user', secured: true },
  { method: 'put', path: '/api/user', secured: true },
  { method: 'get', path: '/api/user/picture', secured: true },
  { method: 'put', path: '/api/user/picture', secured: true },
  { method: 'get', path: '/api/language', secured: true },
  { method: 'post', path: '/api/language', secured: true },
  { method: 'delete', path: '/api/user', secured: true },
  { method: 'post', path: '/api/plan', secured: true },
  { method: 'get', path: '/api/plan', secured: true },
  { method: 'put', path: '/api/plan/{id}', secured: true },
  { method: 'put', path: '/api/plan/register-update/{id}', secured: true },
  { method: 'put', path: '/api/plan/track-delays/{planId}', secured: true },
  { method: 'put', path: '/api/day-reading/complete/{dayId}', secured: true },
  { method: 'post', path: '/api/service/send-notification', secured: false },
  { method: 'post', path: '/api/service/send-nofication', secured: false },
  { method: 'get', path: '/api/notifications/vapid-public-key', secured: false },
  { method: 'post', path: '/api/notifications/save-subscription', secured: false },
  { method: 'post', path: '/api/notifications/add-push', secured: false },
  { method: 'post', path: '/api/notifications/remove-push', secured: false },
  { method: 'get', path: '/api/notifications/email-reminder', secured: true },
  { method: 'put', path: '/api/notifications/email-reminder', secured: true },
  { method: 'get', path: '/api/health', secured: false },
  { method: 'get', path: '/api/settings', secured: false },
  { method: 'get', path: '/api/bible/versions', secured: false },
  { method: 'get', path: '/api/bible/{versionId}/{book}/{chapter}', secured: false },
  { method: 'get', path: '/api/bible/{versionId}/copyright', secured: false },
  { method: 'get', path: '/api/bible/{versionId}', secured: false },
  { method: 'get', path: '/api/challenges', secured: true },
  { method: 'delete', path: '/api/challenges/owned', secured: true },
  { method: 'get', path: '/api/challenge', secured: true },
  { method: 'get', path: '/api/challenge/name', secured: false },
  { method: 'put', path: '/api/challenge/name/update', secured: true },
  { method: 'delete', path: '/api/challenge/delete', secured: true },
  { method: 'get', path: '/api/challenge/owner/questions', secured: true },
  { method: 'get', path: '/api/challenge/participant/questions', secured: true },
  { method: 'get', path: '/api/challenge/owner/question/{id}', secured: true },
  { method: 'get', path: '/api/challenge/participant/question/{id}', secured: true },
  { method: 'post', path: '/api/challenge/questions/add', secured: true },
  { method: 'put', path: '/api/challenge/questions/update', secured: true },
  { method: 'delete', path: '/api/challenge/questions/delete/{id}', secured: true },
  { method: 'post', path: '/api/challenge/question/answer', secured: true },
  { method: 'get', path: '/api/challenge/plan', secured: true },
  { method: 'put', path: '/api/challenge/plan/update', secured: true },
  { method: 'post', path: '/api/challenge/plan/preview', secured: true },
  // The tick's time and chapter, optional: an empty body is a tick made now.
  { method: 'put', path: '/api/challenge/plan/reading/complete', secured: true },
  { method: 'put', path: '/api/challenge/plan/reading/undo', secured: true },
  { method: 'get', path: '/api/challenge/ranking/user/id', secured: true },
  { method: 'get', path: '/api/challenge/plan/ranking', secured: true },
  { method: 'get', path: '/api/challenge/progress', secured: true },
  { method: 'post', path: '/api/challenge/participant/{id}/encourage', secured: true, hasNoBody: true },
  { method: 'post', path: '/api/challenge/member/{id}/encourage', secured: true, hasNoBody: true },
  { method: 'get', path: '/api/challenges/weekly-summary', secured: true },
  { method: 'put', path: '/api/challenges/weekly-summary', secured: true },
  // Signed for the leader, not a session: the summary mail's stop link.
  { method: 'post', path: '/api/challenges/weekly-summary/stop', secured: false, hasNoBody: true },
  { method: 'get', path: '/api/premium', secured: true },
  { method: 'delete', path: '/api/premium', secured: true },
  { method: 'get', path: '/api/checkout/config', secured: true },
  { method: 'post', path: '/api/checkout/create-customer', secured: true },
  { method: 'post', path: '/api/checkout/create-payment-intent', secured: true },
  { method: 'post', path: '/api/checkout/create-subscription', secured: true },
  { method: 'post', path: '/api/checkout/android/validate', secured: true },
  { method: 'delete', path: '/api/premium/android', secured: true },
  { method: 'delete', path: '/api/checkout/android/pending', secured: true },
  { method: 'post', path: '/api/checkout/ios/save', secured: true },
  // Signed by Stripe, not by a user; its body is read raw for the signature.
  { method: 'post', path: '/api/checkout/webhook', secured: false, hasNoBody: true },
  // A donation needs no account; a monthly one does.
  { method: 'post', path: '/api/donations/create-payment-intent', secured: false },
  { method: 'post', path: '/api/donations/create-subscription', secured: true },
  { method: 'get', path: '/api/donations/subscription', secured: true },
  { method: 'delete', path: '/api/donations/subscription', secured: true },
  { method: 'post', path: '/api/challenges/add', secured: true },
  { method: 'get', path: '/api/challenges/invites', secured: true },
  { method: 'put', path: '/api/challenge/invite/accept', secured: true, hasNoBody: true },
  { method: 'put', path: '/api/challenge/invite/decline', secured: true, hasNoBody: true },
  { method: 'put', path: '/api/challenge/join', secured: true, hasNoBody: true },
  { method: 'put', path: '/api/challenge/invite-link', secured: true },
  { method: 'get', path: '/api/challenge/invitation', secured: false },
  { method: 'post', path: '/api/challenge/join-code', secured: true },
  { method: 'put', path: '/api/challenge/include-leaders', secured: true },
  { method: 'post', path: '/api/invitations/stop', secured: false, hasNoBody: true },
  { method: 'get', path: '/api/challenge/participants', secured: true },
  { method: 'get', path: '/api/challenge/participants/accepted', secured: true },
  { method: 'get', path: '/api/challenge/participants/invited', secured: true },
  { method: 'post', path: '/api/challenge/participants/add', secured: true },
  { method: 'delete', path: '/api/challenge/participant/delete/{id}', secured: true },
  { method: 'post', path: '/api/challenge/invite/resend', secured: true },
];

// The POST ones (the reset-link check, a GET, has its own limit test in modules/auth).
const AUTH_ROUTES = ROUTES.filter((route) => route.method === 'post' && route.path.startsWith('/api/auth/'));

/** A mailer that keeps mails in memory, so reset tokens can be used. */
function memoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return { sent, send: async (mail) => void sent.push(mail), close: () => undefined };
}

describe.each(testDatabases)('security on $name', (kind) => {
  let databaseClosed = false;
  // The file's last test closes the database itself.
  const database = useBeforeAll(`the ${kind.name} test database`, kind.open, async (opened) => {
    if (!databaseClosed) await opened.close();
  });

  describe('security headers', () => {
    const app = useTestApp(database);

    it('are on every kind of answer: ok, 400, 401, 404 and 413', async () => {
      const { token } = await registerUser(app);
      const answers = {
        ok: await app.inject({ method: 'GET', url: '/api/health' }),
        'signed in': await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) }),
        'bad request': await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: {} }),
        unauthorized: await app.inject({ method: 'GET', url: '/api/plan' }),
        'not found': await app.inject({ method: 'GET', url: '/api/nothing-here' }),
        'too large': await app.inject({
          method: 'POST',
          url: '/api/auth/authenticate',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
        }),
        docs: await app.inject({ method: 'GET', url: '/api/docs/json' }),
      };
      for (const [label, answer] of Object.entries(answers)) {
        for (const [name, value] of Object.entries(HELMET_HEADERS)) {
          const actual = String(answer.headers[name] ?? '');
          if (typeof value === 'string') expect(actual, `${label}: ${name}`).toBe(value);
          else expect(actual, `${label}: ${name}`).toMatch(value);
        }
        expect(answer.headers['x-powered-by'], label).toBeUndefined();
      }
    });

    it('answers with JSON, never something a browser would sniff as HTML', async () => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: '<script>alert(1)</script>', email: '<img src=x onerror=alert(1)>', password: 'x' },
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('CORS', () => {
    const ALLOWED = 'https://allowed.example';
    const app = useTestApp(database, { config: () => ({ corsOrigins: [ALLOWED] }) });
    const closed = useTestApp(database, { config: () => ({ corsOrigins: [] }) });

    const preflight = (target: FastifyInstance, origin: string, method = 'POST', url = '/api/plan') =>
      target.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type',
        },
      });

    it('allows a preflight from a listed origin, before and without any sign-in', async () => {
      const answer = await preflight(app, ALLOWED);
      expect(answer.statusCode).toBe(204);
      expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
      expect(String(answer.headers['access-control-allow-methods'])).toContain('POST');
      expect(String(answer.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
      expect(String(answer.headers.vary)).toContain('Origin');

      const actual = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: ALLOWED } });
      expect(actual.headers['access-control-allow-origin']).toBe(ALLOWED);
    });

    it('allows PUT and DELETE preflights from a listed origin', async () => {
      for (const [method, url] of [
        ['PUT', `/api/plan/${randomUUID()}`],
        ['DELETE', '/api/user'],
      ] as const) {
        const answer = await preflight(app, ALLOWED, method, url);
        expect(answer.headers['access-control-allow-origin']).toBe(ALLOWED);
        expect(String(answer.headers['access-control-allow-methods']), method).toContain(method);
      }
    });

    it('gives no access-control-allow-origin to any other origin', async () => {
      for (const origin of [
        'https://evil.example',
        'http://allowed.example',
        'https://allowed.example.evil.example',
        'https://sub.allowed.example',
        'https://allowed.example:8443',
        'null',
      ]) {
        const answer = await preflight(app, origin);
        expect(answer.statusCode, origin).toBeLessThan(500);
        expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
        expect(answer.headers['access-control-allow-credentials'], origin).toBeUndefined();
        const actual = await app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(actual.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });

    it('with no origins configured, allows none', async () => {
      for (const origin of [ALLOWED, 'https://evil.example']) {
        const answer = await preflight(closed, origin);
        expect(answer.statusCode, origin).toBeLessThan(500);
        expect(answer.headers['access-control-allow-origin'], origin).toBeUndefined();
        const actual = await closed.inject({ method: 'GET', url: '/api/health', headers: { origin } });
        expect(actual.headers['access-control-allow-origin'], origin).toBeUndefined();
      }
    });
  });

  describe('rate limits on sign-in routes', () => {
    const LIMIT = 3;
    const app = useTestApp(database, { config: () => ({ authRateLimit: LIMIT }) });

    const authenticate = (remoteAddress: string, email: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        remoteAddress,
        headers,
        payload: { email, password: 'not the password' },
      });

    const expectTooMany = (answer: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.any(String) });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    };

    it(`answers the ${LIMIT + 1}th POST /api/auth/authenticate from one IP within a minute with 429`, async () => {
      for (let i = 0; i < LIMIT; i++) {
        const answer = await authenticate('10.0.0.1', uniqueEmail('ip-limit'));
        expect(answer.statusCode, `request ${i + 1}`).toBe(200);
      }
      expectTooMany(await authenticate('10.0.0.1', uniqueEmail('ip-limit')));
      // Another address is counted on its own.
      expect((await authenticate('10.0.0.2', uniqueEmail('ip-limit'))).statusCode).toBe(200);
    });

    // An account is never limited across addresses (that locked owners out): wrong passwords
    // count per account and address with growing waits, and reset mails per address silently
    // (modules/auth/lockout.test.ts, password-throttle.test.ts).

    it('cannot be dodged with X-Forwarded-For when no proxy is trusted', async () => {
      for (let i = 0; i < LIMIT; i++) {
        await authenticate('10.0.2.1', uniqueEmail('spoof'), { 'x-forwarded-for': `192.0.2.${i}` });
      }
      expectTooMany(await authenticate('10.0.2.1', uniqueEmail('spoof'), { 'x-forwarded-for': '192.0.2.200' }));
    });

    describe('behind one proxy (TRUST_PROXY=1)', () => {
      const proxied = useTestApp(database, { config: () => ({ authRateLimit: LIMIT, trustProxy: 1 }) });

      it('takes the address the proxy saw, whatever the client wrote before it in X-Forwarded-For', async () => {
        const via = (forwarded: string) =>
          proxied.inject({
            method: 'POST',
            url: '/api/auth/authenticate',
            // The proxy: the connection comes from it, and it appends the client's address.
            remoteAddress: '10.0.9.1',
            headers: { 'x-forwarded-for': forwarded },
            payload: { email: uniqueEmail('proxied'), password: 'not the password' },
          });
        for (let i = 0; i < LIMIT; i++) {
          expect((await via(`192.0.2.${i}, 198.51.100.${i}, 203.0.113.7`)).statusCode).not.toBe(429);
        }
        expectTooMany(await via('192.0.2.200, 203.0.113.7'));
        // Another client behind the same proxy is another address.
        expect((await via('203.0.113.8')).statusCode).not.toBe(429);
      });
    });

    it('applies to every auth route, even to requests it then refuses as malformed', async () => {
      for (const [i, { path: url, secured }] of AUTH_ROUTES.entries()) {
        const remoteAddress = `10.0.3.${i + 1}`;
        for (let n = 0; n < LIMIT; n++) {
          const answer = await app.inject({ method: 'POST', url, remoteAddress, payload: {} });
          // A signed-in one (log out everywhere) refuses the missing token first.
          expect(answer.statusCode, `${url} request ${n + 1}`).toBe(secured ? 401 : 400);
        }
        expectTooMany(await app.inject({ method: 'POST', url, remoteAddress, payload: {} }));
      }
    });

    it('leaves the other routes alone', async () => {
      for (let i = 0; i < LIMIT * 3; i++) {
        expect((await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.0.5.1' })).statusCode).toBe(
          200,
        );
      }
    });
  });

  describe('OpenAPI', () => {
    const app = useTestApp(database);

    it('/api/docs/json lists every route, with the bearer scheme on the signed-in ones', async () => {
      const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(answer.statusCode).toBe(200);
      const doc = answer.json() as {
        openapi: string;
        paths: Record<
          string,
          Record<string, { security?: unknown; requestBody?: unknown; parameters?: { name: string; in: string }[] }>
        >;
        components: { securitySchemes: Record<string, unknown> };
      };
      expect(doc.openapi).toMatch(/^3\./);
      expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
      for (const { method, path, secured, hasNoBody } of ROUTES) {
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
        if (secured) expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
        if ((method === 'post' || method === 'put') && !hasNoBody)
          expect(operation?.requestBody, `${method} ${path} body`).toBeDefined();
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          expect(operation?.parameters, `${method} ${path}`).toContainEqual(
            expect.objectContaining({ name: name.slice(1, -1), in: 'path' }),
          );
        }
      }
      const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method} ${path}`),
      );
      expect(documented.sort()).toEqual(ROUTES.map(({ method, path }) => `${method} ${path}`).sort());
    });

    it('/api/docs serves the UI', async () => {
      let answer = await app.inject({ method: 'GET', url: '/api/docs' });
      if (answer.statusCode >= 300 && answer.statusCode < 400) {
        answer = await app.inject({
          method: 'GET',
          url: new URL(String(answer.headers.location), 'http://x/api/docs/').pathname,
        });
      }
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toContain('text/html');
    });
  });

  describe('logs', () => {
    it('never contain passwords, bearer tokens or reset tokens, even at trace level or when the database is gone', async () => {
      const mailer = memoryMailer();
      const logLines: string[] = [];
      const app = await buildTestApp(
        database,
        { logLevel: 'trace' },
        { mailer, logStream: { write: (line) => void logLines.push(line) } },
      );
      const secrets: string[] = [];
      const secret = (label: string) => {
        const value = `${label}-${randomUUID()}`;
        secrets.push(value);
        return value;
      };
      try {
        const email = uniqueEmail('logs');
        const password = secret('first-password');
        const { token } = await registerUser(app, { email, password });
        secrets.push(token);
        const wrong = secret('wrong-password');
        expect(
          (
            await app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password: wrong } })
          ).json(),
        ).toEqual({ wrongPassword: true });
        const signedIn = await app.inject({
          method: 'POST',
          url: '/api/auth/authenticate',
          payload: { email, password },
        });
        secrets.push(signedIn.json().token);

        // A reset, with the token from the mail.
        await app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } });
        const link = /reset-password\/([^/\s]+)\//.exec(mailer.sent.at(-1)?.text ?? '')?.[1] as string;
        expect(link).toBeDefined();
        secrets.push(link);
        const newPassword = secret('new-password');
        const reset = await app.inject({
          method: 'POST',
          url: '/api/auth/reset_password',
          payload: { token: link, email, password: newPassword },
        });
        expect(reset.json()).toEqual({ success: true });

        // Signed-in routes, a forged token, a refused body carrying a password, a social token.
        await app.inject({ method: 'POST', url: '/api/plan', headers: bearer(token), payload: buildPlanBody() });
        await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) });
        await app.inject({ method: 'PUT', url: `/api/plan/${randomUUID()}`, headers: bearer(token), payload: {} });
        const forged = await createTokenService('some-other-secret-that-is-long-enough!').sign(randomUUID());
        secrets.push(forged);
        expect((await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(forged) })).statusCode).toBe(401);
        const tooLong = secret('too-long-password').padEnd(200, '!');
        await app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: { name: 'Ruth', email, password: tooLong },
        });
        const social = secret('google-id-token');
        await app.inject({ method: 'POST', url: '/api/auth/google', payload: { identityToken: social } });

        // With the database gone every route answers 503, and the error is logged in full.
        const lastPassword = secret('password-on-a-503');
        // (This is the file's last test: the database stays closed.)
        await database.close();
        databaseClosed = true;
        const failed = await app.inject({
          method: 'POST',
          url: '/api/auth/authenticate',
          payload: { email, password: lastPassword },
        });
        expect(failed.statusCode).toBe(503);
        const failedSignedIn = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) });
        expect(failedSignedIn.statusCode).toBe(503);
      } finally {
        await app.close();
      }

      const log = logLines.join('');
      // The capture works: requests and the database failure are in it.
      expect(log).toContain('incoming request');
      expect(log).toContain('database unavailable');
      for (const value of secrets) {
        expect(log.includes(value), `the log holds ${value.slice(0, 24)}…`).toBe(false);
        // Not even the signature part of a token.
        const signature = value.split('.')[2];
        if (signature) expect(log.includes(signature), `the log holds a token signature`).toBe(false);
      }
      expect(log.toLowerCase()).not.toContain('bearer ');
    });
  });
});
