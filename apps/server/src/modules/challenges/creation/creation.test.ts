import { CHALLENGES_PER_OWNER_MAX } from '@bible-journey/core';
import { linkIn } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challenges, plans, users } from '../../../db/schema.js';
import { uniqueEmail } from '../../../test/app.js';
import {
  appWithInbox,
  creationBody,
  inviteOf,
  membersOf,
  person,
  postChallenge,
  premiumLeader,
} from '../../../test/challenge-members.js';
import { testDatabases } from '../../../test/databases.js';
import { copyDaysOf } from '../plan/repository.js';
import { insertChallenge } from './repository.js';

const APP_URL = 'https://journey.example';
const REFUSED = 'Subscribe or buy a new challenge to be able to create it';

describe.each(testDatabases)('creating a challenge on $name', (kind) => {
  const context = appWithInbox(kind, APP_URL);

  const challengeRow = async (id: string) =>
    (await context.database.db.select().from(challenges).where(eq(challenges.id, id)))[0];
  const accountOf = async (email: string) =>
    (await context.database.db.select().from(users).where(eq(users.email, email)))[0];

  it('creates the challenge, the owner’s member row, the template and the owner’s copy, and the invites', async () => {
    const leader = await premiumLeader(context.app, context.database, { name: 'Lydia Leader', language: 'pt' });
    const polishReader = await person(context.app, context.database, { name: 'Piotr', language: 'pl' });
    const newcomer = uniqueEmail('newcomer');
    const body = creationBody({
      challengeTitle: '  Evangelhos na Quaresma ',
      // The owner's own address is ignored; the others in any case.
      participants: [leader.email, polishReader.email.toUpperCase(), newcomer],
      includeLeaders: true,
    });
    const answer = await postChallenge(context.app, leader.token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const challengeId = answer.json().challenge._id as string;
    expect(answer.json()).toEqual({ challenge: { _id: challengeId } });

    const challenge = await challengeRow(challengeId);
    expect(challenge).toMatchObject({
      title: 'Evangelhos na Quaresma',
      ownerId: leader.userId,
      startDate: '2027-01-01',
      finishDate: '2027-01-10',
      includeLeaders: true,
      suspendedAt: null,
    });
    const template = (
      await context.database.db
        .select()
        .from(plans)
        .where(eq(plans.id, challenge?.templatePlanId ?? ''))
    )[0];
    expect(template).toMatchObject({ userId: leader.userId, challengeId });
    const members = await membersOf(context.database, challengeId);
    expect(members).toEqual([
      expect.objectContaining({ userId: leader.userId, isOwner: true, dayCount: 10, planChallengeId: challengeId }),
    ]);
    expect(members[0]?.planId).not.toBe(template?.id);
    expect(await copyDaysOf(context.database.db, members[0]?.planId ?? '')).toHaveLength(10);

    expect(await inviteOf(context.database, challengeId, leader.email)).toBeUndefined();
    for (const email of [polishReader.email, newcomer]) {
      expect(await inviteOf(context.database, challengeId, email)).toMatchObject({ lastSentAt: expect.any(Date) });
    }
    // An address with no account gets one with no password, so that it can finish registering.
    expect(await accountOf(newcomer)).toMatchObject({ passwordHash: null, name: newcomer.split('@')[0] });
    expect(await accountOf(polishReader.email)).toMatchObject({ name: 'Piotr' });

    // Each in the invitee's language when known, else the leader's; the link opens the invite page.
    const polish = await context.inbox.waitFor(polishReader.email, /Zaproszenie/);
    expect(polish.subject).toBe('Zaproszenie do wyzwania czytania Biblii „Evangelhos na Quaresma”');
    expect(polish.text).toContain('Lydia Leader zaprasza Cię do wspólnego czytania Biblii');
    expect(linkIn(polish, APP_URL)).toBe(`${APP_URL}/c/invite/${challengeId}`);
    expect(polish.html).toContain(`href="${APP_URL}/c/invite/${challengeId}"`);
    const portuguese = await context.inbox.waitFor(newcomer, /Convite/);
    expect(portuguese.subject).toBe('Convite para o desafio de leitura bíblica “Evangelhos na Quaresma”');
    expect(linkIn(portuguese, APP_URL)).toBe(`${APP_URL}/c/invite/${challengeId}`);
    const toLeader = context.inbox.mails.filter((mail) => mail.to === leader.email);
    expect(toLeader.map((mail) => mail.subject)).toEqual(['Confirm your e-mail for Bible Journey']);
  });

  it('names the leader as the context.app sends it, escaped in the HTML; without a plan there is no template', async () => {
    const leader = await premiumLeader(context.app, context.database, { language: 'en' });
    const invitee = uniqueEmail('invitee');
    const body = creationBody({
      owner_name: 'Pastor <Tom> & $& co',
      participants: [invitee, uniqueEmail('invitee')],
    });
    delete body.plan;
    const answer = await postChallenge(context.app, leader.token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    const challengeId = answer.json().challenge._id as string;
    expect((await challengeRow(challengeId))?.templatePlanId).toBeNull();
    expect(await membersOf(context.database, challengeId)).toEqual([
      expect.objectContaining({ isOwner: true, planId: null, dayCount: 0 }),
    ]);
    const mail = await context.inbox.waitFor(invitee);
    // The subject names the title only; the leader's name is in the body, escaped.
    expect(mail.subject).toBe('An invitation to the Bible reading challenge “Gospels in Lent”');
    expect(mail.html).toContain('Pastor &lt;Tom&gt; &amp; $&amp; co invited you');
  });

  it('puts a leader’s links and addresses into the invitation as plain words, never as links', async () => {
    const leader = await premiumLeader(context.app, context.database, { language: 'en' });
    const invitee = uniqueEmail('spammed');
    const answer = await postChallenge(
      context.app,
      leader.token,
      creationBody({
        owner_name: 'Visit http://spam.example now',
        challengeTitle: 'WIN A PRIZE at www.spam.example or mail win@spam.example',
        participants: [invitee, uniqueEmail('invitee')],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await context.inbox.waitFor(invitee);
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/spam\.example|https?:\/\/spam|win@/);
    }
    expect(mail.text).toContain('Visit http:∕∕spam․example now invited you');
    expect(mail.subject).toBe(
      'An invitation to the Bible reading challenge “WIN A PRIZE at www․spam․example or mail win＠spam․example”',
    );
    // The mail's only links are the invitation's and the one stopping invitations.
    expect([...mail.html.matchAll(/href="([^"]+)"/g)].map(([, href]) => new URL(href ?? '').pathname)).toEqual([
      expect.stringMatching(/^\/c\/invite\//),
      '/c/invitations/stop',
    ]);
  });

  it('answers 403 without premium, and to a one_time premium that owns as many challenges as it bought', async () => {
    const reader = await person(context.app, context.database);
    const refused = await postChallenge(context.app, reader.token, creationBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: REFUSED });

    const buyer = await premiumLeader(context.app, context.database, { type: 'one_time', amountPurchases: 2 });
    for (let i = 0; i < 2; i += 1)
      expect((await postChallenge(context.app, buyer.token, creationBody())).statusCode).toBe(200);
    const third = await postChallenge(context.app, buyer.token, creationBody());
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(REFUSED);
    const owned = await context.database.db.select().from(challenges).where(eq(challenges.ownerId, buyer.userId));
    expect(owned).toHaveLength(2);

    const subscriber = await premiumLeader(context.app, context.database);
    for (let i = 0; i < 3; i += 1) {
      expect((await postChallenge(context.app, subscriber.token, creationBody())).statusCode).toBe(200);
    }
  });

  it('lets two racing creations of a one_time purchase make one challenge', async () => {
    const buyer = await premiumLeader(context.app, context.database, { type: 'one_time', amountPurchases: 1 });
    const answers = await Promise.all([1, 2].map(() => postChallenge(context.app, buyer.token, creationBody())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403]);
    const owned = await context.database.db.select().from(challenges).where(eq(challenges.ownerId, buyer.userId));
    expect(owned).toHaveLength(1);
  });

  it(`lets an account lead at most ${CHALLENGES_PER_OWNER_MAX} challenges at once, also against racing creations (422 naming the bound)`, async () => {
    const subscriber = await premiumLeader(context.app, context.database);
    for (let index = 0; index < CHALLENGES_PER_OWNER_MAX - 1; index += 1) {
      await insertChallenge(context.database.db, {
        title: `Year ${index}`,
        ownerId: subscriber.userId,
        startDate: '2026-01-01',
        finishDate: '2026-01-31',
        includeLeaders: false,
      });
    }
    const racing = await Promise.all([1, 2].map(() => postChallenge(context.app, subscriber.token, creationBody())));
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(racing.find((answer) => answer.statusCode === 422)?.json()).toEqual({
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: `You lead ${CHALLENGES_PER_OWNER_MAX} challenges, the most one account can: delete one that has ended to start another.`,
      reason: 'challenges_per_owner',
    });
    const premium = await context.app.inject({
      method: 'GET',
      url: '/api/premium',
      headers: { authorization: `Bearer ${subscriber.token}` },
    });
    expect(premium.json().premiumAccess).toMatchObject({
      type: 'subscription',
      ownedChallenges: CHALLENGES_PER_OWNER_MAX,
    });

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: '/api/challenge/delete',
      headers: {
        authorization: `Bearer ${subscriber.token}`,
        challenge_id: racing.find((answer) => answer.statusCode === 200)?.json().challenge._id,
      },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await postChallenge(context.app, subscriber.token, creationBody())).statusCode).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expect((await postChallenge(context.app, null, creationBody())).statusCode).toBe(401);
    expect((await postChallenge(context.app, 'not.a.token', creationBody())).statusCode).toBe(401);
  });

  it('answers 400 to a bad body, naming the field, and creates nothing', async () => {
    const leader = await premiumLeader(context.app, context.database);
    const bad: [Record<string, unknown>, string][] = [
      [{ challengeTitle: undefined }, 'body.challengeTitle'],
      [{ challengeTitle: ' A ' }, 'body.challengeTitle'],
      [{ participants: [uniqueEmail()] }, 'body.participants'],
      [{ participants: ['not-an-email', uniqueEmail()] }, 'body.participants'],
      [{ participants: undefined }, 'body.participants'],
      [{ startDate: '2027-02-30' }, 'body.startDate'],
      [{ startDate: '2027-02-01', finishDate: '2027-01-01' }, 'body.finishDate'],
      [{ plan: { readingCalendar: 'none' } }, 'body.plan'],
    ];
    for (const [overrides, field] of bad) {
      const answer = await postChallenge(context.app, leader.token, { ...creationBody(), ...overrides });
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().message, JSON.stringify(overrides)).toContain(field);
    }
    // Two addresses, one of them the leader's own, is one participant: too few.
    const withOwn = await postChallenge(
      context.app,
      leader.token,
      creationBody({ participants: [leader.email, uniqueEmail()] }),
    );
    expect(withOwn.statusCode).toBe(400);
    expect(withOwn.json().message).toBe('body.participants: must list at least 2 different e-mails besides your own');
    expect(await context.database.db.select().from(challenges).where(eq(challenges.ownerId, leader.userId))).toEqual(
      [],
    );
  });
});
