import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { appleSubject, numericId, useFakeProviders } from '../../test/fake-providers.js';
import { useServerSuite, useSmtpInbox } from '../../test/suite.js';

const APP_URL = 'http://app.test';
const SESSION_ENDED = 'Your session is no longer valid: sign in again.';

// Someone registers a person's address before they do and never confirms it (they can't: the
// confirmation goes to the owner's inbox). When the owner proves the address, the account is theirs.
describe.each(testDatabases)('an unconfirmed address taken over by its owner on $name', (kind) => {
  const providers = useFakeProviders();
  const inbox = useSmtpInbox();
  const { app } = useServerSuite(kind, {
    config: () => ({ social: providers.social, smtpUrl: inbox.url, appUrl: APP_URL }),
  });

  const post = (url: string, payload: unknown) => app.inject({ method: 'POST', url, payload: payload as object });
  const authenticate = (email: string, password: string) => post('/api/auth/authenticate', { email, password });
  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });

  /** The squatter registers the owner's address, signs in on a second device and makes a plan. */
  async function squat(email: string) {
    const squatter = await registerUser(app, { name: 'Squatter', email, password: 'squatter secret' });
    expect(squatter.user.hasConfirmedAccount).toBe(false);
    const secondDevice = (await authenticate(email, 'squatter secret')).json().token as string;
    const plan = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(squatter.token),
      payload: buildPlanBody(),
    });
    expect(plan.statusCode).toBe(200);
    return { ...squatter, tokens: [squatter.token, secondDevice] };
  }

  async function expectSessionsEnded(tokens: string[]) {
    for (const token of tokens) {
      const answer = await get('/api/user', token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(SESSION_ENDED);
    }
  }

  it('by signing in with Google: the squatter’s password and sessions end, the plans stay', async () => {
    const email = uniqueEmail('owner');
    const squatter = await squat(email);
    const claims = { sub: numericId(), email, email_verified: true, name: 'Priscilla Owner' };

    const owner = await post('/api/auth/google', { identityToken: await providers.google.sign(claims) });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toEqual({
      id: squatter.user.id,
      email,
      name: 'Priscilla Owner',
      picture: null,
      language: 'en',
      hasConfirmedAccount: true,
      hasPassword: false,
    });

    await expectSessionsEnded(squatter.tokens);
    expect((await authenticate(email, 'squatter secret')).json()).toEqual({ usingGoogle: true });
    expect((await post('/api/auth/forgot_password', { email })).json()).toEqual({ usingGoogle: true });
    const register = await post('/api/auth/register', { name: 'Squatter', email, password: 'again!' });
    expect(register.json()).toEqual({ usingGoogle: true });

    const ownerToken = owner.json().token as string;
    expect((await get('/api/user', ownerToken)).statusCode).toBe(200);
    expect((await get('/api/plan', ownerToken)).json().plans).toHaveLength(1);
    // A password-less account has no password to change.
    const change = await app.inject({
      method: 'PUT',
      url: '/api/user/password',
      headers: bearer(ownerToken),
      payload: { currentPassword: 'squatter secret', password: 'owner secret' },
    });
    expect(change.json()).toEqual({ usingGoogle: true });
  });

  it('by signing in with Apple, the same way', async () => {
    const email = uniqueEmail('apple-owner');
    const squatter = await squat(email);
    const claims = { sub: appleSubject(), email, email_verified: 'true', is_private_email: 'false' };

    const owner = await post('/api/auth/apple', {
      identityToken: await providers.apple.sign(claims),
      givenName: 'Aquila',
      familyName: 'Owner',
    });
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user).toMatchObject({
      id: squatter.user.id,
      name: 'Aquila Owner',
      hasConfirmedAccount: true,
      hasPassword: false,
    });
    await expectSessionsEnded(squatter.tokens);
    expect((await authenticate(email, 'squatter secret')).json()).toEqual({ usingApple: true });
    expect((await get('/api/plan', owner.json().token)).json().plans).toHaveLength(1);
  });

  it('by completing a password reset mailed to the owner’s inbox', async () => {
    const email = uniqueEmail('reset-owner');
    const squatter = await squat(email);

    expect((await post('/api/auth/forgot_password', { email })).json()).toEqual({ success: true });
    const mail = await inbox.waitFor(email, /Reset/);
    const link = linkIn(mail, `${APP_URL}/reset-password/`);
    const token = decodeURIComponent(link.slice(`${APP_URL}/reset-password/`.length).split('/')[0] as string);
    const reset = await post('/api/auth/reset_password', { token, email, password: 'owner secret' });
    expect(reset.json()).toEqual({ success: true });

    await expectSessionsEnded(squatter.tokens);
    expect((await authenticate(email, 'squatter secret')).json()).toEqual({ wrongPassword: true });
    const owner = await authenticate(email, 'owner secret');
    expect(owner.json().user).toMatchObject({ id: squatter.user.id, hasConfirmedAccount: true, hasPassword: true });
    expect((await get('/api/plan', owner.json().token)).json().plans).toHaveLength(1);
  });

  it('does not touch a confirmed account: linking Google keeps its name, password and sessions', async () => {
    const registered = await registerUser(app, { name: 'Phoebe Reader' });
    const confirmation = await inbox.waitFor(registered.user.email, /Confirm/);
    const confirmToken = linkIn(confirmation, `${APP_URL}/email-confirmation/`).split('/').pop() as string;
    const confirmed = await post('/api/auth/confirm_email', { token: decodeURIComponent(confirmToken) });
    expect(confirmed.json()).toMatchObject({ success: true });

    const claims = { sub: numericId(), email: registered.user.email, email_verified: true, name: 'Someone Else' };
    const linked = await post('/api/auth/google', { identityToken: await providers.google.sign(claims) });
    expect(linked.json().user).toMatchObject({ id: registered.user.id, name: 'Phoebe Reader', hasPassword: true });
    expect((await get('/api/user', registered.token)).statusCode).toBe(200);
    expect((await authenticate(registered.user.email, registered.password)).json()).toHaveProperty('token');
  });

  it('does not happen when the provider does not vouch for the address', async () => {
    const email = uniqueEmail('unverified');
    const squatter = await squat(email);
    const claims = { sub: numericId(), email, email_verified: false, name: 'Not Proven' };
    const answer = await post('/api/auth/google', { identityToken: await providers.google.sign(claims) });
    expect(answer.statusCode).toBe(409);
    for (const token of squatter.tokens) expect((await get('/api/user', token)).statusCode).toBe(200);
  });
});
