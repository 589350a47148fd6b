import type { ChallengeProgressResponse, EncourageResponse } from '@bible-journey/contract';
import { MEMBER_ENCOURAGEMENTS_PER_DAY } from '@bible-journey/contract';
import { addDays } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { memberEncouragements } from '../../../db/schema.js';
import { registerUser } from '../../../test/app.js';
import { challengeHeaders, challengeWithPeople, givePlan, type Person } from '../../../test/challenge-plan.js';
import { insertMember } from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite, useSmtpInbox } from '../../../test/suite.js';
import { serverToday } from '../progress/service.js';

describe.each(testDatabases)('members encouraging each other on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, {
    config: () => ({ smtpUrl: inbox.url, appUrl: 'https://journey.example' }),
  });
  const today = serverToday();

  async function group(size = 3) {
    const names = ['Ana', 'Bruno', 'Carla', 'Davi', 'Elisa'].slice(0, size);
    const cast = await challengeWithPeople(app, database, size, { names });
    await givePlan(app, cast.owner, cast.challengeId, buildPlanBody({ quantityOfDays: 10, startDate: today }));
    return { ...cast, people: cast.participants as Person[] };
  }

  const encourage = (from: Person | { token: string }, challengeId: string, userId: string, language = 'EN') =>
    app.inject({
      method: 'POST',
      url: `/api/challenge/member/${userId}/encourage`,
      headers: { ...challengeHeaders(from.token, challengeId), language },
    });

  const mailsTo = (person: Person) =>
    inbox.mails.filter((mail) => mail.to === person.email && mail.subject.includes('Gospels in Lent'));

  const progress = async (owner: Person, challengeId: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/challenge/progress',
      headers: challengeHeaders(owner.token, challengeId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as ChallengeProgressResponse).participants;
  };

  it('mails the member a word from another, with their reading, and the leader’s view counts it', async () => {
    const { challengeId, owner, people } = await group();
    const [ana, bruno] = people as [Person, Person];
    const sent = await encourage(ana, challengeId, bruno.userId);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    const mail = await inbox.waitFor(bruno.email, /Gospels in Lent/);
    expect(mail.subject).toBe('Ana is cheering you on in “Gospels in Lent”');
    expect(mail.text).toMatch(/^Hello Bruno! Ana is thinking of you/);
    expect(mail.text).toContain('Today’s reading: ');
    expect(mail.text).toContain(`https://journey.example/challenge/${challengeId}/plan`);
    // The leader encourages too, from the ranking, as a member.
    expect((await encourage(owner, challengeId, bruno.userId)).json()).toEqual({ sent: true });
    const rows = await progress(owner, challengeId);
    expect(rows.find((row) => row.user._id === bruno.userId)?.encouragementsReceived).toBe(2);
    expect(rows.find((row) => row.user._id === ana.userId)?.encouragementsReceived).toBe(0);
  });

  it('takes one a day per pair, even when both taps arrive at once; the other way round is another pair', async () => {
    const { challengeId, people } = await group();
    const [ana, bruno, carla] = people as [Person, Person, Person];
    const answers = await Promise.all([1, 2, 3].map(() => encourage(ana, challengeId, carla.userId)));
    const bodies = answers.map((answer) => answer.json() as EncourageResponse);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(bodies.filter((body) => body.sent)).toHaveLength(1);
    expect(bodies.filter((body) => !body.sent)).toEqual([
      { sent: false, nextAllowedOn: addDays(today, 1) },
      { sent: false, nextAllowedOn: addDays(today, 1) },
    ]);
    expect(mailsTo(carla)).toHaveLength(1);
    expect((await encourage(carla, challengeId, ana.userId)).json()).toEqual({ sent: true });
    expect((await encourage(bruno, challengeId, carla.userId)).json()).toEqual({ sent: true });
    // The mail is handed to SMTP before the answer.
    expect(mailsTo(carla)).toHaveLength(2);
  });

  it('mails a member a few a day, counting the rest', async () => {
    const { challengeId, owner, people } = await group(5);
    const davi = people[3] as Person;
    for (const sender of [owner, ...people.filter((person) => person !== davi)]) {
      expect((await encourage(sender, challengeId, davi.userId)).json()).toEqual({ sent: true });
    }
    expect(mailsTo(davi)).toHaveLength(3);
    const rows = await progress(owner, challengeId);
    expect(rows.find((row) => row.user._id === davi.userId)?.encouragementsReceived).toBe(5);
  });

  it('refuses oneself (400), outsiders and members of other challenges (404), a bad id (400), no session (401)', async () => {
    const { challengeId, people } = await group();
    const [ana, bruno] = people as [Person, Person];
    const other = await challengeWithPeople(app, database, 1);
    const stranger = await registerUser(app);
    const self = await encourage(ana, challengeId, ana.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toMatch(/yourself/);
    expect((await encourage(stranger, challengeId, bruno.userId)).statusCode).toBe(404);
    expect((await encourage(other.owner, challengeId, bruno.userId)).statusCode).toBe(404);
    expect((await encourage(ana, challengeId, (other.participants[0] as Person).userId)).statusCode).toBe(404);
    expect((await encourage(ana, challengeId, stranger.user.id)).statusCode).toBe(404);
    expect((await encourage(ana, challengeId, crypto.randomUUID())).statusCode).toBe(404);
    expect((await encourage(ana, challengeId, 'bruno')).statusCode).toBe(400);
    const unsigned = await app.inject({
      method: 'POST',
      url: `/api/challenge/member/${bruno.userId}/encourage`,
      headers: { challenge_id: challengeId },
    });
    expect(unsigned.statusCode).toBe(401);
    expect(mailsTo(bruno)).toHaveLength(0);
  });

  it(`lets a member encourage ${MEMBER_ENCOURAGEMENTS_PER_DAY} members a day, then answers 429 with its reason`, async () => {
    const { challengeId, owner, people } = await group(1);
    const ana = people[0] as Person;
    // Earlier today Ana encouraged as many others as a day allows (rows made directly).
    const others: string[] = [];
    for (let i = 0; i < MEMBER_ENCOURAGEMENTS_PER_DAY; i++) {
      const person = await registerUser(app, { name: `Other ${i}` });
      others.push(await insertMember(database, challengeId, person.user.id));
    }
    await database.db
      .insert(memberEncouragements)
      .values(others.map((recipientId) => ({ senderId: ana.memberId, recipientId, day: today })));
    const full = await encourage(ana, challengeId, owner.userId);
    expect(full.statusCode).toBe(429);
    expect(full.json()).toMatchObject({ reason: 'encouragements_per_day' });
    expect(mailsTo(owner)).toHaveLength(0);
  });
});
