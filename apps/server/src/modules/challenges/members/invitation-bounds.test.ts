import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../../test/app.js';
import { challengeHeaders, createChallengeOverHttp, person, premiumLeader } from '../../../test/challenge-members.js';
import { eitherDatabase, testDatabases } from '../../../test/databases.js';
import { useServerSuite, useSmtpInbox } from '../../../test/suite.js';

// A leader's invitations cannot be used to mail the world (issue 22): a day's mails per leader and
// a challenge's room for people, both settings, with words the wizard shows. Small bounds here;
// the defaults are 500 a day and 10,000 people.

describe.each(testDatabases)('invitation bounds on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { app, database } = useServerSuite(kind, {
    config: () => ({ smtpUrl: inbox.url, invitations: { mailsPerLeaderPerDay: 6, peoplePerChallenge: 8 } }),
  });
  const addParticipants = (token: string, challengeId: string, participants: string[]) =>
    app.inject({
      method: 'POST',
      url: '/api/challenge/participants/add',
      headers: challengeHeaders(token, challengeId),
      payload: { participants },
    });
  const mailsTo = (addresses: string[]) => inbox.mails.filter((mail) => addresses.includes(mail.to)).length;

  it('mails a leader’s invitations up to the day’s allowance, then says to share the link, inviting nobody of that request', async () => {
    const leader = await premiumLeader(app, database, { name: 'Lydia Leader' });
    const first = [uniqueEmail('a'), uniqueEmail('b')];
    const challengeId = await createChallengeOverHttp(app, leader.token, { participants: first });
    const more = [uniqueEmail('c'), uniqueEmail('d'), uniqueEmail('e')];
    expect((await addParticipants(leader.token, challengeId, more)).statusCode).toBe(200);
    // Five of six mailed today: two more are one too many.
    const tooMany = [uniqueEmail('f'), uniqueEmail('g')];
    const refused = await addParticipants(leader.token, challengeId, tooMany);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "You have sent today's 6 invitations: share the invite link instead, or send more tomorrow.",
    );
    const listed = await app.inject({
      method: 'GET',
      url: '/api/challenge/participants',
      headers: challengeHeaders(leader.token, challengeId),
    });
    const invited = (listed.json().invitedUsers as { user: { email: string } }[]).map((row) => row.user.email);
    expect(invited).not.toContain(tooMany[0]);
    // One more still fits the day; and the five sent reached their inboxes.
    expect((await addParticipants(leader.token, challengeId, [tooMany[0] as string])).statusCode).toBe(200);
    await expect.poll(() => mailsTo([...first, ...more, tooMany[0] as string])).toBe(6);
    expect(mailsTo([tooMany[1] as string])).toBe(0);
  });

  it('holds at most its room of people, invited or joined by the link', async () => {
    const leader = await premiumLeader(app, database, { name: 'Olga Owner' });
    const challengeId = await createChallengeOverHttp(app, leader.token, {
      participants: [uniqueEmail('p'), uniqueEmail('q')],
    });
    // The leader, two invited: three of eight. Five more fill it; a sixth is refused whole.
    const full = await addParticipants(
      leader.token,
      challengeId,
      [1, 2, 3, 4, 5, 6].map((n) => uniqueEmail(`r${n}`)),
    );
    expect(full.statusCode).toBe(422);
    expect(full.json().message).toBe(
      'A challenge has room for 8 people: share the invite link instead, or start another challenge.',
    );
    expect(
      (
        await addParticipants(
          leader.token,
          challengeId,
          [1, 2, 3, 4].map((n) => uniqueEmail(`s${n}`)),
        )
      ).statusCode,
    ).toBe(200);
    const join = async () => {
      const reader = await person(app, database, { name: 'Ruth Reader' });
      return app.inject({
        method: 'PUT',
        url: '/api/challenge/join',
        headers: challengeHeaders(reader.token, challengeId),
      });
    };
    expect((await join()).statusCode).toBe(200);
    const refused = await join();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^A challenge has room for 8 people/);
  });
});

// 500 mails through the SMTP server: the bounds' SQL runs on both engines above.
describe.each(eitherDatabase)('the default invitation bounds on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { app, database } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url }) });

  it('lets one leader’s 1,500 invitations in three requests mail 500 people a day, and no more', async () => {
    const leader = await premiumLeader(app, database, { name: 'Visit http://spam.example now' });
    const challengeId = await createChallengeOverHttp(app, leader.token, {
      participants: [uniqueEmail('first'), uniqueEmail('first')],
    });
    const batches = [0, 1, 2].map((batch) =>
      Array.from({ length: 500 }, (_, n) => `relay-${batch}-${n}-${crypto.randomUUID()}@example.com`),
    );
    const answers = [];
    for (const batch of batches) {
      answers.push(
        await app.inject({
          method: 'POST',
          url: '/api/challenge/participants/add',
          headers: challengeHeaders(leader.token, challengeId),
          payload: { participants: batch },
        }),
      );
    }
    // Two went at creation: the first 500 would pass the day's 500, so every batch is refused whole.
    expect(answers.map((answer) => answer.statusCode)).toEqual([429, 429, 429]);
    const firstFits = await app.inject({
      method: 'POST',
      url: '/api/challenge/participants/add',
      headers: challengeHeaders(leader.token, challengeId),
      payload: { participants: batches[0]?.slice(0, 498) },
    });
    expect(firstFits.statusCode).toBe(200);
    const sent = () => inbox.mails.filter((mail) => mail.to.startsWith('relay-')).length;
    await expect.poll(sent, { timeout: 30_000 }).toBe(498);
    const oneMore = await app.inject({
      method: 'POST',
      url: '/api/challenge/participants/add',
      headers: challengeHeaders(leader.token, challengeId),
      payload: { participants: [batches[1]?.[0]] },
    });
    expect(oneMore.statusCode).toBe(429);
    expect(
      inbox.mails.filter((mail) => mail.to.startsWith('relay-')).every((mail) => !mail.html.includes('spam.example')),
    ).toBe(true);
    expect(sent()).toBe(498);
  });
});
