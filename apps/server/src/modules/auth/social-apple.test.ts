import { randomUUID } from 'node:crypto';
import type { Session } from '@bible-journey/contract';
import { describe, expect, it } from 'vitest';
import { confirmAccount } from '../../test/accounts.js';
import { bearer, registerUser, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { appleSubject, GOOGLE_ISSUER, useSocialTestApp } from '../../test/fake-providers.js';

describe.each(testDatabases)('POST /api/auth/apple on $name', (kind) => {
  const env = useSocialTestApp(kind);

  const signIn = (payload: Record<string, unknown>) =>
    env.app.inject({ method: 'POST', url: '/api/auth/apple', payload });
  const authenticate = (email: string, password: string) =>
    env.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
  // Apple's identity token: booleans as strings, no name (the app gets it once, outside the token).
  const appleClaims = (overrides: Record<string, unknown> = {}) => ({
    sub: appleSubject(),
    email: `${randomUUID()}@privaterelay.appleid.com`,
    email_verified: 'true',
    is_private_email: 'true',
    auth_time: Math.floor(Date.now() / 1000),
    nonce_supported: true,
    ...overrides,
  });

  it('signs up a new account with the name the app sends; its token then works on the API', async () => {
    const claims = appleClaims();
    const response = await signIn({
      identityToken: await env.providers.apple.sign(claims),
      appleId: claims.sub,
      givenName: 'Mary',
      familyName: 'Magdalene',
    });

    expect(response.statusCode).toBe(200);
    const session = response.json() as Session;
    expect(session).toEqual({
      user: {
        id: expect.any(String),
        name: 'Mary Magdalene',
        email: claims.email,
        picture: null,
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

  it('prefers the full name sent, and falls back to the e-mail’s local part', async () => {
    const named = appleClaims();
    const withName = await signIn({
      identityToken: await env.providers.apple.sign(named),
      name: 'Joanna',
      givenName: 'Ignored',
    });
    expect(withName.json().user.name).toBe('Joanna');

    const localPart = `Martha.${randomUUID().slice(0, 8)}`;
    const unnamed = appleClaims({ email: `${localPart}@privaterelay.appleid.com` });
    const withoutName = await signIn({ identityToken: await env.providers.apple.sign(unnamed) });
    expect(withoutName.statusCode).toBe(200);
    expect(withoutName.json().user).toMatchObject({
      name: localPart.toLowerCase(),
      email: `${localPart.toLowerCase()}@privaterelay.appleid.com`,
    });
  });

  it('signs the same Apple account in to the same user, also when later tokens carry no e-mail', async () => {
    const claims = appleClaims();
    const first = await signIn({ identityToken: await env.providers.apple.sign(claims), name: 'Susanna' });
    expect(first.statusCode).toBe(200);

    const again = await signIn({ identityToken: await env.providers.apple.sign(claims), appleId: claims.sub });
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ id: first.json().user.id, name: 'Susanna' });

    const noEmail = appleClaims({ sub: claims.sub, email: undefined, email_verified: undefined });
    const later = await signIn({ identityToken: await env.providers.apple.sign(noEmail) });
    expect(later.statusCode).toBe(200);
    expect(later.json().user.id).toBe(first.json().user.id);
  });

  describe('refuses with 401 and creates no account', () => {
    const expectRefused = async (identityToken: string, email: string, extra: Record<string, unknown> = {}) => {
      const response = await signIn({ identityToken, ...extra });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect((await authenticate(email, 'whatever')).json()).toEqual({ notFound: true });
    };

    it('a token signed by a key Apple never published', async () => {
      const claims = appleClaims();
      await expectRefused(await env.providers.apple.forge(claims), claims.email);
      await expectRefused(await env.providers.apple.forge(claims, { kid: 'W6WcOKB' }), claims.email);
    });

    it('a token signed by Google’s key (another provider’s JWKS)', async () => {
      const claims = appleClaims();
      await expectRefused(
        await env.providers.google.sign(claims, { issuer: env.providers.apple.issuer }),
        claims.email,
      );
    });

    it('an expired token', async () => {
      const claims = appleClaims();
      const now = Math.floor(Date.now() / 1000);
      await expectRefused(
        await env.providers.apple.sign(claims, { issuedAt: now - 86_400, expiresAt: now - 600 }),
        claims.email,
      );
    });

    it('a token for another app (wrong audience)', async () => {
      await expectRefused(
        await env.providers.apple.sign(appleClaims(), { audience: 'com.example.other' }),
        uniqueEmail(),
      );
      const claims = appleClaims();
      // A Google client id is no Apple audience.
      await expectRefused(
        await env.providers.apple.sign(claims, { audience: env.providers.google.clientId }),
        claims.email,
      );
    });

    it('a token from another issuer', async () => {
      const claims = appleClaims();
      await expectRefused(await env.providers.apple.sign(claims, { issuer: GOOGLE_ISSUER }), claims.email);
      await expectRefused(await env.providers.apple.sign(claims, { issuer: 'appleid.apple.com' }), claims.email);
    });

    it('an appleId in the body that is not the token’s subject', async () => {
      const claims = appleClaims();
      await expectRefused(await env.providers.apple.sign(claims), claims.email, { appleId: appleSubject() });
    });
  });

  it('asks for the e-mail when a new Apple account shares none', async () => {
    const claims = appleClaims({ email: undefined, email_verified: undefined });
    const response = await signIn({ identityToken: await env.providers.apple.sign(claims) });
    expect(response.statusCode).toBe(400);
  });

  describe('an existing password account with the same e-mail', () => {
    it('is linked when Apple verified the e-mail; a confirmed account keeps its password and sessions', async () => {
      const registered = await registerUser(env.app);
      await confirmAccount(env.database, registered.user.id);
      const claims = appleClaims({ email: registered.user.email, is_private_email: 'false' });

      const linked = await signIn({ identityToken: await env.providers.apple.sign(claims), appleId: claims.sub });
      expect(linked.statusCode).toBe(200);
      expect(linked.json().user).toMatchObject({
        id: registered.user.id,
        name: registered.user.name,
        hasConfirmedAccount: true,
      });
      const again = await signIn({ identityToken: await env.providers.apple.sign(claims) });
      expect(again.json().user.id).toBe(registered.user.id);

      const withPassword = await authenticate(registered.user.email, registered.password);
      expect(withPassword.statusCode).toBe(200);
      expect(withPassword.json()).toEqual({
        user: expect.objectContaining({ id: registered.user.id }),
        token: expect.any(String),
      });
      const earlier = await env.app.inject({ method: 'GET', url: '/api/user', headers: bearer(registered.token) });
      expect(earlier.statusCode).toBe(200);
    });

    it('is not linked (409) when Apple does not vouch for the e-mail', async () => {
      const registered = await registerUser(env.app);
      for (const email_verified of ['false', false, undefined]) {
        const claims = appleClaims({ email: registered.user.email, email_verified });
        const response = await signIn({ identityToken: await env.providers.apple.sign(claims) });
        expect(response.statusCode).toBe(409);
      }
      const withPassword = await authenticate(registered.user.email, registered.password);
      expect(withPassword.json().user.id).toBe(registered.user.id);
    });
  });

  it('points password sign-in and registration of an Apple-only account to Apple', async () => {
    const claims = appleClaims();
    expect((await signIn({ identityToken: await env.providers.apple.sign(claims) })).statusCode).toBe(200);

    expect((await authenticate(claims.email, 'any password')).json()).toEqual({ usingApple: true });
    const register = await env.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Someone Else', email: claims.email, password: 'correct horse' },
    });
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ usingApple: true });
  });
});
