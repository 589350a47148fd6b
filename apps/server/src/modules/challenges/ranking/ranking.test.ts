import type { ChallengeRankingResponse } from '@bible-journey/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { challengeAnswers, challengeMembers, challengeQuestions } from '../../../db/schema.js';
import { bearer, registerUser } from '../../../test/app.js';
import {
  challengeHeaders,
  challengeWithPeople,
  givePlan,
  type Person,
  readFirstDays,
} from '../../../test/challenge-plan.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite } from '../../../test/suite.js';

describe.each(testDatabases)('the challenge ranking on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  const ranking = async (person: { token: string }, challengeId: string, query = '') => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/challenge/plan/ranking${query}`,
      headers: challengeHeaders(person.token, challengeId),
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as ChallengeRankingResponse;
  };

  /** Marks the first `days` days of the person's copy read, one after the other. */

  /** A question worth `points`, answered correctly by the member (the answers trigger adds the points). */
  async function answered(challengeId: string, memberId: string, points: number) {
    const [question] = await database.db
      .insert(challengeQuestions)
      .values({ challengeId, statement: 'Who?', alternatives: ['Ruth', 'Naomi'], answer: 'Ruth', points })
      .returning({ id: challengeQuestions.id });
    await database.db
      .insert(challengeAnswers)
      .values({ questionId: question?.id as string, memberId, answer: 'Ruth', isCorrect: true, points });
    // Ties go to whoever got there first: the next change must come at a later instant, and PGlite's
    // clock may tick by the millisecond. Wait for the database's clock to pass this one.
    const [member] = await database.db
      .select({ at: challengeMembers.pointsChangedAt })
      .from(challengeMembers)
      .where(eq(challengeMembers.id, memberId));
    const at = (member?.at ?? new Date()).toISOString();
    await vi.waitFor(
      async () => {
        const result = (await database.db.execute(sql`select clock_timestamp() > ${at}::timestamptz as later`)) as {
          rows: { later: boolean }[];
        };
        expect(result.rows[0]?.later).toBe(true);
      },
      { interval: 1 },
    );
  }

  async function race(options: { includeLeaders?: boolean } = {}) {
    const cast = await challengeWithPeople(app, database, 4, {
      ...options,
      names: ['Ana', 'Bruno', 'Carla', 'Davi'],
    });
    await givePlan(app, cast.owner, cast.challengeId, buildPlanBody({ quantityOfDays: 8 }));
    const [ana, bruno, carla, davi] = cast.participants as [Person, Person, Person, Person];
    // Bruno reaches 2 first, then Ana; Carla reads 1; the owner reads the most; Davi nothing.
    await readFirstDays(app, bruno, cast.challengeId, 2);
    await readFirstDays(app, ana, cast.challengeId, 2);
    await readFirstDays(app, carla, cast.challengeId, 1);
    await readFirstDays(app, cast.owner, cast.challengeId, 5);
    return { ...cast, ana, bruno, carla, davi };
  }

  it('ranks by total points, tied members sharing a place (whoever got there first listed first), and leaves the owner out', async () => {
    const { challengeId, owner, ana, bruno, carla, davi } = await race();
    const answer = await ranking(ana, challengeId);
    expect(answer.ranking.map((entry) => [entry.user.name, entry.position, entry.points])).toEqual([
      ['Bruno', 1, 2],
      ['Ana', 1, 2],
      ['Carla', 3, 1],
      ['Davi', 4, 0],
    ]);
    // Another member's address is not Ana's to see.
    expect(answer.ranking[0]).toEqual({
      user: { _id: bruno.userId, email: '', name: 'Bruno', picture: null },
      points: 2,
      totalPoints: 2,
      questionPoints: 0,
      conclusionPercentage: 25,
      readDays: 2,
      position: 1,
    });
    expect(answer).toMatchObject({ total: 4, includeLeaders: false, me: { position: 1, user: { name: 'Ana' } } });
    expect((await ranking(davi, challengeId)).me).toMatchObject({ position: 4, points: 0 });
    expect((await ranking(carla, challengeId)).me).toMatchObject({ position: 3 });
    // The owner sees the ranking without themself, and every member's address.
    const ownerView = await ranking(owner, challengeId);
    expect(ownerView.me).toBeNull();
    expect(ownerView.total).toBe(4);
    expect(ownerView.ranking.map((entry) => entry.user.name)).toEqual(['Bruno', 'Ana', 'Carla', 'Davi']);
    expect(ownerView.ranking.map((entry) => entry.user.email)).toEqual([
      bruno.email,
      ana.email,
      carla.email,
      davi.email,
    ]);
  });

  it('shows a member only their own address, on every tab and page, the leader’s included', async () => {
    const { challengeId, owner, ana } = await race({ includeLeaders: true });
    for (const tab of ['', '?tab=questions', '?tab=reading', '?limit=2&offset=2']) {
      const answer = await ranking(ana, challengeId, tab);
      const shown = [...answer.ranking, ...(answer.me ? [answer.me] : [])];
      for (const entry of shown) {
        expect(entry.user.email, `${entry.user.name} on "${tab}"`).toBe(entry.user._id === ana.userId ? ana.email : '');
      }
      expect(JSON.stringify(answer)).not.toContain(owner.email);
    }
  });

  it('puts the owner in the ranking when the challenge includes leaders', async () => {
    const { challengeId, owner, ana } = await race({ includeLeaders: true });
    const answer = await ranking(ana, challengeId);
    expect(answer.ranking.map((entry) => entry.user.name)).toEqual(['Olivia Owner', 'Bruno', 'Ana', 'Carla', 'Davi']);
    expect(answer).toMatchObject({ total: 5, includeLeaders: true, me: { position: 2 } });
    expect((await ranking(owner, challengeId)).me).toMatchObject({ position: 1, points: 5, readDays: 5 });
  });

  it('takes the leader into the ranking and out again when they switch includeLeaders', async () => {
    const { challengeId, owner, ana } = await race();
    const switchTo = (includeLeaders: unknown, token = owner.token) =>
      app.inject({
        method: 'PUT',
        url: '/api/challenge/include-leaders',
        headers: challengeHeaders(token, challengeId),
        payload: { includeLeaders },
      });
    const on = await switchTo(true);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ includeLeaders: true });
    const with_ = await ranking(ana, challengeId);
    expect(with_.ranking.map((entry) => entry.user.name)).toEqual(['Olivia Owner', 'Bruno', 'Ana', 'Carla', 'Davi']);
    expect(with_).toMatchObject({ total: 5, includeLeaders: true });
    expect((await ranking(owner, challengeId)).me).toMatchObject({ position: 1, points: 5 });

    expect((await switchTo(false)).json()).toEqual({ includeLeaders: false });
    const without = await ranking(ana, challengeId);
    expect(without).toMatchObject({ total: 4, includeLeaders: false });
    expect((await ranking(owner, challengeId)).me).toBeNull();
    for (const bad of ['yes', null, undefined]) expect((await switchTo(bad)).statusCode).toBe(400);
    expect((await switchTo(true, ana.token)).statusCode).toBe(404);
  });

  it('ranks the questions tab by question points and the reading tab by the percentage read', async () => {
    const { challengeId, ana, bruno, carla, davi } = await race();
    await answered(challengeId, davi.memberId, 3);
    await answered(challengeId, carla.memberId, 3);
    await answered(challengeId, ana.memberId, 1);

    const questions = await ranking(bruno, challengeId, '?tab=questions');
    expect(questions.ranking.map((entry) => [entry.user.name, entry.questionPoints])).toEqual([
      ['Davi', 3],
      ['Carla', 3],
      ['Ana', 1],
      ['Bruno', 0],
    ]);
    expect(questions.me).toMatchObject({ position: 4 });
    const general = await ranking(bruno, challengeId);
    expect(general.ranking.map((entry) => [entry.user.name, entry.totalPoints])).toEqual([
      ['Carla', 4],
      ['Davi', 3],
      ['Ana', 3],
      ['Bruno', 2],
    ]);

    const reading = await ranking(davi, challengeId, '?tab=reading');
    expect(reading.ranking.map((entry) => [entry.user.name, entry.conclusionPercentage])).toEqual([
      ['Bruno', 25],
      ['Ana', 25],
      ['Carla', 12.5],
      ['Davi', 0],
    ]);
    expect(reading.me).toMatchObject({ position: 4, conclusionPercentage: 0, questionPoints: 3 });
  });

  it('answers a page at a time, the caller’s own entry wherever they stand', async () => {
    const { challengeId, ana, davi } = await race();
    // The page starts inside Bruno and Ana's tie: Ana keeps the place she shares with Bruno.
    const page = await ranking(davi, challengeId, '?limit=2&offset=1');
    expect(page.ranking.map((entry) => [entry.user.name, entry.position])).toEqual([
      ['Ana', 1],
      ['Carla', 3],
    ]);
    expect(page).toMatchObject({ total: 4, me: { position: 4, user: { name: 'Davi' } } });
    expect((await ranking(ana, challengeId, '?offset=10')).ranking).toEqual([]);
  });

  it('gives every member the position the full ranking gives them', async () => {
    const { challengeId, owner, participants } = await challengeWithPeople(app, database, 7, { includeLeaders: true });
    await givePlan(app, owner, challengeId, buildPlanBody({ quantityOfDays: 4 }));
    const reads = [3, 0, 1, 3, 1, 0, 2];
    for (const [i, person] of participants.entries()) await readFirstDays(app, person, challengeId, reads[i] as number);
    await answered(challengeId, participants[1]?.memberId as string, 1);
    for (const tab of ['general', 'questions', 'reading']) {
      const full = await ranking(owner, challengeId, `?tab=${tab}`);
      expect(full.total).toBe(8);
      for (const person of [owner, ...participants]) {
        const { me } = await ranking(person, challengeId, `?tab=${tab}&limit=1`);
        const listed = full.ranking.find((entry) => entry.user._id === person.userId);
        expect(me, `${person.name} on ${tab}`).toEqual(listed);
      }
    }
  });

  it('answers the caller’s rankingId', async () => {
    const { challengeId, owner, participants } = await challengeWithPeople(app, database, 1);
    for (const person of [owner, ...participants]) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/challenge/ranking/user/id',
        headers: challengeHeaders(person.token, challengeId),
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ rankingId: person.memberId });
    }
  });

  it('is for members only: 404 to others, 401 without a session, 400 to bad input', async () => {
    const { challengeId, owner } = await challengeWithPeople(app, database, 1);
    const stranger = await registerUser(app);
    for (const url of ['/api/challenge/ranking/user/id', '/api/challenge/plan/ranking']) {
      const foreign = await app.inject({ method: 'GET', url, headers: challengeHeaders(stranger.token, challengeId) });
      expect(foreign.statusCode).toBe(404);
      const missing = await app.inject({
        method: 'GET',
        url,
        headers: challengeHeaders(owner.token, crypto.randomUUID()),
      });
      expect(missing.statusCode).toBe(404);
      const unsigned = await app.inject({ method: 'GET', url, headers: { challenge_id: challengeId } });
      expect(unsigned.statusCode).toBe(401);
      const noHeader = await app.inject({ method: 'GET', url, headers: bearer(owner.token) });
      expect(noHeader.statusCode).toBe(400);
    }
    for (const query of ['?tab=points', '?limit=0', '?limit=201', '?offset=-1', '?limit=two']) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/challenge/plan/ranking${query}`,
        headers: challengeHeaders(owner.token, challengeId),
      });
      expect(answer.statusCode, query).toBe(400);
    }
  });
});
