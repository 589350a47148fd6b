import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { useServerSuite, useSmtpInbox } from '../../test/suite.js';
import { MAILS_PER_ADDRESS_PER_HOUR } from './mail-allowance.js';

// Nobody keeps an owner out (issue 22, OWASP ASVS 2.2.1): wrong passwords count per account and
// address together, with growing waits, never a lock of the account; reset and confirmation mails
// are bounded per address without the answer telling. Client addresses vary on loopback's /8 (and
// the private ranges), as app.inject lets them.

describe.each(testDatabases)('sign-in without lockout on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url }) });

  const signIn = (remoteAddress: string, email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/authenticate', remoteAddress, payload: { email, password } });
  const owner = async () => {
    const email = uniqueEmail('owner');
    await registerUser(app, { email, password: 'the-right-one-1' });
    return email;
  };

  it('lets the owner in from their own address after 25 wrong passwords from 25 others', async () => {
    const email = await owner();
    for (let n = 1; n <= 25; n++) {
      const answer = await signIn(`127.0.${n}.1`, email, `guess-${n}`);
      expect(answer.statusCode, `guess ${n}`).toBe(200);
      expect(answer.json()).toEqual({ wrongPassword: true });
    }
    const mine = await signIn('127.0.99.1', email, 'the-right-one-1');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().token).toEqual(expect.any(String));
  });

  it('makes one address wait after five wrong passwords, longer each time, and leaves the others alone', async () => {
    const email = await owner();
    for (let n = 1; n <= 5; n++) {
      expect((await signIn('127.1.0.1', email, `guess-${n}`)).json()).toEqual({ wrongPassword: true });
    }
    // Even the right password waits there: the address is throttled, not told anything.
    const waiting = await signIn('127.1.0.1', email, 'the-right-one-1');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(
      /^Too many wrong passwords for this account from here: try again in 1 seconds/,
    );
    expect(waiting.headers['retry-after']).toBe('1');
    // The owner, elsewhere, is in at once; another account from that address is not held back.
    expect((await signIn('127.1.0.2', email, 'the-right-one-1')).json().token).toEqual(expect.any(String));
    const other = await owner();
    expect((await signIn('127.1.0.1', other, 'the-right-one-1')).json().token).toEqual(expect.any(String));
  });

  it('sends at most five reset mails an hour to one address, answering every request the same', async () => {
    const email = await owner();
    const before = inbox.mails.filter((mail) => mail.to === email).length;
    for (let n = 1; n <= 30; n++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/auth/forgot_password',
        remoteAddress: `127.2.${n}.1`,
        payload: { email },
      });
      expect(answer.statusCode, `request ${n}`).toBe(200);
      expect(answer.json()).toEqual({ success: true });
    }
    await expect
      .poll(() => inbox.mails.filter((mail) => mail.to === email).length - before)
      .toBe(MAILS_PER_ADDRESS_PER_HOUR);
    // The confirmation mails share the hour's allowance: none more goes to that address.
    const resent = await app.inject({ method: 'POST', url: '/api/auth/resend-confirmation', payload: { email } });
    expect(resent.json()).toEqual({ success: true });
    expect(inbox.mails.filter((mail) => mail.to === email).length - before).toBe(MAILS_PER_ADDRESS_PER_HOUR);
  });
});
