import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/app.js';
import {
  appWithInbox,
  challengeHeaders,
  createChallengeOverHttp,
  inviteOf,
  premiumLeader,
} from '../../../test/challenge-members.js';
import { testDatabases } from '../../../test/databases.js';

const APP_URL = 'https://journey.example';

describe.each(testDatabases)('stopping invitations to an address on $name', (kind) => {
  const context = appWithInbox(kind, APP_URL);

  const stop = (url: string, form = true) =>
    context.app.inject({
      method: 'POST',
      url: url.replace(APP_URL, ''),
      ...(form
        ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' }
        : {}),
    });

  /** A new address invited to a new challenge, and the mail it got. */
  async function invited(email = uniqueEmail('invitee')) {
    const leader = await premiumLeader(context.app, context.database, { name: 'Lydia Leader' });
    const challengeId = await createChallengeOverHttp(context.app, leader.token, {
      challengeTitle: 'Psalms in May',
      participants: [email, uniqueEmail('other')],
    });
    return { leader, challengeId, email, mail: await context.inbox.waitFor(email) };
  }

  it('every invitation carries a one-click List-Unsubscribe and, at its end, a link to stop them', async () => {
    const { email, mail } = await invited();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick.startsWith(`${APP_URL}/api/invitations/stop?email=${encodeURIComponent(email)}&signature=`)).toBe(
      true,
    );
    const page = linkIn(mail, `${APP_URL}/c/invitations/stop?`);
    expect(new URL(page).search).toBe(new URL(oneClick).search);
    expect(mail.text).toContain(
      'Would you rather not receive challenge invitations? Stop invitations to this address:',
    );
    expect(mail.html).toContain(`<a href="${page.replaceAll('&', '&amp;')}">Stop invitations to this address</a>`);
  });

  it('after the one-click stop, no invitation is mailed to the address again, whoever invites; others still get theirs', async () => {
    const { email, mail } = await invited();
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    const stopped = await stop(oneClick);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toEqual({ stopped: true });
    // Again (a second click, or the app's page after the mail client's): the same answer.
    expect((await stop(oneClick, false)).json()).toEqual({ stopped: true });

    const other = await premiumLeader(context.app, context.database, { name: 'Other Leader' });
    const someoneElse = uniqueEmail('someone');
    const before = context.inbox.mails.filter((received) => received.to === email).length;
    const challengeId = await createChallengeOverHttp(context.app, other.token, {
      challengeTitle: 'Acts in June',
      participants: [email.toUpperCase(), someoneElse],
    });
    await context.inbox.waitFor(someoneElse);
    // Still invited (visible in the app once signed in), never mailed.
    expect(await inviteOf(context.database, challengeId, email)).toMatchObject({ lastSentAt: null });
    const resent = await context.app.inject({
      method: 'POST',
      url: '/api/challenge/invite/resend',
      headers: challengeHeaders(other.token, challengeId),
      payload: { participants: [email] },
    });
    expect(resent.json()).toEqual({ sent: [] });
    const third = uniqueEmail('third');
    const added = await context.app.inject({
      method: 'POST',
      url: '/api/challenge/participants/add',
      headers: challengeHeaders(other.token, challengeId),
      payload: { participants: [email, third] },
    });
    expect(added.statusCode).toBe(200);
    await context.inbox.waitFor(third);
    // Never claimed for a mail (the claim leaves stopped addresses out), so none went.
    expect(await inviteOf(context.database, challengeId, email)).toMatchObject({ lastSentAt: null });
    expect(context.inbox.mails.filter((received) => received.to === email)).toHaveLength(before);
  });

  it('refuses (403) a link not signed for its address, and stops nothing', async () => {
    const { email, mail } = await invited();
    const oneClick = new URL(/^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '');
    const victim = uniqueEmail('victim');
    const forged = [
      `/api/invitations/stop?${new URLSearchParams({ email: victim, signature: oneClick.searchParams.get('signature') ?? '' })}`,
      `/api/invitations/stop?${new URLSearchParams({ email, signature: 'x'.repeat(43) })}`,
      `/api/invitations/stop?${new URLSearchParams({ email, signature: '' })}`,
    ];
    for (const url of forged) {
      const answer = await stop(url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe(
        'This link does not stop invitations: use the one at the end of an invitation mail.',
      );
    }
    expect((await stop('/api/invitations/stop?email=a@b.co')).statusCode).toBe(400);

    // The victim is still invited by mail.
    const { mail: victimMail } = await invited(victim);
    expect(victimMail.subject).toBe('An invitation to the Bible reading challenge “Psalms in May”');
  });
});
