import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users, userTokens } from '../../db/schema.js';
import { bearer, buildTestApp, registerUser, uniqueEmail } from '../../test/app.js';
import { pgliteOnly, testDatabases } from '../../test/databases.js';
import { useServerSuite, useSmtpInbox, useTestDatabase } from '../../test/suite.js';
import { insertUser } from '../users/repository.js';

const APP_URL = 'http://app.test';

describe.each(testDatabases)('accounts on $name, mail over real SMTP', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url, appUrl: APP_URL }) });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  describe('register and confirm e-mail', () => {
    it('creates the account, signs in, and mails a confirmation link that works once', async () => {
      const email = uniqueEmail('ruth');
      const response = await post('/api/auth/register', {
        name: '  Ruth  ',
        email: email.toUpperCase(),
        password: 'secret1',
      });
      expect(response.statusCode).toBe(200);
      const { user, token } = response.json();
      expect(user).toMatchObject({ name: 'Ruth', email, hasConfirmedAccount: false, picture: null });
      expect((await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) })).json()).toEqual({
        plans: [],
      });

      const mail = await inbox.waitFor(email, /Confirm/);
      const link = linkIn(mail, `${APP_URL}/email-confirmation/`);
      const confirmToken = decodeURIComponent(link.split('/').pop() as string);
      expect(mail.html).toContain(link);

      const confirmed = await post('/api/auth/confirm_email', { token: confirmToken });
      expect(confirmed.json()).toMatchObject({ success: true, user: { email, hasConfirmedAccount: true } });
      expect((await post('/api/auth/confirm_email', { token: confirmToken })).json()).toEqual({ invalidToken: true });
      expect((await post('/api/auth/confirm_email', { token: 'not-a-real-token' })).json()).toEqual({
        invalidToken: true,
      });
    });

    it('stores only a hash of mailed tokens', async () => {
      const { user } = await registerUser(app);
      const mail = await inbox.waitFor(user.email, /Confirm/);
      const token = linkIn(mail, `${APP_URL}/email-confirmation/`).split('/').pop() as string;
      const rows = await database.db.select().from(userTokens).where(eq(userTokens.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).not.toContain(token);
      expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers tokenExpired for an old confirmation link', async () => {
      const { user } = await registerUser(app);
      const mail = await inbox.waitFor(user.email, /Confirm/);
      const token = linkIn(mail, `${APP_URL}/email-confirmation/`).split('/').pop() as string;
      await database.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, user.id));
      expect((await post('/api/auth/confirm_email', { token })).json()).toEqual({ tokenExpired: true });
    });

    it('mails in the language of the request', async () => {
      const email = uniqueEmail();
      await post('/api/auth/register', { name: 'Maria', email, password: 'secret1' }, { language: 'PT' });
      const mail = await inbox.waitFor(email);
      expect(mail.subject).toBe('Confirme seu e-mail no Bible Journey');
      expect(mail.text).toContain('Boas-vindas ao Bible Journey, Maria!');
    });

    it('answers taken for an e-mail already registered, whatever its case', async () => {
      const { user } = await registerUser(app);
      const again = await post('/api/auth/register', {
        name: 'Other',
        email: user.email.toUpperCase(),
        password: 'secret1',
      });
      expect(again.json()).toEqual({ taken: true });
    });

    it.each([
      [{ name: 'R', email: 'r@example.com', password: 'secret1' }, 'body.name'],
      [{ name: 'Ruth', email: 'ruth@example', password: 'secret1' }, 'body.email'],
      [{ name: 'Ruth', email: 'ru th@example.com', password: 'secret1' }, 'body.email'],
      [{ name: 'Ruth', email: 'ruth@@example.com', password: 'secret1' }, 'body.email'],
      [{ name: 'Ruth', email: 'ruth@example.com', password: '12345' }, 'body.password'],
      [{ email: 'ruth@example.com', password: 'secret1' }, 'body.name'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const response = await post('/api/auth/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    });

    it('finishes the account of someone invited by e-mail who never registered', async () => {
      const email = uniqueEmail('invited');
      await insertUser(database.db, { name: 'Invited', email });
      expect((await post('/api/auth/authenticate', { email, password: 'whatever' })).json()).toEqual({
        shouldFinishRegister: true,
      });
      const finished = await post('/api/auth/register', { name: 'Now Named', email, password: 'secret1' });
      expect(finished.json()).toMatchObject({ user: { name: 'Now Named', email } });
      expect((await post('/api/auth/authenticate', { email, password: 'secret1' })).json()).toHaveProperty('token');
    });
  });

  describe('authenticate', () => {
    it('signs in with the right password, e-mail in any case', async () => {
      const { user, password } = await registerUser(app);
      const response = await post('/api/auth/authenticate', { email: ` ${user.email.toUpperCase()} `, password });
      expect(response.json()).toMatchObject({ user: { id: user.id } });
      expect(response.json().token).toEqual(expect.any(String));
    });

    it('answers notFound and wrongPassword', async () => {
      const { user } = await registerUser(app);
      expect((await post('/api/auth/authenticate', { email: uniqueEmail(), password: 'secret1' })).json()).toEqual({
        notFound: true,
      });
      expect((await post('/api/auth/authenticate', { email: user.email, password: 'not it' })).json()).toEqual({
        wrongPassword: true,
      });
    });

    it.each(['googleId', 'facebookId', 'appleId'] as const)(
      'tells a %s account to use its provider',
      async (column) => {
        const email = uniqueEmail();
        await insertUser(database.db, { name: 'Social', email, [column]: `id-${email}` });
        const flag = { googleId: 'usingGoogle', facebookId: 'usingFacebook', appleId: 'usingApple' }[column];
        expect((await post('/api/auth/authenticate', { email, password: 'secret1' })).json()).toEqual({ [flag]: true });
        expect((await post('/api/auth/register', { name: 'Again', email, password: 'secret1' })).json()).toEqual({
          [flag]: true,
        });
        expect((await post('/api/auth/forgot_password', { email })).json()).toEqual({ [flag]: true });
        expect((await post('/api/auth/reset_password', { email, token: 'x', password: 'secret1' })).json()).toEqual({
          [flag]: true,
        });
      },
    );
  });

  describe('forgot and reset password', () => {
    it('mails a reset link whose token sets a new password once', async () => {
      const { user, password } = await registerUser(app);
      expect((await post('/api/auth/forgot_password', { email: user.email })).json()).toEqual({ success: true });
      const mail = await inbox.waitFor(user.email, /Reset/);
      const link = linkIn(mail, `${APP_URL}/reset-password/`);
      const [token, email] = link.slice(`${APP_URL}/reset-password/`.length).split('/').map(decodeURIComponent);
      expect(email).toBe(user.email);

      const reset = await post('/api/auth/reset_password', { token, email, password: 'brand new' });
      expect(reset.json()).toEqual({ success: true });
      expect((await post('/api/auth/authenticate', { email, password })).json()).toEqual({ wrongPassword: true });
      const signedIn = await post('/api/auth/authenticate', { email, password: 'brand new' });
      expect(signedIn.json()).toMatchObject({ user: { id: user.id, hasConfirmedAccount: true } });
      expect((await post('/api/auth/reset_password', { token, email, password: 'third one' })).json()).toEqual({
        invalidToken: true,
      });
    });

    it('refuses a token used with another account, an unknown token and an expired one', async () => {
      const first = await registerUser(app);
      const second = await registerUser(app);
      await post('/api/auth/forgot_password', { email: first.user.email });
      const link = linkIn(await inbox.waitFor(first.user.email, /Reset/), `${APP_URL}/reset-password/`);
      const token = decodeURIComponent(link.slice(`${APP_URL}/reset-password/`.length).split('/')[0] as string);

      expect(
        (await post('/api/auth/reset_password', { token, email: second.user.email, password: 'secret2' })).json(),
      ).toEqual({
        invalidToken: true,
      });
      expect(
        (
          await post('/api/auth/reset_password', { token: 'made-up', email: first.user.email, password: 'secret2' })
        ).json(),
      ).toEqual({ invalidToken: true });
      await database.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, first.user.id));
      expect(
        (await post('/api/auth/reset_password', { token, email: first.user.email, password: 'secret2' })).json(),
      ).toEqual({
        tokenExpired: true,
      });
    });

    it('answers notFound for unknown addresses', async () => {
      expect((await post('/api/auth/forgot_password', { email: uniqueEmail() })).json()).toEqual({ notFound: true });
      expect(
        (await post('/api/auth/reset_password', { email: uniqueEmail(), token: 't', password: 'secret1' })).json(),
      ).toEqual({
        notFound: true,
      });
    });
  });
});

describe.each(pgliteOnly)('mail without SMTP and with a broken SMTP server on $name', (kind) => {
  const database = useTestDatabase(kind);

  it('keeps mails in the dev outbox with working links when SMTP_URL is unset', async () => {
    const app = await buildTestApp(database, { smtpUrl: undefined, appUrl: APP_URL });
    const { user } = await registerUser(app);
    const { outboxMails } = await import('../../db/schema.js');
    const [mail] = await database.db.select().from(outboxMails).where(eq(outboxMails.to, user.email));
    expect(mail?.text).toContain(`${APP_URL}/email-confirmation/`);
    const token = mail?.text.match(/email-confirmation\/(\S+)/)?.[1];
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/confirm_email', payload: { token } });
    expect(confirmed.json()).toMatchObject({ success: true });
    await app.close();
  });

  it('still creates the account when the mail server is down', async () => {
    const app = await buildTestApp(database, { smtpUrl: 'smtp://127.0.0.1:9' });
    const { user } = await registerUser(app);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(user.email);
    await app.close();
  });
});
