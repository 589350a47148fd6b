import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userTokens } from '../../db/schema.js';
import { buildTestApp, registerUser, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { useServerSuite, useSmtpInbox } from '../../test/suite.js';
import { insertUser } from '../users/repository.js';

const APP_URL = 'http://app.test';
const RESET_PREFIX = `${APP_URL}/reset-password/`;
const CONFIRM_PREFIX = `${APP_URL}/email-confirmation/`;

/**
 * The two ways back from a mailed link that no longer works: the reset page asks whether its link
 * still works before showing the form (GET /api/auth/reset-password/{token}), and the confirmation
 * page offers a new link (POST /api/auth/resend-confirmation).
 */
describe.each(testDatabases)('mailed links on $name, mail over real SMTP', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url, appUrl: APP_URL }) });

  const checkLink = (token: string, email: string, remoteAddress?: string) =>
    app.inject({
      method: 'GET',
      url: `/api/auth/reset-password/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const statusOf = async (token: string, email: string) => (await checkLink(token, email)).json().status;

  async function mailedResetToken(email: string): Promise<string> {
    const sentBefore = inbox.mails.length;
    expect((await app.inject({ method: 'POST', url: '/api/auth/forgot_password', payload: { email } })).json()).toEqual(
      { success: true },
    );
    const mail = await inbox.waitFor(email, /Reset/);
    expect(inbox.mails.length).toBeGreaterThan(sentBefore);
    const [token] = linkIn(mail, RESET_PREFIX).slice(RESET_PREFIX.length).split('/').map(decodeURIComponent);
    return token as string;
  }

  describe('GET /api/auth/reset-password/{token}', () => {
    it('answers valid for a fresh link, and checking does not use it up', async () => {
      const { user } = await registerUser(app);
      const token = await mailedResetToken(user.email);
      expect(await statusOf(token, user.email)).toBe('valid');
      expect(await statusOf(token, ` ${user.email.toUpperCase()} `)).toBe('valid');
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload: { token, email: user.email, password: 'brand new' },
      });
      expect(reset.json()).toEqual({ success: true });
    });

    it('answers used once the link has set a password', async () => {
      const { user } = await registerUser(app);
      const token = await mailedResetToken(user.email);
      await app.inject({
        method: 'POST',
        url: '/api/auth/reset_password',
        payload: { token, email: user.email, password: 'brand new' },
      });
      expect(await statusOf(token, user.email)).toBe('used');
    });

    it('answers expired for a link past its hour', async () => {
      const { user } = await registerUser(app);
      const token = await mailedResetToken(user.email);
      await database.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.userId, user.id));
      expect(await statusOf(token, user.email)).toBe('expired');
    });

    it('answers unknown for a made-up token, an older link replaced by a newer one, and a confirmation token', async () => {
      const { user } = await registerUser(app);
      const confirmToken = decodeURIComponent(
        linkIn(await inbox.waitFor(user.email, /Confirm/), CONFIRM_PREFIX)
          .slice(CONFIRM_PREFIX.length)
          .split('/')[0] as string,
      );
      const older = await mailedResetToken(user.email);
      const newer = await mailedResetToken(user.email);
      expect(newer).not.toBe(older);
      expect(await statusOf('not-a-real-token', user.email)).toBe('unknown');
      expect(await statusOf(older, user.email)).toBe('unknown');
      expect(await statusOf(confirmToken, user.email)).toBe('unknown');
      expect(await statusOf(newer, user.email)).toBe('valid');
    });

    it('tells nothing about accounts: another address, or one without an account, answers unknown', async () => {
      const owner = await registerUser(app);
      const other = await registerUser(app);
      const token = await mailedResetToken(owner.user.email);
      expect(await statusOf(token, other.user.email)).toBe('unknown');
      expect(await statusOf(token, uniqueEmail('nobody'))).toBe('unknown');
      expect(await statusOf('made-up', uniqueEmail('nobody'))).toBe('unknown');
    });

    it.each([
      ['no e-mail', '/api/auth/reset-password/some-token', 400, 'querystring'],
      ['an empty e-mail', '/api/auth/reset-password/some-token?email=', 400, 'querystring.email'],
      ['an e-mail past the limit', `/api/auth/reset-password/t?email=${'a'.repeat(300)}%40x.com`, 400, 'email'],
      // The router refuses a path parameter that long before the schema sees it.
      ['a token past the limit', `/api/auth/reset-password/${'t'.repeat(600)}?email=a%40b.com`, 414, 'too long'],
    ])('refuses %s with a %i naming it', async (_label, url, status, words) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.json().message.toLowerCase()).toContain(words);
    });

    it('is limited per address', async () => {
      const limited = await buildTestApp(database, { smtpUrl: inbox.url, appUrl: APP_URL, authRateLimit: 3 });
      try {
        const ask = (remoteAddress: string) =>
          limited.inject({ method: 'GET', url: '/api/auth/reset-password/guess?email=a%40b.com', remoteAddress });
        for (let n = 0; n < 3; n++) expect((await ask('10.7.0.1')).json()).toEqual({ status: 'unknown' });
        const refused = await ask('10.7.0.1');
        expect(refused.statusCode).toBe(429);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await ask('10.7.0.2')).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('POST /api/auth/resend-confirmation', () => {
    const resend = (email: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/resend-confirmation',
        payload: { email },
        headers,
        ...(remoteAddress ? { remoteAddress } : {}),
      });
    /** The first mail to `email` after the inbox held `before` mails (the resend mails after answering). */
    const mailAfter = async (email: string, before: number) => {
      await expect.poll(() => inbox.mails.slice(before).some((mail) => mail.to === email)).toBe(true);
      return inbox.mails.slice(before).find((mail) => mail.to === email) as (typeof inbox.mails)[number];
    };
    const unusedConfirmTokens = async (userId: string) =>
      (await database.db.select().from(userTokens).where(eq(userTokens.userId, userId))).filter(
        (row) => row.purpose === 'confirmEmail' && !row.usedAt,
      );

    it('mails a new link that confirms the account, and the older link stops working', async () => {
      const { user } = await registerUser(app);
      const first = linkIn(await inbox.waitFor(user.email, /Confirm/), CONFIRM_PREFIX);
      const before = inbox.mails.length;

      expect((await resend(` ${user.email.toUpperCase()} `)).json()).toEqual({ success: true });
      const second = linkIn(await mailAfter(user.email, before), CONFIRM_PREFIX);
      expect(second).not.toBe(first);
      expect(await unusedConfirmTokens(user.id)).toHaveLength(1);

      const tokenOf = (link: string) => decodeURIComponent(link.slice(CONFIRM_PREFIX.length));
      const confirm = (token: string) =>
        app.inject({ method: 'POST', url: '/api/auth/confirm_email', payload: { token } });
      expect((await confirm(tokenOf(first))).json()).toEqual({ invalidToken: true });
      expect((await confirm(tokenOf(second))).json()).toMatchObject({
        success: true,
        user: { email: user.email, hasConfirmedAccount: true },
      });
    });

    it('writes in the account’s language, else in the language of the request', async () => {
      const email = uniqueEmail('maria');
      await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Maria', email, password: 'secret1' },
        headers: { language: 'pl' },
      });
      await inbox.waitFor(email, /Potwierd/);
      let before = inbox.mails.length;
      await resend(email, { language: 'pt' });
      // Registered in Polish: the account's language wins over the request's.
      expect((await mailAfter(email, before)).subject).toBe('Potwierdź swój e-mail w Bible Journey');

      const noLanguage = uniqueEmail('no-language');
      await insertUser(database.db, { name: 'Wati', email: noLanguage, passwordHash: 'not-a-real-hash' });
      before = inbox.mails.length;
      await resend(noLanguage, { language: 'id' });
      const mail = await mailAfter(noLanguage, before);
      expect(mail.subject).toBe('Konfirmasi email Anda untuk Bible Journey');
      expect(mail.text).toContain(CONFIRM_PREFIX);
    });

    it('answers the same and mails nothing for an unknown address, a confirmed account, an invited one and a social one', async () => {
      const confirmed = await registerUser(app);
      const token = decodeURIComponent(
        linkIn(await inbox.waitFor(confirmed.user.email, /Confirm/), CONFIRM_PREFIX).slice(CONFIRM_PREFIX.length),
      );
      await app.inject({ method: 'POST', url: '/api/auth/confirm_email', payload: { token } });
      const invited = uniqueEmail('invited');
      const invitedRow = await insertUser(database.db, { name: 'Invited', email: invited });
      const social = uniqueEmail('social');
      const socialRow = await insertUser(database.db, { name: 'Social', email: social, googleId: `g-${social}` });
      const confirmedTokensBefore = (
        await database.db.select().from(userTokens).where(eq(userTokens.userId, confirmed.user.id))
      ).length;

      const answers = await Promise.all(
        [uniqueEmail('nobody'), confirmed.user.email, invited, social].map((email) => resend(email)),
      );
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).toBe('{"success":true}');
      }
      // Nothing was issued (tokens are written before the answer, so this is settled now).
      expect(await database.db.select().from(userTokens).where(eq(userTokens.userId, confirmed.user.id))).toHaveLength(
        confirmedTokensBefore,
      );
      expect(await unusedConfirmTokens(invitedRow?.id as string)).toHaveLength(0);
      expect(await unusedConfirmTokens(socialRow?.id as string)).toHaveLength(0);
    });

    it.each([
      [{}, 'body.email'],
      [{ email: '' }, 'body.email'],
      [{ email: 42 }, 'body.email'],
      [{ email: `${'a'.repeat(300)}@example.com` }, 'body.email'],
    ])('answers 400 for %j, naming %s', async (payload, field) => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
    });

    it('is limited per address; one account’s inbox gets at most five mails an hour, the answers all alike', async () => {
      const limited = await buildTestApp(database, { smtpUrl: inbox.url, appUrl: APP_URL, authRateLimit: 3 });
      try {
        const ask = (email: string, remoteAddress: string) =>
          limited.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email }, remoteAddress });
        // One address asking for many accounts.
        for (let n = 0; n < 3; n++) expect((await ask(uniqueEmail('ip'), '10.8.0.1')).statusCode).toBe(200);
        expect((await ask(uniqueEmail('ip'), '10.8.0.1')).statusCode).toBe(429);
        // One unconfirmed account asked for from many addresses: every answer alike, five mails.
        const target = uniqueEmail('target');
        await registerUser(limited, { email: target });
        const before = inbox.mails.filter((mail) => mail.to === target).length;
        for (let n = 0; n < 8; n++) {
          const answer = await ask(n % 2 ? target.toUpperCase() : target, `10.8.1.${n + 1}`);
          expect(answer.statusCode).toBe(200);
          expect(answer.json()).toEqual({ success: true });
        }
        await expect.poll(() => inbox.mails.filter((mail) => mail.to === target).length - before).toBe(5);
      } finally {
        await limited.close();
      }
    });
  });
});
