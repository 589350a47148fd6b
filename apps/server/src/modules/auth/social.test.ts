import { startLocalServer, unusedOrigin } from '@bible-journey/test-support/local-server';
import { describe, expect, it } from 'vitest';
import { buildTestApp, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { numericId, useSocialTestApp } from '../../test/fake-providers.js';
import { useBeforeAll, useTestApp } from '../../test/suite.js';

const endpoints = [
  { provider: 'google', tokenField: 'identityToken', idField: 'googleId' },
  { provider: 'apple', tokenField: 'identityToken', idField: 'appleId' },
  { provider: 'facebook', tokenField: 'accessToken', idField: 'facebookId' },
] as const;

describe.each(testDatabases)('social sign-in on $name', (kind) => {
  const env = useSocialTestApp(kind);

  /** A token the provider really issued, so only the body's shape is wrong. */
  const validToken = async (provider: (typeof endpoints)[number]['provider']) => {
    const claims = { sub: numericId(), email: uniqueEmail(provider), email_verified: true };
    if (provider === 'google') return env.providers.google.sign(claims);
    if (provider === 'apple') return env.providers.apple.sign(claims);
    return env.providers.facebook.grant({ userId: claims.sub, profile: { email: claims.email } });
  };

  describe.each(endpoints)('POST /api/auth/$provider with a malformed body', ({ provider, tokenField, idField }) => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      env.app.inject({
        method: 'POST',
        url: `/api/auth/${provider}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
    const expectBadRequest = async (payload: unknown, field?: string) => {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
      if (field) expect(response.json().message).toContain(field);
    };

    it('answers 400 without the token', async () => {
      await expectBadRequest({}, tokenField);
      await expectBadRequest({ [idField]: numericId() }, tokenField);
      await expectBadRequest({ [tokenField]: null }, tokenField);
    });

    it('answers 400 for a token of the wrong type', async () => {
      for (const value of [12345678901, true, ['a'.repeat(20)], { token: 'a'.repeat(20) }, { $gt: '' }]) {
        await expectBadRequest({ [tokenField]: value }, tokenField);
      }
    });

    it('answers 400 for a token too short or too long', async () => {
      await expectBadRequest({ [tokenField]: '' }, tokenField);
      await expectBadRequest({ [tokenField]: 'short' }, tokenField);
      await expectBadRequest({ [tokenField]: 'x'.repeat(10_000) }, tokenField);
      await expectBadRequest({ [tokenField]: `${'eyJ'.repeat(100_000)}.x.y` }, tokenField);
    });

    it('answers 400 for bad optional fields next to a valid token', async () => {
      const token = await validToken(provider);
      await expectBadRequest({ [tokenField]: token, [idField]: 42 }, idField);
      await expectBadRequest({ [tokenField]: token, [idField]: '' }, idField);
      await expectBadRequest({ [tokenField]: token, [idField]: 'x'.repeat(600) }, idField);
      await expectBadRequest({ [tokenField]: token, [idField]: { nested: { deeper: numericId() } } }, idField);
      await expectBadRequest({ [tokenField]: token, name: 'n'.repeat(500) }, 'name');
      await expectBadRequest({ [tokenField]: token, name: ['Ruth'] }, 'name');
      if (provider === 'apple') {
        await expectBadRequest({ [tokenField]: token, givenName: 7 }, 'givenName');
      } else {
        await expectBadRequest({ [tokenField]: token, picture: 'p'.repeat(200_001) }, 'picture');
        await expectBadRequest({ [tokenField]: token, picture: { url: 'https://example.com/p.png' } }, 'picture');
      }
      // None of these created the account.
      const response = await post({ [tokenField]: token });
      expect(response.statusCode).toBe(200);
    });

    it('answers 400 for bodies that are not an object or not JSON at all', async () => {
      for (const body of [
        [],
        [{ [tokenField]: 'a'.repeat(20) }],
        'null',
        '"a string"',
        '42',
        '{"',
        '{"a":}',
        '\u0000',
      ]) {
        const response = await post(body);
        expect(response.statusCode, `body ${JSON.stringify(body)}`).toBe(400);
      }
      const empty = await env.app.inject({ method: 'POST', url: `/api/auth/${provider}` });
      expect(empty.statusCode).toBe(400);
    });

    it('never answers 5xx for odd but well-formed requests', async () => {
      const token = await validToken(provider);
      const odd = [
        { [tokenField]: token, extra: { a: [1, { b: null }] } },
        JSON.parse(`{"${tokenField}": "${'a'.repeat(20)}", "__proto__": { "isAdmin": true }}`),
        { [tokenField]: `${'a'.repeat(20)}\u0000\ud800` },
        { [tokenField]: 'é'.repeat(4000) },
      ];
      for (const body of odd) {
        const response = await post(body);
        expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
      }
      const tooBig = await post({ [tokenField]: 'a'.repeat(20), name: 'n'.repeat(2_000_000) });
      expect(tooBig.statusCode).toBe(413);
      const asText = await env.app.inject({
        method: 'POST',
        url: `/api/auth/${provider}`,
        headers: { 'content-type': 'text/plain' },
        payload: token,
      });
      expect(asText.statusCode).toBe(400);
      const asXml = await env.app.inject({
        method: 'POST',
        url: `/api/auth/${provider}`,
        headers: { 'content-type': 'application/xml' },
        payload: `<${tokenField}>${token}</${tokenField}>`,
      });
      expect(asXml.statusCode).toBe(415);
    });
  });

  describe('a provider that is not configured answers 503', () => {
    const unconfigured = useTestApp(env.database, {
      config: () => ({
        social: {
          google: { clientIds: [], jwksUrl: env.providers.google.jwksUrl },
          apple: { clientIds: [], jwksUrl: env.providers.apple.jwksUrl },
          facebook: {
            appId: env.providers.facebook.appId,
            appSecret: undefined,
            graphUrl: env.providers.facebook.graphUrl,
          },
        },
      }),
    });

    it.each(endpoints)('POST /api/auth/$provider', async ({ provider, tokenField }) => {
      const response = await unconfigured.inject({
        method: 'POST',
        url: `/api/auth/${provider}`,
        payload: { [tokenField]: await validToken(provider) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ statusCode: 503, message: expect.stringMatching(/not configured/) });
    });

    it('Facebook without an app id', async () => {
      const noAppId = await buildTestApp(env.database, {
        social: { ...env.providers.social, facebook: { ...env.providers.social.facebook, appId: undefined } },
      });
      try {
        const response = await noAppId.inject({
          method: 'POST',
          url: '/api/auth/facebook',
          payload: { accessToken: await validToken('facebook') },
        });
        expect(response.statusCode).toBe(503);
      } finally {
        await noAppId.close();
      }
    });

    it('also as the server reads it from an environment without the variables', async () => {
      // testConfig() loads the defaults: no client ids, no Facebook app.
      const fromEnv = await buildTestApp(env.database);
      try {
        for (const { provider, tokenField } of endpoints) {
          const response = await fromEnv.inject({
            method: 'POST',
            url: `/api/auth/${provider}`,
            payload: { [tokenField]: await validToken(provider) },
          });
          expect(response.statusCode, provider).toBe(503);
        }
      } finally {
        await fromEnv.close();
      }
    });
  });

  describe('a provider whose signing keys can’t be fetched answers 502', () => {
    const brokenKeys = useBeforeAll(
      'the broken key server',
      () =>
        startLocalServer((request, response) => {
          if (request.url === '/html') {
            response.writeHead(200, { 'content-type': 'text/html' });
            return void response.end('<html>Service temporarily unavailable</html>');
          }
          if (request.url === '/not-a-jwks') {
            response.writeHead(200, { 'content-type': 'application/json' });
            return void response.end('{"keys": "none"}');
          }
          response.writeHead(503, { 'content-type': 'application/json' });
          response.end('{"error":"unavailable"}');
        }),
      (server) => server.close(),
    );

    const cases = [
      { what: 'nothing answers', jwksUrl: async () => `${await unusedOrigin()}/keys` },
      { what: 'the keys answer 503', jwksUrl: async () => `${brokenKeys.origin}/503` },
      { what: 'the keys answer HTML', jwksUrl: async () => `${brokenKeys.origin}/html` },
      { what: 'the keys are no JWKS', jwksUrl: async () => `${brokenKeys.origin}/not-a-jwks` },
    ];
    it.each(cases)('when $what', async ({ jwksUrl }) => {
      const url = await jwksUrl();
      const noKeys = await buildTestApp(env.database, {
        social: {
          ...env.providers.social,
          google: { ...env.providers.social.google, jwksUrl: url },
          apple: { ...env.providers.social.apple, jwksUrl: url },
        },
      });
      try {
        for (const provider of ['google', 'apple'] as const) {
          const claims = { sub: numericId(), email: uniqueEmail(provider), email_verified: true };
          const token = await (provider === 'google' ? env.providers.google : env.providers.apple).sign(claims);
          const response = await noKeys.inject({
            method: 'POST',
            url: `/api/auth/${provider}`,
            payload: { identityToken: token },
          });
          expect(response.statusCode, provider).toBe(502);
          expect(response.json()).toMatchObject({ statusCode: 502, error: 'Bad Gateway' });
        }
      } finally {
        await noKeys.close();
      }
    });
  });
});
