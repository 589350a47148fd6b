import type { Session } from '@bible-journey/contract';
import { describe, expect, it } from 'vitest';
import { confirmAccount } from '../../test/accounts.js';
import { bearer, registerUser, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { APPLE_ISSUER, numericId, useSocialTestApp } from '../../test/fake-providers.js';

describe.each(testDatabases)('POST /api/auth/google on $name', (kind) => {
  const env = useSocialTestApp(kind);

  const signIn = (payload: Record<string, unknown>) =>
    env.app.inject({ method: 'POST', url: '/api/auth/google', payload });
  const authenticate = (email: string, password: string) =>
    env.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
  const googleClaims = (overrides: Record<string, unknown> = {}) => ({
    sub: numericId(),
    email: uniqueEmail('google'),
    email_verified: true,
    name: 'Lydia of Thyatira',
    picture: 'https://lh3.googleusercontent.com/a/photo=s96-c',
    ...overrides,
  });

  it('signs up a new account whose token then works on the API', async () => {
    const claims = googleClaims({ email: uniqueEmail('Lydia').toUpperCase() });
    const response = await signIn({ identityToken: await env.providers.google.sign(claims), googleId: claims.sub });

    expect(response.statusCode).toBe(200);
    const session = response.json() as Session;
    expect(session).toEqual({
      user: {
        id: expect.any(String),
        name: 'Lydia of Thyatira',
        email: claims.email.toLowerCase(),
        picture: claims.picture,
        language: null,
        hasConfirmedAccount: true,
        hasPassword: false,
      },
      token: expect.any(String),
    });
    const plans = await env.app.inject({ method: 'GET', url: '/api/plan', headers: bearer(session.token) });
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toEqual({ plans: [] });
  });

  it('signs the same Google account in to the same user, even after its e-mail changed at Google', async () => {
    const claims = googleClaims();
    const first = await signIn({ identityToken: await env.providers.google.sign(claims) });
    expect(first.statusCode).toBe(200);

    const again = await signIn({ identityToken: await env.providers.google.sign(claims), googleId: claims.sub });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);

    const renamed = await signIn({
      identityToken: await env.providers.google.sign({ ...claims, email: uniqueEmail('renamed') }),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().user.id).toBe(first.json().user.id);
    expect(renamed.json().user.email).toBe(claims.email);
  });

  it('creates one account when the first sign-ins race each other', async () => {
    const claims = googleClaims();
    const identityToken = await env.providers.google.sign(claims);
    const responses = await Promise.all(Array.from({ length: 6 }, () => signIn({ identityToken })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(responses.map((response) => response.json().user.id)).size).toBe(1);
  });

  it('accepts the issuer without scheme that Google also uses', async () => {
    const response = await signIn({
      identityToken: await env.providers.google.sign(googleClaims(), { issuer: 'accounts.google.com' }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('uses the name and picture from the body when the token carries none', async () => {
    const claims = googleClaims({ name: undefined, picture: undefined });
    const response = await signIn({
      identityToken: await env.providers.google.sign(claims),
      name: '  Priscilla  ',
      picture: 'https://example.com/p.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Priscilla', picture: 'https://example.com/p.png' });
  });

  describe('refuses with 401 and creates no account', () => {
    const expectRefused = async (identityToken: string, email: string, extra: Record<string, unknown> = {}) => {
      const response = await signIn({ identityToken, ...extra });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
      expect((await authenticate(email, 'whatever')).json()).toEqual({ notFound: true });
    };

    it('a token signed by a key Google never published (same key id)', async () => {
      const claims = googleClaims();
      await expectRefused(await env.providers.google.forge(claims), claims.email);
    });

    it('a token signed by a key Google never published (unknown key id)', async () => {
      const claims = googleClaims();
      await expectRefused(await env.providers.google.forge(claims, { kid: 'not-published' }), claims.email);
    });

    it('a token whose payload was altered after signing', async () => {
      const claims = googleClaims();
      const [header, , signature] = (await env.providers.google.sign(claims)).split('.');
      const payload = Buffer.from(JSON.stringify({ ...claims, sub: numericId() })).toString('base64url');
      await expectRefused(`${header}.${payload}.${signature}`, claims.email);
    });

    it('an expired token', async () => {
      const claims = googleClaims();
      const now = Math.floor(Date.now() / 1000);
      const token = await env.providers.google.sign(claims, { issuedAt: now - 7200, expiresAt: now - 3600 });
      await expectRefused(token, claims.email);
    });

    it('a token that is not valid yet', async () => {
      const claims = googleClaims();
      const token = await env.providers.google.sign(claims, { notBefore: Math.floor(Date.now() / 1000) + 3600 });
      await expectRefused(token, claims.email);
    });

    it('a token for another app (wrong audience)', async () => {
      const claims = googleClaims();
      await expectRefused(
        await env.providers.google.sign(claims, { audience: 'someone-else.apps.googleusercontent.com' }),
        claims.email,
      );
    });

    it('a token from another issuer', async () => {
      const claims = googleClaims();
      await expectRefused(await env.providers.google.sign(claims, { issuer: APPLE_ISSUER }), claims.email);
      await expectRefused(
        await env.providers.google.sign(claims, { issuer: 'https://evil.example.com' }),
        claims.email,
      );
    });

    it('a token without a subject', async () => {
      const claims = googleClaims({ sub: undefined });
      await expectRefused(await env.providers.google.sign(claims), claims.email);
    });

    it('an unsigned token (alg none)', async () => {
      const claims = googleClaims();
      const now = Math.floor(Date.now() / 1000);
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const payload = {
        ...claims,
        iss: env.providers.google.issuer,
        aud: env.providers.google.clientId,
        iat: now,
        exp: now + 600,
      };
      await expectRefused(`${part({ alg: 'none', typ: 'JWT' })}.${part(payload)}.`, claims.email);
    });

    it('something that is not a JWT at all', async () => {
      await expectRefused('definitely-not-a-jwt', uniqueEmail());
      await expectRefused('aaaa.bbbb.cccc', uniqueEmail());
    });

    it('a googleId in the body that is not the token’s subject', async () => {
      const claims = googleClaims();
      await expectRefused(await env.providers.google.sign(claims), claims.email, { googleId: numericId() });
    });
  });

  it('refuses a googleId that does not match even for a known account', async () => {
    const claims = googleClaims();
    expect((await signIn({ identityToken: await env.providers.google.sign(claims) })).statusCode).toBe(200);
    const response = await signIn({ identityToken: await env.providers.google.sign(claims), googleId: numericId() });
    expect(response.statusCode).toBe(401);
  });

  it('opens no account for an e-mail Google calls unverified (403), so its owner can still register it', async () => {
    const claims = googleClaims({ email_verified: false });
    const refused = await signIn({ identityToken: await env.providers.google.sign(claims) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/not verified/);
    const owner = await registerUser(env.app, { email: claims.email });
    expect(owner.user.email).toBe(claims.email);
  });

  it('asks for the e-mail when a new Google account shares none', async () => {
    const claims = googleClaims({ email: undefined, email_verified: undefined });
    const response = await signIn({ identityToken: await env.providers.google.sign(claims) });
    expect(response.statusCode).toBe(400);
  });

  describe('an existing password account with the same e-mail', () => {
    it('is linked when Google verified the e-mail; a confirmed account keeps its password and sessions', async () => {
      const registered = await registerUser(env.app);
      await confirmAccount(env.database, registered.user.id);
      const claims = googleClaims({ email: registered.user.email.toUpperCase() });

      const linked = await signIn({ identityToken: await env.providers.google.sign(claims), googleId: claims.sub });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().user).toMatchObject({
        id: registered.user.id,
        email: registered.user.email,
        name: registered.user.name,
        hasConfirmedAccount: true,
        picture: claims.picture,
      });

      const again = await signIn({ identityToken: await env.providers.google.sign(claims) });
      expect(again.json().user.id).toBe(registered.user.id);

      const withPassword = await authenticate(registered.user.email, registered.password);
      expect(withPassword.statusCode).toBe(200);
      expect(withPassword.json()).toEqual({
        user: expect.objectContaining({ id: registered.user.id }),
        token: expect.any(String),
      });
      expect((await authenticate(registered.user.email, 'not the password')).json()).toEqual({ wrongPassword: true });
      const plans = await env.app.inject({
        method: 'GET',
        url: '/api/plan',
        headers: bearer(withPassword.json().token),
      });
      expect(plans.statusCode).toBe(200);
      const earlier = await env.app.inject({ method: 'GET', url: '/api/user', headers: bearer(registered.token) });
      expect(earlier.statusCode).toBe(200);
    });

    it('accepts email_verified sent as the string "true"', async () => {
      const registered = await registerUser(env.app);
      const claims = googleClaims({ email: registered.user.email, email_verified: 'true' });
      const linked = await signIn({ identityToken: await env.providers.google.sign(claims) });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().user.id).toBe(registered.user.id);
    });

    it('is not linked (409) when Google does not vouch for the e-mail', async () => {
      const registered = await registerUser(env.app);
      for (const email_verified of [false, 'false', undefined]) {
        const claims = googleClaims({ email: registered.user.email, email_verified });
        const response = await signIn({ identityToken: await env.providers.google.sign(claims) });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ statusCode: 409, error: 'Conflict' });
      }
      // Still a plain password account.
      const withPassword = await authenticate(registered.user.email, registered.password);
      expect(withPassword.json().user.id).toBe(registered.user.id);
    });

    it('is not re-linked to a second Google account (409)', async () => {
      const registered = await registerUser(env.app);
      const first = googleClaims({ email: registered.user.email });
      expect((await signIn({ identityToken: await env.providers.google.sign(first) })).statusCode).toBe(200);

      const second = googleClaims({ email: registered.user.email });
      const response = await signIn({ identityToken: await env.providers.google.sign(second) });
      expect(response.statusCode).toBe(409);
      const stillFirst = await signIn({ identityToken: await env.providers.google.sign(first) });
      expect(stillFirst.json().user.id).toBe(registered.user.id);
    });
  });

  it('points password sign-in and registration of a Google-only account to Google', async () => {
    const claims = googleClaims();
    expect((await signIn({ identityToken: await env.providers.google.sign(claims) })).statusCode).toBe(200);

    const signInWithPassword = await authenticate(claims.email, 'any password');
    expect(signInWithPassword.statusCode).toBe(200);
    expect(signInWithPassword.json()).toEqual({ usingGoogle: true });

    const register = await env.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Someone Else', email: claims.email.toUpperCase(), password: 'correct horse' },
    });
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ usingGoogle: true });
  });
});
