import type { ChallengeProgressResponse, EncourageResponse, Plan } from '@bible-journey/contract';
import { addDays, bookName, type Language } from '@bible-journey/core';
import { type ReceivedMail, startSmtpInbox } from '@bible-journey/test-support/smtp-inbox';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { challengeMembers, users } from '../../../db/schema.js';
import { encouragementMail } from '../../../integrations/mail/messages.js';
import { buildTestApp, registerUser } from '../../../test/app.js';
import {
  challengeHeaders,
  challengeWithPeople,
  copyOf,
  givePlan,
  markDay,
  type Person,
  readFirstDays,
} from '../../../test/challenge-plan.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite, useSmtpInbox } from '../../../test/suite.js';
import { serverToday } from './service.js';

describe.each(testDatabases)('the leader’s progress view on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, {
    config: () => ({ smtpUrl: inbox.url, appUrl: 'https://journey.example' }),
  });

  const today = serverToday();

  /** A 10-day plan that began 5 days ago: 5 days are due; Ana read them all, Bruno 1, Carla and Davi none. */
  async function group() {
    const cast = await challengeWithPeople(app, database, 4, { names: ['Ana', 'Bruno', 'Carla', 'Davi'] });
    await givePlan(
      app,
      cast.owner,
      cast.challengeId,
      buildPlanBody({ quantityOfDays: 10, startDate: addDays(today, -5) }),
    );
    const [ana, bruno, carla, davi] = cast.participants as [Person, Person, Person, Person];
    await readFirstDays(app, davi, cast.challengeId, 1);
    await readFirstDays(app, ana, cast.challengeId, 6);
    await readFirstDays(app, bruno, cast.challengeId, 1);
    // Davi took his day back: he read once, but has nothing read now.
    const daviCopy = await copyOf(app, davi.token, cast.challengeId);
    await markDay(app, davi, cast.challengeId, daviCopy._id, daviCopy.readingCalendar[0]?.id as string, false);
    return { ...cast, ana, bruno, carla, davi };
  }

  const progress = async (token: string, challengeId: string) => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/challenge/progress',
      headers: challengeHeaders(token, challengeId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ChallengeProgressResponse;
  };

  const encourage = (token: string, challengeId: string, memberId: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: `/api/challenge/participant/${memberId}/encourage`,
      headers: { ...challengeHeaders(token, challengeId), ...headers },
    });

  it('lists the participants, those furthest behind first, never read before read long ago', async () => {
    const { challengeId, owner, ana, bruno, carla } = await group();
    const { participants } = await progress(owner.token, challengeId);
    expect(participants.map((p) => [p.user.name, p.daysBehind, p.readDays])).toEqual([
      ['Carla', 5, 0],
      ['Davi', 5, 0],
      ['Bruno', 4, 1],
      ['Ana', 0, 6],
    ]);
    expect(participants[2]).toEqual({
      rankingId: bruno.memberId,
      user: { _id: bruno.userId, name: 'Bruno', email: bruno.email },
      readDays: 1,
      dayCount: 10,
      daysBehind: 4,
      lastReadAt: expect.any(String),
      totalPoints: 1,
      canEncourage: true,
      encouragementsReceived: 0,
    });
    expect(participants[0]).toMatchObject({ rankingId: carla.memberId, lastReadAt: null });
    expect(participants[1]?.lastReadAt).not.toBeNull();
    expect(participants.some((p) => p.user._id === owner.userId || p.rankingId === ana.userId)).toBe(false);
  });

  it('counts the days behind on each participant’s own copy (a reset moves their dates)', async () => {
    const { challengeId, owner, bruno } = await group();
    const copy = await copyOf(app, bruno.token, challengeId);
    const readingCalendar = copy.readingCalendar.map((day, i) =>
      i === 0 ? day : { ...day, date: addDays(today, i - 1) },
    );
    const reset = await app.inject({
      method: 'PUT',
      url: `/api/plan/${copy._id}`,
      headers: { authorization: `Bearer ${bruno.token}` },
      payload: { ...buildPlanBody({ quantityOfDays: 10 }), readingCalendar, delays: 1, revision: copy.revision },
    });
    expect(reset.statusCode).toBe(200);
    const { participants } = await progress(owner.token, challengeId);
    expect(participants.find((p) => p.rankingId === bruno.memberId)).toMatchObject({ daysBehind: 0, readDays: 1 });
  });

  it('mails the participant a word with today’s reading in their language, once a day', async () => {
    const { challengeId, owner, carla } = await group();
    await database.db.update(users).set({ language: 'pt' }).where(eq(users.id, carla.userId));
    const copy = await copyOf(app, carla.token, challengeId);
    const todays = copy.readingCalendar.find((day) => day.date === today) as Plan['readingCalendar'][0];

    const sent = await encourage(owner.token, challengeId, carla.memberId, { language: 'EN' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    const mail = await inbox.waitFor(carla.email, /Gospels in Lent/);
    expect(mail.subject).toBe('Olivia Owner está torcendo por você em “Gospels in Lent”');
    const first = todays.readingDetails[0] as { book: string; chapter: number };
    expect(mail.text).toContain(`Leitura de hoje: ${bookName(first.book, 'pt')} ${first.chapter}`);
    expect(mail.text).toContain(`https://journey.example/challenge/${challengeId}/plan`);

    const again = await encourage(owner.token, challengeId, carla.memberId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ sent: false, nextAllowedOn: addDays(today, 1) });
    const { participants } = await progress(owner.token, challengeId);
    expect(participants.find((p) => p.rankingId === carla.memberId)?.canEncourage).toBe(false);
    expect(participants.find((p) => p.user.name === 'Bruno')?.canEncourage).toBe(true);
    expect(inbox.mails.filter((m) => m.to === carla.email && m.subject.includes('Gospels'))).toHaveLength(1);
  });

  it('sends one mail when the leader taps twice at once', async () => {
    const { challengeId, owner, bruno } = await group();
    const answers = await Promise.all([1, 2, 3].map(() => encourage(owner.token, challengeId, bruno.memberId)));
    const bodies = answers.map((answer) => answer.json() as EncourageResponse);
    expect(bodies.filter((body) => body.sent)).toHaveLength(1);
    // The mail is handed to SMTP before the answer: once all three answered, the inbox has them all.
    const notes = inbox.mails.filter((m) => m.to === bruno.email && m.subject.includes('Gospels'));
    expect(notes).toHaveLength(1);
    // The request's language serves a participant who has none stored.
    expect((notes[0] as ReceivedMail).subject).toMatch(/is cheering you on/);
  });

  it('gives the day back when the mail can’t go, so the leader may try again', async () => {
    const { challengeId, owner, ana } = await group();
    const closed = await startSmtpInbox();
    await closed.close();
    const offline = await buildTestApp(database, { smtpUrl: closed.url });
    try {
      const failed = await offline.inject({
        method: 'POST',
        url: `/api/challenge/participant/${ana.memberId}/encourage`,
        headers: challengeHeaders(owner.token, challengeId),
      });
      expect(failed.statusCode).toBe(502);
    } finally {
      await offline.close();
    }
    const [row] = await database.db
      .select({ on: challengeMembers.lastEncouragedOn })
      .from(challengeMembers)
      .where(eq(challengeMembers.id, ana.memberId));
    expect(row?.on).toBeNull();
    expect((await encourage(owner.token, challengeId, ana.memberId)).json()).toEqual({ sent: true });
  });

  it('is the leader’s: 404 to participants and strangers, for the owner’s own row and others’ participants', async () => {
    const { challengeId, owner, ana, bruno } = await group();
    const other = await challengeWithPeople(app, database, 1);
    const stranger = await registerUser(app);
    for (const token of [ana.token, stranger.token]) {
      const view = await app.inject({
        method: 'GET',
        url: '/api/challenge/progress',
        headers: challengeHeaders(token, challengeId),
      });
      expect(view.statusCode).toBe(404);
      expect((await encourage(token, challengeId, bruno.memberId)).statusCode).toBe(404);
    }
    for (const memberId of [owner.memberId, other.participants[0]?.memberId as string, crypto.randomUUID()]) {
      expect((await encourage(owner.token, challengeId, memberId)).statusCode).toBe(404);
    }
    expect(inbox.mails.some((m) => m.to === bruno.email && m.subject.includes('Gospels'))).toBe(false);
  });

  it('answers 401 without a session and 400 to a bad header or participant id', async () => {
    const { challengeId, owner, ana } = await group();
    const unsigned = [
      app.inject({ method: 'GET', url: '/api/challenge/progress', headers: { challenge_id: challengeId } }),
      app.inject({
        method: 'POST',
        url: `/api/challenge/participant/${ana.memberId}/encourage`,
        headers: { challenge_id: challengeId },
      }),
    ];
    for (const answer of await Promise.all(unsigned)) expect(answer.statusCode).toBe(401);
    const bad = [
      app.inject({ method: 'GET', url: '/api/challenge/progress', headers: challengeHeaders(owner.token, 'x') }),
      encourage(owner.token, challengeId, 'ana'),
      app.inject({
        method: 'POST',
        url: `/api/challenge/participant/${ana.memberId}/encourage`,
        headers: { authorization: `Bearer ${owner.token}` },
      }),
    ];
    for (const answer of await Promise.all(bad)) expect(answer.statusCode).toBe(400);
  });

  it('words the note in each language, naming the chapters in full', () => {
    const reading = {
      kind: 'today' as const,
      chapters: [
        { book: 'genesis', chapter: 50 },
        { book: 'exodus', chapter: 1 },
        { book: 'exodus', chapter: 2 },
        { book: 'exodus', chapter: 4 },
      ],
    };
    const expected: Record<Language, string> = {
      en: 'Today’s reading: Genesis 50; Exodus 1–2, 4',
      pt: 'Leitura de hoje: Gênesis 50; Êxodo 1–2, 4',
      id: 'Bacaan hari ini: Kejadian 50; Keluaran 1–2, 4',
      pl: 'Dzisiejsze czytanie: Księga Rodzaju 50; Księga Wyjścia 1–2, 4',
    };
    for (const language of ['en', 'pt', 'id', 'pl'] as const) {
      const mail = encouragementMail(
        'ruth@example.com',
        { name: 'Ruth', ownerName: 'Naomi <b>', challengeTitle: 'Torah', reading },
        language,
        'https://journey.example/challenge/1/plan',
      );
      expect(mail.text, language).toContain(expected[language]);
      expect(mail.text).toMatch(/^[^\n]*Ruth[^\n]*Naomi <b>[^\n]*Torah/);
      expect(mail.subject).toContain('Naomi <b>');
      expect(mail.html).toContain('Naomi &lt;b&gt;');
      expect(mail.html).not.toContain('<b>');
    }
    const next = encouragementMail(
      'ruth@example.com',
      {
        name: 'Ruth',
        ownerName: 'Naomi',
        challengeTitle: 'Torah',
        reading: { kind: 'next', date: '2027-06-05', chapters: [{ book: 'ruth', chapter: 1 }] },
      },
      'en',
      'https://journey.example',
    );
    expect(next.text).toContain('Your next reading, on Saturday, June 5: Ruth 1');
    const done = encouragementMail(
      'ruth@example.com',
      { name: 'Ruth', ownerName: 'Naomi', challengeTitle: 'Torah', reading: { kind: 'finished' } },
      'pl',
      'https://journey.example',
    );
    expect(done.text).toContain('Cały plan przeczytany. Gratulacje!');
  });
});
