import { randomUUID } from 'node:crypto';
import { FEEDBACK_BACKUP_MAX, FEEDBACK_PER_ACCOUNT_PER_DAY, FEEDBACK_TYPES } from '@bible-journey/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../app.js';
import { createTokenService } from '../../auth/token-service.js';
import { ConfigError, loadConfig } from '../../config.js';
import { feedbackMessages } from '../../db/schema.js';
import type { Mail, Mailer } from '../../integrations/mail/mailer.js';
import { userIdOf } from '../../test/accounts.js';
import { bearer, buildTestApp, registerUser, testConfig, uniqueEmail } from '../../test/app.js';
import { pgliteOnly, testDatabases } from '../../test/databases.js';
import { useServerSuite, useSmtpInbox } from '../../test/suite.js';
import { countRecentFeedback, pruneFeedback } from './repository.js';
import { sendNotification } from './service.js';

const URL = '/api/service/send-notification';
const TEAM = 'team@biblejourney.example';

/** A mailer that keeps mails in memory, or fails every send. */
function memoryMailer(fail = false): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    send: async (mail) => {
      if (fail) throw new Error('SMTP is down');
      sent.push(mail);
    },
    close: () => undefined,
  };
}

describe('FEEDBACK_MAIL_TO', () => {
  it('is a comma-separated list of e-mail addresses, empty when unset', () => {
    expect(loadConfig({}).feedbackMailTo).toEqual([]);
    expect(loadConfig({ FEEDBACK_MAIL_TO: ' a@example.com, b@example.org ' }).feedbackMailTo).toEqual([
      'a@example.com',
      'b@example.org',
    ]);
    expect(() => loadConfig({ FEEDBACK_MAIL_TO: 'a@example.com, the team' })).toThrow(ConfigError);
    expect(() => loadConfig({ FEEDBACK_MAIL_TO: 'the team' })).toThrow(/FEEDBACK_MAIL_TO/);
  });
});

describe.each(testDatabases)('feedback and error reports on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url, feedbackMailTo: [TEAM] }) });
  /** The apps the tests build with other settings, closed after them. */
  const apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const other of apps) await other.close();
  });

  const build = async (overrides: Partial<AppConfig>, extra: { mailer?: Mailer } = {}) => {
    const built = await buildTestApp(database, overrides, extra);
    apps.push(built);
    return built;
  };

  const send = (payload: unknown, headers: Record<string, string> = {}, target = app) =>
    target.inject({ method: 'POST', url: URL, headers, payload: payload as object });

  const stored = async (message: string) => {
    const rows = await database.db.select().from(feedbackMessages).where(eq(feedbackMessages.message, message));
    expect(rows).toHaveLength(1);
    return rows[0] as typeof feedbackMessages.$inferSelect;
  };

  /** A message text no other test sends, so its row and mail are easy to find. */
  const unique = (label: string) => `${label} ${randomUUID()}`;

  it('stores an anonymous message, trimmed, with the sender’s language, and mails it to the team', async () => {
    const message = unique('The checklist is lovely & <b>clear</b>');
    const answer = await send(
      { type: 'FEEDBACK_APP', message: `  ${message}\n`, contact: '  +55 11 5555-0000 ' },
      { language: 'PT' },
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({ received: true });

    const row = await stored(message);
    expect(row).toMatchObject({
      type: 'FEEDBACK_APP',
      contact: '+55 11 5555-0000',
      backup: null,
      userId: null,
      language: 'pt',
    });

    const mail = await inbox.waitFor(TEAM, /Feedback \(FEEDBACK_APP\)/);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('someone not signed in');
    expect(mail.text).toContain('Contact: +55 11 5555-0000');
    expect(mail.text).toContain('Language: pt');
    expect(mail.text).toContain(row.id);
    // The team's mail is in English; the message is escaped in its HTML part.
    expect(mail.html).toContain('&lt;b&gt;clear&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>clear</b>');
    expect(mail.attachments).toEqual([]);
  });

  it('links a signed-in sender and mails their name, e-mail and the backup of the local state', async () => {
    const { user, token } = await registerUser(app, { name: 'Lydia Seller', email: uniqueEmail('lydia') });
    const backup = JSON.stringify({ plan: { days: 365, read: [1, 2, 3] }, settings: { theme: 'dark' } });
    const message = unique('TypeError: cannot read properties of undefined');
    const answer = await send({ type: 'ERROR_APP', message, backup }, bearer(token));
    expect(answer.statusCode).toBe(201);

    const row = await stored(message);
    expect(row).toMatchObject({ type: 'ERROR_APP', userId: user.id, backup, contact: null, language: 'en' });

    const mail = await inbox.waitFor(TEAM, /Error in the app \(ERROR_APP\)/);
    expect(mail.text).toContain(message);
    expect(mail.text).toContain(`Lydia Seller <${user.email}>`);
    expect(mail.text).toContain(user.id);
    expect(mail.attachments).toEqual([{ filename: 'backup.json', contentType: 'application/json', content: backup }]);
  });

  it('takes every type of message', async () => {
    for (const type of FEEDBACK_TYPES) {
      const message = unique(type);
      const answer = await send({ type, message, contact: null, backup: null });
      expect(answer.statusCode, type).toBe(201);
      expect((await stored(message)).type).toBe(type);
    }
  });

  it('treats the token of an ended session as anonymous', async () => {
    const { token } = await registerUser(app);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout-everywhere', headers: bearer(token) })).statusCode,
    ).toBe(200);
    const message = unique('after logging out everywhere');
    expect((await send({ type: 'REPORTING', message }, bearer(token))).statusCode).toBe(201);
    expect((await stored(message)).userId).toBeNull();
  });

  it('treats a missing, broken, forged or expired token as anonymous instead of refusing the report', async () => {
    const { user, token } = await registerUser(app);
    const forged = await createTokenService('another-secret-that-is-also-long-enough!!').sign(user.id);
    const now = Math.floor(Date.now() / 1000);
    const signed = (expiresAt: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer('bible-journey')
        .setAudience('bible-journey-app')
        .setIssuedAt(now - 120)
        .setExpirationTime(expiresAt)
        .sign(new TextEncoder().encode(testConfig().jwtSecret as string));
    // The same claims unexpired make a valid sign-in, so only the expiry makes this one anonymous.
    expect(await app.tokens.verify(await signed(now + 60))).toBe(user.id);
    const expired = await signed(now - 60);
    expect(await app.tokens.verify(expired)).toBeNull();
    for (const authorization of [
      undefined,
      `Bearer ${expired}`,
      'Bearer not-a-token',
      `Bearer ${token.slice(0, -2)}`,
      `Bearer ${forged}`,
      `Basic ${Buffer.from('ruth:horse').toString('base64')}`,
      token,
    ]) {
      const message = unique('anonymous');
      const answer = await send({ type: 'REPORTING', message }, authorization ? { authorization } : {});
      expect(answer.statusCode, String(authorization).slice(0, 20)).toBe(201);
      expect((await stored(message)).userId).toBeNull();
    }
  });

  it('keeps reports of a deleted account, anonymous: sent before the deletion or after it', async () => {
    const { token } = await registerUser(app);
    const before = unique('before the deletion');
    expect((await send({ type: 'FEEDBACK_APP', message: before }, bearer(token))).statusCode).toBe(201);
    expect((await stored(before)).userId).not.toBeNull();

    expect((await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    expect((await stored(before)).userId).toBeNull();

    // The token still verifies, but its account is gone: still no error for a report.
    const after = unique('after the deletion');
    const answer = await send({ type: 'ERROR_APP', message: after }, bearer(token));
    expect(answer.statusCode).toBe(201);
    expect((await stored(after)).userId).toBeNull();
  });

  it('refuses bad bodies with 400 naming the field', async () => {
    const valid = { type: 'REPORTING', message: 'It crashed', contact: 'me@example.com', backup: '{}' };
    const cases: [string, Record<string, unknown>][] = [
      ['type', { type: undefined }],
      ['type', { type: 'BUG' }],
      ['type', { type: 'error_app' }],
      ['message', { message: undefined }],
      ['message', { message: '' }],
      ['message', { message: '   \n ' }],
      ['message', { message: 'x'.repeat(4_001) }],
      ['message', { message: 42 }],
      ['contact', { contact: 'c'.repeat(201) }],
      ['contact', { contact: { email: 'me@example.com' } }],
      ['backup', { backup: { plan: {} } }],
    ];
    for (const [field, change] of cases) {
      const answer = await send({ ...valid, ...change });
      expect(answer.statusCode, `${field} ${JSON.stringify(change).slice(0, 40)}`).toBe(400);
      expect(answer.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(answer.json().message).toContain(`body.${field}`);
    }
    // The limits themselves are accepted.
    const longest = `${'x'.repeat(4_000 - 36)}${randomUUID()}`;
    expect((await send({ ...valid, message: longest, contact: 'c'.repeat(200) })).statusCode).toBe(201);
    await stored(longest);
  });

  it('says clearly when the backup is too large: 400 over 200 000 characters, 413 over the 1 MB body limit', async () => {
    const atLimit = unique('backup at the limit');
    const fits = await send({ type: 'ERROR_APP', message: atLimit, backup: 'b'.repeat(FEEDBACK_BACKUP_MAX) });
    expect(fits.statusCode).toBe(201);
    expect((await stored(atLimit)).backup).toHaveLength(FEEDBACK_BACKUP_MAX);

    const over = await send({ type: 'ERROR_APP', message: 'big', backup: 'b'.repeat(FEEDBACK_BACKUP_MAX + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toMatch(/body\.backup: is too large: a backup may have at most 200000 characters/);

    const huge = await send({ type: 'ERROR_APP', message: 'huge', backup: 'b'.repeat(2_000_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('only stores messages when FEEDBACK_MAIL_TO is unset', async () => {
    const mailer = memoryMailer();
    const quiet = await build({ feedbackMailTo: [] }, { mailer });
    const message = unique('no team address');
    expect((await send({ type: 'SEND_EMAIL', message }, {}, quiet)).statusCode).toBe(201);
    await stored(message);
    expect(mailer.sent).toEqual([]);
  });

  it('keeps the message and answers 201 when the mail cannot be sent', async () => {
    const mailer = memoryMailer(true);
    const broken = await build({ feedbackMailTo: [TEAM] }, { mailer });
    const message = unique('SMTP down');
    expect((await send({ type: 'ERROR_APP', message }, {}, broken)).statusCode).toBe(201);
    await stored(message);
  });

  it('mails every team address', async () => {
    const mailer = memoryMailer();
    const team = await build({ feedbackMailTo: [TEAM, 'dev@biblejourney.example'] }, { mailer });
    expect((await send({ type: 'FEEDBACK_APP', message: unique('two') }, {}, team)).statusCode).toBe(201);
    expect(mailer.sent.map((mail) => mail.to)).toEqual([`${TEAM}, dev@biblejourney.example`]);
  });

  it('limits messages per IP address, counting refused ones too', async () => {
    const LIMIT = 3;
    const limited = await build({ authRateLimit: LIMIT, feedbackMailTo: [] });
    const from = (remoteAddress: string, payload: object) =>
      limited.inject({ method: 'POST', url: URL, remoteAddress, payload });
    expect((await from('10.9.0.1', { type: 'FEEDBACK_APP', message: '' })).statusCode).toBe(400);
    for (let i = 1; i < LIMIT; i++) {
      expect((await from('10.9.0.1', { type: 'FEEDBACK_APP', message: unique('limit') })).statusCode).toBe(201);
    }
    const refused = await from('10.9.0.1', { type: 'FEEDBACK_APP', message: unique('one too many') });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect((await from('10.9.0.2', { type: 'FEEDBACK_APP', message: unique('other ip') })).statusCode).toBe(201);
  });

  it('answers at the seed’s path too (send-nofication), counted with the other path per IP', async () => {
    const LIMIT = 2;
    const limited = await build({ authRateLimit: LIMIT, feedbackMailTo: [] });
    const post = (url: string) =>
      limited.inject({
        method: 'POST',
        url,
        remoteAddress: '10.7.0.1',
        payload: { type: 'REPORTING', message: unique('typo path') },
      });
    const typo = await post('/api/service/send-nofication');
    expect(typo.statusCode).toBe(201);
    expect(typo.json()).toEqual({ received: true });
    expect((await post(URL)).statusCode).toBe(201);
    expect((await post('/api/service/send-nofication')).statusCode).toBe(429);
  });

  it('limits reports per account to FEEDBACK_PER_ACCOUNT_PER_DAY a day, whatever the address', async () => {
    const { token } = await registerUser(app);
    for (let i = 0; i < FEEDBACK_PER_ACCOUNT_PER_DAY; i++) {
      const sent = await app.inject({
        method: 'POST',
        url: URL,
        headers: bearer(token),
        remoteAddress: `10.8.${i}.1`,
        payload: { type: 'FEEDBACK_APP', message: unique('daily') },
      });
      expect(sent.statusCode).toBe(201);
    }
    const refused = await app.inject({
      method: 'POST',
      url: URL,
      headers: bearer(token),
      remoteAddress: '10.8.99.1',
      payload: { type: 'FEEDBACK_APP', message: unique('one too many today') },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/last 24 hours/);
  });
});

describe.each(pgliteOnly)('the feedback store stays bounded on $name', (kind) => {
  const { database, app } = useServerSuite(kind, { config: () => ({ feedbackMailTo: [] }) });

  it('keeps the newest reports and, beyond the backup budget, drops the oldest backups but keeps their messages', async () => {
    for (let i = 0; i < 6; i++) {
      const sent = await app.inject({
        method: 'POST',
        url: URL,
        payload: { type: 'ERROR_APP', message: `report ${i}`, backup: 'x'.repeat(400) },
      });
      expect(sent.statusCode).toBe(201);
    }
    await pruneFeedback(database.db, { storedMax: 4, backupBytesMax: 1000 });
    const kept = await database.db
      .select({ message: feedbackMessages.message, backup: feedbackMessages.backup })
      .from(feedbackMessages)
      .orderBy(desc(feedbackMessages.createdAt), desc(feedbackMessages.id));
    expect(kept.map((row) => row.message)).toEqual(['report 5', 'report 4', 'report 3', 'report 2']);
    expect(kept.map((row) => row.backup !== null)).toEqual([true, true, false, false]);
  });

  it('takes at most a day’s number of reports without an account, from everyone together; signed in, one still goes', async () => {
    const already = await countRecentFeedback(database.db, null, new Date(Date.now() - 24 * 60 * 60 * 1000));
    const deps = {
      db: database.db,
      mailer: memoryMailer(),
      mailTo: [],
      log: app.log,
      limits: { anonymousPerDay: already + 2 },
    };
    const body = (message: string) => ({ type: 'FEEDBACK_APP' as const, message });
    const anonymous = { userId: null, language: 'en' as const };
    for (const message of ['first', 'second']) {
      await expect(sendNotification(deps, body(message), anonymous)).resolves.toEqual({ received: true });
    }
    await expect(sendNotification(deps, body('one too many'), anonymous)).rejects.toMatchObject({
      statusCode: 429,
      message: 'Too many messages without an account came in today: sign in to send yours, or try again tomorrow.',
    });
    const { user } = await registerUser(app);
    const userId = await userIdOf(database, user.email);
    await expect(sendNotification(deps, body('signed in'), { userId, language: 'en' })).resolves.toEqual({
      received: true,
    });
    const messages = await database.db.select({ message: feedbackMessages.message }).from(feedbackMessages);
    expect(messages.map((row) => row.message)).not.toContain('one too many');
  });
});
