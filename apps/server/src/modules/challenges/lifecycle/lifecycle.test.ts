import { randomUUID } from 'node:crypto';
import { count, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  challengeAnswers,
  challengeInvites,
  challengeMembers,
  challengeQuestions,
  challenges,
  planDays,
  plans,
  users,
} from '../../../db/schema.js';
import { bearer, uniqueEmail } from '../../../test/app.js';
import {
  type ChallengeCall,
  callChallenge,
  challengeCast,
  expectNotFound,
  expectStatus,
  insertChallenge,
  insertMember,
} from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { buildPlanBody } from '../../../test/factories.js';
import { useServerSuite } from '../../../test/suite.js';
import { DELETE_BATCH_SIZE } from './repository.js';

const NO_CHALLENGE = 'No such challenge.';

describe.each(testDatabases)('a challenge’s life on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  const call = (...request: ChallengeCall) => callChallenge(app, ...request);

  /** A valid request but for its challenge_id header (missing, then not a uuid): 400 naming the header. */
  const expectBadChallengeHeader = async (
    method: InjectOptions['method'],
    url: string,
    token: string | null,
    payload?: object,
  ) => {
    for (const header of [undefined, 'not-a-uuid']) {
      const answer = await call(method, url, token, header, payload);
      expectStatus(answer, 400, `${method} ${url} with challenge_id ${header}`);
      expect(answer.json().message).toMatch(/^headers\.challenge_id: /);
    }
  };

  /** A plan made through the API, then turned into a copy of the challenge's plan (as the plan engineer's code does). */
  async function attachPlanCopy(token: string, challengeId: string, memberId?: string): Promise<string> {
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(token),
      payload: buildPlanBody({ quantityOfDays: 5 }),
    });
    const planId = created.json().plan._id as string;
    await database.db.update(plans).set({ challengeId }).where(eq(plans.id, planId));
    if (memberId) await database.db.update(challengeMembers).set({ planId }).where(eq(challengeMembers.id, memberId));
    return planId;
  }

  describe('GET /api/challenges', () => {
    it('lists what the user leads and what they take part in, counting accepted participants only', async () => {
      const cast = await challengeCast(app, database, { title: 'Psalms in May' });
      const owned = {
        _id: cast.challengeId,
        title: 'Psalms in May',
        participantsCount: 1,
        owner: { name: 'Olivia Owner' },
      };
      const ofOwner = await call('GET', '/api/challenges', cast.owner.token);
      expectStatus(ofOwner, 200);
      expect(ofOwner.json()).toEqual({ owner: [owned], participant: [] });
      expect((await call('GET', '/api/challenges', cast.participant.token)).json()).toEqual({
        owner: [],
        participant: [owned],
      });
      // An invite not yet accepted makes nobody a member.
      for (const outsider of [cast.invited, cast.stranger]) {
        expect((await call('GET', '/api/challenges', outsider.token)).json()).toEqual({ owner: [], participant: [] });
      }
    });

    it('lists the newest first, and leaves suspended challenges out', async () => {
      const cast = await challengeCast(app, database);
      const { challengeId: newer } = await insertChallenge(database, cast.owner.userId, { title: 'Newer one' });
      await insertChallenge(database, cast.owner.userId, { title: 'Suspended', suspendedAt: new Date() });
      const { challengeId: joined } = await insertChallenge(database, cast.stranger.userId, { title: 'Joined' });
      await insertMember(database, joined, cast.owner.userId);
      const answer = (await call('GET', '/api/challenges', cast.owner.token)).json();
      expect(answer.owner.map((summary: { _id: string }) => summary._id)).toEqual([newer, cast.challengeId]);
      expect(answer.participant).toEqual([
        { _id: joined, title: 'Joined', participantsCount: 1, owner: { name: 'Sam Stranger' } },
      ]);
    });

    it('answers 401 without a valid session', async () => {
      expectStatus(await call('GET', '/api/challenges', null), 401);
      expectStatus(await call('GET', '/api/challenges', 'not.a.token'), 401);
    });
  });

  describe('GET /api/challenge', () => {
    it('shows members the challenge, and tells the owner apart', async () => {
      const cast = await challengeCast(app, database, { includeLeaders: true });
      const template = await attachPlanCopy(cast.owner.token, cast.challengeId);
      await database.db.update(challenges).set({ templatePlanId: template }).where(eq(challenges.id, cast.challengeId));
      const challenge = {
        _id: cast.challengeId,
        title: 'Gospels in Lent',
        owner: { _id: cast.owner.userId, name: 'Olivia Owner' },
        participantsCount: 1,
        planTemplate: template,
        includeLeaders: true,
        startDate: '2026-02-18',
        finishDate: '2026-04-04',
        inviteLink: { isOn: true, key: null, code: expect.stringMatching(/^[A-Z2-9]{8}$/) },
      };
      const ofOwner = await call('GET', '/api/challenge', cast.owner.token, cast.challengeId);
      expectStatus(ofOwner, 200);
      expect(ofOwner.json()).toEqual({ challenge, isOwner: true });
      const ofParticipant = await call('GET', '/api/challenge', cast.participant.token, cast.challengeId);
      expect(ofParticipant.json()).toEqual({ challenge, isOwner: false });
    });

    it('answers 404 to the invited, strangers, and for a suspended or unknown challenge', async () => {
      const cast = await challengeCast(app, database);
      expect(
        (await call('GET', '/api/challenge', cast.owner.token, cast.challengeId)).json().challenge.planTemplate,
      ).toBe(null);
      expectNotFound(
        await call('GET', '/api/challenge', cast.invited.token, cast.challengeId),
        NO_CHALLENGE,
        'invited',
      );
      expectNotFound(
        await call('GET', '/api/challenge', cast.stranger.token, cast.challengeId),
        NO_CHALLENGE,
        'stranger',
      );
      expectNotFound(await call('GET', '/api/challenge', cast.owner.token, randomUUID()), NO_CHALLENGE, 'unknown');
      await database.db.update(challenges).set({ suspendedAt: new Date() }).where(eq(challenges.id, cast.challengeId));
      expectNotFound(
        await call('GET', '/api/challenge', cast.owner.token, cast.challengeId),
        NO_CHALLENGE,
        'suspended, owner',
      );
      expectNotFound(
        await call('GET', '/api/challenge', cast.participant.token, cast.challengeId),
        NO_CHALLENGE,
        'suspended',
      );
    });

    it('answers 401 without a session and 400 without a challenge id', async () => {
      const cast = await challengeCast(app, database);
      expectStatus(await call('GET', '/api/challenge', null, cast.challengeId), 401);
      await expectBadChallengeHeader('GET', '/api/challenge', cast.owner.token);
    });
  });

  describe('GET /api/challenge/name', () => {
    it('tells anyone the name, signed in or not', async () => {
      const cast = await challengeCast(app, database, { title: 'Acts together' });
      for (const token of [null, cast.stranger.token, 'an.expired.token']) {
        const answer = await call('GET', '/api/challenge/name', token, cast.challengeId);
        expectStatus(answer, 200);
        expect(answer.json()).toEqual({ challengeName: 'Acts together' });
      }
    });

    it('answers 404 for an unknown or suspended challenge, and 400 without a challenge id', async () => {
      const cast = await challengeCast(app, database);
      expectNotFound(await call('GET', '/api/challenge/name', null, randomUUID()));
      await database.db.update(challenges).set({ suspendedAt: new Date() }).where(eq(challenges.id, cast.challengeId));
      expectNotFound(await call('GET', '/api/challenge/name', null, cast.challengeId));
      await expectBadChallengeHeader('GET', '/api/challenge/name', null);
    });
  });

  describe('PUT /api/challenge/name/update', () => {
    const rename = (token: string | null, challengeId: string, challengeTitle: unknown) =>
      call('PUT', '/api/challenge/name/update', token, challengeId, { challengeTitle });

    it('lets the owner rename, trimmed, and everyone sees the new name', async () => {
      const cast = await challengeCast(app, database);
      const answer = await rename(cast.owner.token, cast.challengeId, '  Romans road  ');
      expectStatus(answer, 200);
      expect(answer.json()).toEqual({ newTitle: 'Romans road' });
      expect((await call('GET', '/api/challenge/name', null, cast.challengeId)).json()).toEqual({
        challengeName: 'Romans road',
      });
      expect((await call('GET', '/api/challenges', cast.participant.token)).json().participant[0].title).toBe(
        'Romans road',
      );
    });

    it('answers 404 to everyone but the owner, and changes nothing', async () => {
      const cast = await challengeCast(app, database);
      for (const [who, person] of Object.entries({
        participant: cast.participant,
        invited: cast.invited,
        stranger: cast.stranger,
      })) {
        expectNotFound(await rename(person.token, cast.challengeId, 'Taken over'), NO_CHALLENGE, who);
      }
      expectNotFound(await rename(cast.owner.token, randomUUID(), 'Nowhere'), NO_CHALLENGE, 'unknown');
      expect((await call('GET', '/api/challenge/name', null, cast.challengeId)).json().challengeName).toBe(
        'Gospels in Lent',
      );
    });

    it('holds the name rules (2 to 80 characters, spaces around not counted), and answers 400 otherwise', async () => {
      const cast = await challengeCast(app, database);
      for (const title of ['', ' a ', 'x'.repeat(81), 42, null]) {
        const answer = await rename(cast.owner.token, cast.challengeId, title);
        expectStatus(answer, 400, JSON.stringify(title));
        expect(answer.json().message).toMatch(/^body\.challengeTitle: /);
      }
      expectStatus(await rename(cast.owner.token, cast.challengeId, 'ab'), 200);
      expectStatus(await rename(cast.owner.token, cast.challengeId, 'x'.repeat(80)), 200);
      await expectBadChallengeHeader('PUT', '/api/challenge/name/update', cast.owner.token, {
        challengeTitle: 'Fine name',
      });
    });

    it('answers 401 without a session', async () => {
      const cast = await challengeCast(app, database);
      expectStatus(await rename(null, cast.challengeId, 'Anonymous'), 401);
    });
  });

  /** A challenge with something in every table that hangs off it: plans and their days, an answer, an invite. */
  async function furnishedChallenge() {
    const cast = await challengeCast(app, database);
    const template = await attachPlanCopy(cast.owner.token, cast.challengeId, cast.owner.memberId);
    await database.db.update(challenges).set({ templatePlanId: template }).where(eq(challenges.id, cast.challengeId));
    const copy = await attachPlanCopy(cast.participant.token, cast.challengeId, cast.participant.memberId);
    const [question] = await database.db
      .insert(challengeQuestions)
      .values({ challengeId: cast.challengeId, statement: 'Who?', alternatives: ['Noah', 'Moses'], answer: 'Noah' })
      .returning({ id: challengeQuestions.id });
    await database.db.insert(challengeAnswers).values({
      questionId: question?.id as string,
      memberId: cast.participant.memberId,
      answer: 'Noah',
      isCorrect: true,
      points: 3,
    });
    // The participant's own plan is theirs: it must outlive the challenge.
    const personal = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(cast.participant.token),
      payload: buildPlanBody({ quantityOfDays: 3 }),
    });
    return { ...cast, planIds: [template, copy], personalPlanId: personal.json().plan._id as string };
  }

  /** How many rows of each table still belong to the challenge. */
  async function leftOf(challengeId: string, planIds: string[]) {
    const rows = async (table: typeof challengeMembers | typeof challengeInvites | typeof challengeQuestions) =>
      (await database.db.select({ n: count() }).from(table).where(eq(table.challengeId, challengeId)))[0]?.n;
    return {
      challenge: (await database.db.select({ n: count() }).from(challenges).where(eq(challenges.id, challengeId)))[0]
        ?.n,
      members: await rows(challengeMembers),
      invites: await rows(challengeInvites),
      questions: await rows(challengeQuestions),
      answers: (
        await database.db
          .select({ n: count() })
          .from(challengeAnswers)
          .innerJoin(challengeMembers, eq(challengeMembers.id, challengeAnswers.memberId))
          .where(eq(challengeMembers.challengeId, challengeId))
      )[0]?.n,
      plans: (await database.db.select({ n: count() }).from(plans).where(inArray(plans.id, planIds)))[0]?.n,
      days: (await database.db.select({ n: count() }).from(planDays).where(inArray(planDays.planId, planIds)))[0]?.n,
    };
  }

  const nothingLeft = { challenge: 0, members: 0, invites: 0, questions: 0, answers: 0, plans: 0, days: 0 };

  describe('DELETE /api/challenge/delete', () => {
    it('lets the owner delete the challenge with its members, invites, questions, answers and plans', async () => {
      const cast = await furnishedChallenge();
      expect(await leftOf(cast.challengeId, cast.planIds)).toEqual({
        challenge: 1,
        members: 2,
        invites: 1,
        questions: 1,
        answers: 1,
        plans: 2,
        days: 10,
      });
      const answer = await call('DELETE', '/api/challenge/delete', cast.owner.token, cast.challengeId);
      expectStatus(answer, 200);
      expect(answer.json()).toEqual({ success: true });
      expect(await leftOf(cast.challengeId, cast.planIds)).toEqual(nothingLeft);
      // The participant keeps their personal plan; the challenge is gone for everyone.
      const personal = (await call('GET', '/api/plan', cast.participant.token)).json().plans;
      expect(personal.map((plan: { _id: string }) => plan._id)).toEqual([cast.personalPlanId]);
      expectNotFound(await call('GET', '/api/challenge', cast.participant.token, cast.challengeId));
      expectNotFound(await call('GET', '/api/challenge/name', null, cast.challengeId));
      expect((await call('GET', '/api/challenges', cast.participant.token)).json().participant).toEqual([]);
      expectNotFound(
        await call('DELETE', '/api/challenge/delete', cast.owner.token, cast.challengeId),
        NO_CHALLENGE,
        'again',
      );
    });

    it('deletes the members’ copies a batch at a time when there are many', async () => {
      const cast = await furnishedChallenge();
      const crowd = DELETE_BATCH_SIZE * 2 + 5;
      const people = await database.db
        .insert(users)
        .values(Array.from({ length: crowd }, (_, i) => ({ name: `Reader ${i}`, email: uniqueEmail(`crowd${i}`) })))
        .returning({ id: users.id });
      const copies = await database.db
        .insert(plans)
        .values(
          people.map(({ id }) => ({
            userId: id,
            challengeId: cast.challengeId,
            readingOrder: 'traditional' as const,
            planType: 2 as const,
            chaptersPerDay: 1,
            quantityOfDays: 2,
          })),
        )
        .returning({ id: plans.id, userId: plans.userId });
      const chapter = { book: 'Jonah', chapter: 1 };
      await database.db.insert(planDays).values(
        copies.flatMap(({ id }) =>
          [0, 1].map((position) => ({
            planId: id,
            position,
            date: `2027-01-0${position + 1}`,
            read: position === 0,
            readingStart: chapter,
            readingEnd: chapter,
            readingDetails: [chapter],
          })),
        ),
      );
      await database.db.insert(challengeMembers).values(
        copies.map(({ id, userId }) => ({
          challengeId: cast.challengeId,
          userId,
          planId: id,
          dayCount: 2,
          readDays: 1,
        })),
      );
      const planIds = [...cast.planIds, ...copies.map(({ id }) => id)];
      expect(await leftOf(cast.challengeId, planIds)).toMatchObject({ members: crowd + 2, plans: crowd + 2 });

      expectStatus(await call('DELETE', '/api/challenge/delete', cast.owner.token, cast.challengeId), 200);
      expect(await leftOf(cast.challengeId, planIds)).toEqual(nothingLeft);
    });

    it('answers 404 to everyone but the owner, and deletes nothing', async () => {
      const cast = await furnishedChallenge();
      const before = await leftOf(cast.challengeId, cast.planIds);
      for (const [who, person] of Object.entries({
        participant: cast.participant,
        invited: cast.invited,
        stranger: cast.stranger,
      })) {
        expectNotFound(
          await call('DELETE', '/api/challenge/delete', person.token, cast.challengeId),
          NO_CHALLENGE,
          who,
        );
      }
      expect(await leftOf(cast.challengeId, cast.planIds)).toEqual(before);
    });

    it('answers 401 without a session and 400 without a challenge id', async () => {
      const cast = await challengeCast(app, database);
      expectStatus(await call('DELETE', '/api/challenge/delete', null, cast.challengeId), 401);
      await expectBadChallengeHeader('DELETE', '/api/challenge/delete', cast.owner.token);
      expect((await leftOf(cast.challengeId, [])).challenge).toBe(1);
    });
  });

  describe('DELETE /api/challenges/owned', () => {
    it('deletes every challenge the user owns, suspended ones too, and none they only take part in', async () => {
      const first = await furnishedChallenge();
      const { challengeId: second } = await insertChallenge(database, first.owner.userId, { suspendedAt: new Date() });
      const { challengeId: joined } = await insertChallenge(database, first.stranger.userId);
      await insertMember(database, joined, first.owner.userId);
      const someoneElses = await furnishedChallenge();

      const answer = await call('DELETE', '/api/challenges/owned', first.owner.token);
      expectStatus(answer, 200);
      expect(answer.json()).toEqual({ deleted: 2 });
      expect(await leftOf(first.challengeId, first.planIds)).toEqual(nothingLeft);
      expect((await leftOf(second, [])).challenge).toBe(0);
      expect((await leftOf(joined, [])).members).toBe(2);
      expect((await leftOf(someoneElses.challengeId, someoneElses.planIds)).days).toBe(10);
      expect((await call('GET', '/api/challenges', first.owner.token)).json()).toEqual({
        owner: [],
        participant: [{ _id: joined, title: 'Gospels in Lent', participantsCount: 1, owner: { name: 'Sam Stranger' } }],
      });
      expect((await call('DELETE', '/api/challenges/owned', first.owner.token)).json()).toEqual({ deleted: 0 });
    });

    it('answers 401 without a session', async () => {
      expectStatus(await call('DELETE', '/api/challenges/owned', null), 401);
    });
  });
});
