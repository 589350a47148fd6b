import type { Session } from '@bible-journey/contract';
import { unusedOrigin } from '@bible-journey/test-support/local-server';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerUser, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { type FacebookGrant, numericId, useSocialTestApp } from '../../test/fake-providers.js';

describe.each(testDatabases)('POST /api/auth/facebook on $name', (kind) => {
  const env = useSocialTestApp(kind);

  const signIn = (payload: Record<string, unknown>, on = env.app) =>
    on.inject({ method: 'POST', url: '/api/auth/facebook', payload });
  const authenticate = (email: string, password: string) =>
    env.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: { email, password } });
  /** A Facebook user with a confirmed e-mail, and an access token Facebook issued to our app for them. */
  const facebookUser = (overrides: Partial<FacebookGrant> = {}) => {
    const grant: FacebookGrant = {
      userId: numericId(),
      ...overrides,
      profile: {
        name: 'Tabitha Dorcas',
        email: uniqueEmail('facebook'),
        pictureUrl: 'https://platform-lookaside.fbsbx.com/platform/profilepic/?asid=1&height=720&width=720',
        ...overrides.profile,
      },
    };
    return { grant, email: grant.profile?.email as string, accessToken: env.providers.facebook.grant(grant) };
  };
  const requestsFor = (accessToken: string) =>
    env.providers.facebook.requests.filter(
      (url) =>
        url.searchParams.get('input_token') === accessToken || url.searchParams.get('access_token') === accessToken,
    );

  it('signs up a new account from the Graph profile; its token then works on the API', async () => {
    const { grant, email, accessToken } = facebookUser();
    const response = await signIn({ accessToken, facebookId: grant.userId });

    expect(response.statusCode).toBe(200);
    const session = response.json() as Session;
    expect(session).toEqual({
      user: {
        id: expect.any(String),
        name: 'Tabitha Dorcas',
        email,
        picture: grant.profile?.pictureUrl,
        language: null,
        // Graph doesn't say whether it verified the address.
        hasConfirmedAccount: false,
        hasPassword: false,
      },
      token: expect.any(String),
    });
    const plans = await env.app.inject({ method: 'GET', url: '/api/plan', headers: bearer(session.token) });
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toEqual({ plans: [] });

    // debug_token with the app access token, then /me with the person's token.
    const [debug, me] = requestsFor(accessToken);
    expect(debug?.pathname).toBe('/v21.0/debug_token');
    expect(debug?.searchParams.get('access_token')).toBe(
      `${env.providers.facebook.appId}|${env.providers.facebook.appSecret}`,
    );
    expect(me?.pathname).toBe('/v21.0/me');
    expect(me?.searchParams.get('fields')?.split(',')).toEqual(expect.arrayContaining(['id', 'name', 'email']));
  });

  it('signs the same Facebook account in to the same user, with a new access token', async () => {
    const { grant, accessToken } = facebookUser();
    const first = await signIn({ accessToken });
    expect(first.statusCode).toBe(200);

    const newToken = env.providers.facebook.grant(grant);
    const again = await signIn({ accessToken: newToken, facebookId: grant.userId });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.id).toBe(first.json().user.id);
  });

  it('uses the name and picture from the body when the profile has none', async () => {
    const grant: FacebookGrant = { userId: numericId(), profile: { email: uniqueEmail('fb') } };
    const response = await signIn({
      accessToken: env.providers.facebook.grant(grant),
      name: 'Phoebe',
      picture: 'https://example.com/phoebe.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ name: 'Phoebe', picture: 'https://example.com/phoebe.png' });
  });

  it('asks for the e-mail when a new Facebook account shares none', async () => {
    const grant: FacebookGrant = { userId: numericId(), profile: { name: 'No Mail' } };
    const response = await signIn({ accessToken: env.providers.facebook.grant(grant) });
    expect(response.statusCode).toBe(400);
  });

  describe('refuses with 401 and creates no account', () => {
    const expectRefused = async (payload: Record<string, unknown>, email: string) => {
      const response = await signIn(payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
      expect((await authenticate(email, 'whatever')).json()).toEqual({ notFound: true });
    };

    it('a token Facebook never issued', async () => {
      await expectRefused({ accessToken: 'EAABnot-a-real-facebook-token' }, uniqueEmail());
    });

    it('a token with characters no Facebook token has, without asking Graph', async () => {
      const before = env.providers.facebook.requests.length;
      await expectRefused({ accessToken: 'é'.repeat(4000) }, uniqueEmail());
      await expectRefused({ accessToken: 'EAAB token with spaces' }, uniqueEmail());
      await expectRefused({ accessToken: 'EAABtoken\r\nX-Injected: 1' }, uniqueEmail());
      expect(env.providers.facebook.requests.length).toBe(before);
    });

    it('a token of the longest length accepted that Facebook never issued', async () => {
      await expectRefused({ accessToken: `EAAB${'z'.repeat(4092)}` }, uniqueEmail());
    });

    it('a token debug_token says is no longer valid', async () => {
      const { email, accessToken } = facebookUser({ isValid: false });
      await expectRefused({ accessToken }, email);
    });

    it('a token issued to another app', async () => {
      const { email, accessToken } = facebookUser({ appId: '999999999999999' });
      await expectRefused({ accessToken }, email);
      // /me is never asked for a token that isn't ours.
      expect(requestsFor(accessToken).map((url) => url.pathname)).toEqual(['/v21.0/debug_token']);
    });

    it('a /me profile that is not the user debug_token named', async () => {
      const userId = numericId();
      const { email, accessToken } = facebookUser({ userId, profile: { id: numericId() } });
      await expectRefused({ accessToken }, email);
    });

    it('a facebookId in the body that is not the token’s user', async () => {
      const { email, accessToken } = facebookUser();
      await expectRefused({ accessToken, facebookId: numericId() }, email);
    });

    it('debug_token answering with a Graph error', async () => {
      const { email, accessToken } = facebookUser({
        debugAnswer: {
          status: 400,
          body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1, fbtrace_id: 'A1' } },
        },
      });
      await expectRefused({ accessToken }, email);
    });

    it('debug_token answering without data', async () => {
      const { email, accessToken } = facebookUser({ debugAnswer: { status: 200, body: { success: true } } });
      await expectRefused({ accessToken }, email);
      const { email: other, accessToken: otherToken } = facebookUser({ debugAnswer: { status: 200, body: [1, 2] } });
      await expectRefused({ accessToken: otherToken }, other);
    });

    it('/me answering with a Graph error', async () => {
      const { email, accessToken } = facebookUser({
        meAnswer: {
          status: 400,
          body: {
            error: {
              message: 'Error validating access token: The session has been invalidated.',
              type: 'OAuthException',
              code: 190,
              error_subcode: 460,
              fbtrace_id: 'A2',
            },
          },
        },
      });
      await expectRefused({ accessToken }, email);
    });
  });

  describe('answers 502 when Facebook can’t vouch either way', () => {
    const expectBadGateway = async (accessToken: string, email: string, on = env.app) => {
      const response = await signIn({ accessToken }, on);
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ statusCode: 502, message: expect.stringMatching(/Facebook/) });
      expect((await authenticate(email, 'whatever')).json()).toEqual({ notFound: true });
    };

    it('when debug_token answers something that is not JSON', async () => {
      const { email, accessToken } = facebookUser({
        debugAnswer: {
          status: 200,
          body: '<html><body>Sorry, something went wrong.</body></html>',
          contentType: 'text/html',
        },
      });
      await expectBadGateway(accessToken, email);
    });

    it('when /me answers something that is not JSON', async () => {
      const { email, accessToken } = facebookUser({ meAnswer: { status: 500, body: 'upstream connect error' } });
      await expectBadGateway(accessToken, email);
    });

    it('when Facebook drops the connection', async () => {
      const { email, accessToken } = facebookUser({ debugAnswer: 'hang-up' });
      await expectBadGateway(accessToken, email);
    });

    it('when nothing answers at the Graph address', async () => {
      const unreachable = await buildTestApp(env.database, {
        social: {
          ...env.providers.social,
          facebook: { ...env.providers.social.facebook, graphUrl: `${await unusedOrigin()}/v21.0` },
        },
      });
      try {
        const { email, accessToken } = facebookUser();
        await expectBadGateway(accessToken, email, unreachable);
      } finally {
        await unreachable.close();
      }
    });
  });

  describe('an existing password account with the same e-mail', () => {
    it('is not linked, since Graph does not say the address is verified (409); the password keeps working', async () => {
      const registered = await registerUser(env.app);
      const { grant, accessToken } = facebookUser({ profile: { email: registered.user.email.toUpperCase() } });

      const refused = await signIn({ accessToken, facebookId: grant.userId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/sign in with it first/);

      const withPassword = await authenticate(registered.user.email, registered.password);
      expect(withPassword.statusCode).toBe(200);
      expect(withPassword.json()).toEqual({
        user: expect.objectContaining({ id: registered.user.id }),
        token: expect.any(String),
      });
    });

    it('a second Facebook account with the e-mail of a Facebook-made account is refused (409)', async () => {
      const first = facebookUser();
      expect((await signIn({ accessToken: first.accessToken })).statusCode).toBe(200);
      const second = facebookUser({ profile: { email: first.email } });
      expect((await signIn({ accessToken: second.accessToken })).statusCode).toBe(409);
    });
  });

  it('points password sign-in and registration of a Facebook-only account to Facebook', async () => {
    const { email, accessToken } = facebookUser();
    expect((await signIn({ accessToken })).statusCode).toBe(200);

    expect((await authenticate(email, 'any password')).json()).toEqual({ usingFacebook: true });
    const register = await env.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Someone Else', email, password: 'correct horse' },
    });
    expect(register.statusCode).toBe(200);
    expect(register.json()).toEqual({ usingFacebook: true });
  });
});
