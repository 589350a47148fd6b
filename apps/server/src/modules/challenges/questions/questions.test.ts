import { randomUUID } from 'node:crypto';
import type { OwnerQuestion } from '@bible-journey/contract';
import { QUESTIONS_PER_CHALLENGE_MAX } from '@bible-journey/core';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { challengeAnswers } from '../../../db/schema.js';
import { userIdOf } from '../../../test/accounts.js';
import { registerUser } from '../../../test/app.js';
import {
  type ChallengeCall,
  callChallenge,
  challengeCast,
  expectNotFound,
  expectStatus,
  type InjectedAnswer,
  insertMember,
  memberTotals,
} from '../../../test/challenges.js';
import { testDatabases } from '../../../test/databases.js';
import { useServerSuite } from '../../../test/suite.js';
import { insertQuestion } from './repository.js';

type Cast = Awaited<ReturnType<typeof challengeCast>>;

const ark = { statement: 'Who built the ark?', alternatives: ['Moses', 'Noah', 'David'], answer: 'Noah' };

describe.each(testDatabases)('a challenge’s questions on $name', (kind) => {
  const { database, app } = useServerSuite(kind);

  const call = (...request: ChallengeCall) => callChallenge(app, ...request);

  const NO_CHALLENGE = 'No such challenge.';
  const NO_QUESTION = 'No such question.';

  const expectBadRequest = (answer: InjectedAnswer, message: RegExp, label = '') => {
    expectStatus(answer, 400, label);
    expect(answer.json().message, label).toMatch(message);
  };

  const outsiders = (cast: Cast) => ({ participant: cast.participant, invited: cast.invited, stranger: cast.stranger });
  const nonMembers = (cast: Cast) => ({ invited: cast.invited, stranger: cast.stranger });

  async function addQuestion(cast: Cast, question: object = ark): Promise<OwnerQuestion> {
    const answer = await call('POST', '/api/challenge/questions/add', cast.owner.token, cast.challengeId, question);
    expectStatus(answer, 200, 'add');
    return answer.json().question;
  }

  const answer = (cast: Cast, who: Cast['participant'], questionId: string, userAnswer: string) =>
    call('POST', '/api/challenge/question/answer', who.token, cast.challengeId, {
      questionId,
      userAnswer,
      rankingId: who.memberId,
    });

  /** A second accepted participant of the cast's challenge. */
  async function secondParticipant(cast: Cast): Promise<Cast['participant']> {
    const { token, user } = await registerUser(app, { name: 'Priscilla Second' });
    const userId = await userIdOf(database, user.email);
    return { token, email: user.email, userId, memberId: await insertMember(database, cast.challengeId, userId) };
  }

  /** Every signed-in route of this module, for 401 and header checks. */
  const routes = (questionId: string): { method: InjectOptions['method']; url: string; payload?: object }[] => [
    { method: 'GET', url: '/api/challenge/owner/questions' },
    { method: 'GET', url: '/api/challenge/participant/questions' },
    { method: 'GET', url: `/api/challenge/owner/question/${questionId}` },
    { method: 'GET', url: `/api/challenge/participant/question/${questionId}` },
    { method: 'POST', url: '/api/challenge/questions/add', payload: ark },
    { method: 'PUT', url: '/api/challenge/questions/update', payload: { ...ark, questionId } },
    { method: 'DELETE', url: `/api/challenge/questions/delete/${questionId}` },
    {
      method: 'POST',
      url: '/api/challenge/question/answer',
      payload: { questionId, userAnswer: 'Noah', rankingId: randomUUID() },
    },
  ];

  it('answers 401 on every route without a valid session, and 400 without a valid challenge id', async () => {
    const cast = await challengeCast(app, database);
    const question = await addQuestion(cast);
    for (const route of routes(question._id)) {
      const label = `${route.method} ${route.url}`;
      expectStatus(await call(route.method, route.url, null, cast.challengeId, route.payload), 401, label);
      expectStatus(await call(route.method, route.url, 'not.a.token', cast.challengeId, route.payload), 401, label);
      for (const header of [undefined, 'not-a-uuid']) {
        expectBadRequest(
          await call(route.method, route.url, cast.owner.token, header, route.payload),
          /^headers\.challenge_id: must be a challenge id/,
          `${label} with challenge_id ${header}`,
        );
      }
    }
    expect((await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId)).json()).toEqual({
      questions: [{ ...question, answersCount: 0 }],
    });
  });

  it('answers 400 for a question id that is not a uuid', async () => {
    const cast = await challengeCast(app, database);
    for (const url of [
      '/api/challenge/owner/question/42',
      '/api/challenge/participant/question/42',
      '/api/challenge/questions/delete/42',
    ]) {
      const method = url.includes('delete') ? 'DELETE' : 'GET';
      expectBadRequest(
        await call(method, url, cast.owner.token, cast.challengeId),
        /^params\.id: must be a question id/,
      );
    }
  });

  describe('POST /api/challenge/questions/add', () => {
    it('lets the owner add a question, trimmed, with 3 points unless told', async () => {
      const cast = await challengeCast(app, database);
      const added = await addQuestion(cast, {
        statement: '  Who built the ark?  ',
        alternatives: [' Moses', 'Noah '],
        answer: ' Noah',
      });
      expect(added).toEqual({
        _id: expect.any(String),
        statement: 'Who built the ark?',
        alternatives: ['Moses', 'Noah'],
        answer: 'Noah',
        points: 3,
        answersCount: 0,
      });
      expect((await addQuestion(cast, { ...ark, points: 10 })).points).toBe(10);
    });

    it('holds core’s question rules, answering 400 with the field', async () => {
      const cast = await challengeCast(app, database);
      const refused: [object, RegExp][] = [
        [{ ...ark, statement: '   ' }, /^body\.statement: /],
        [{ ...ark, statement: 'x'.repeat(501) }, /^body\.statement: /],
        [{ ...ark, alternatives: [] }, /^body\.alternatives: /],
        [{ ...ark, alternatives: Array.from({ length: 11 }, (_, i) => `Choice ${i}`) }, /^body\.alternatives: /],
        [{ ...ark, alternatives: ['Noah', ' Noah'] }, /body\.alternatives\.1: must differ/],
        [{ ...ark, alternatives: ['Noah', ''] }, /^body\.alternatives\.1: /],
        [{ ...ark, answer: 'Abraham' }, /^body\.answer: must be one of the alternatives/],
        [{ ...ark, answer: undefined }, /^body\.answer: /],
        [{ ...ark, points: 0 }, /^body\.points: /],
        [{ ...ark, points: 101 }, /^body\.points: /],
        [{ ...ark, points: 1.5 }, /^body\.points: /],
      ];
      for (const [body, message] of refused) {
        expectBadRequest(
          await call('POST', '/api/challenge/questions/add', cast.owner.token, cast.challengeId, body),
          message,
          JSON.stringify(body),
        );
      }
      expect((await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId)).json()).toEqual({
        questions: [],
      });
    });

    it(`holds at most ${QUESTIONS_PER_CHALLENGE_MAX} questions, also against racing additions (422 naming the bound)`, async () => {
      const cast = await challengeCast(app, database);
      for (let index = 0; index < QUESTIONS_PER_CHALLENGE_MAX - 2; index += 1) {
        await insertQuestion(database.db, cast.challengeId, { ...ark, statement: `Question ${index}`, points: 3 });
      }
      const racing = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          call('POST', '/api/challenge/questions/add', cast.owner.token, cast.challengeId, {
            ...ark,
            statement: `Racing ${index}`,
          }),
        ),
      );
      expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 422, 422, 422]);
      for (const refused of racing.filter((answer) => answer.statusCode === 422)) {
        expect(refused.json()).toEqual({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: `A challenge holds at most ${QUESTIONS_PER_CHALLENGE_MAX} questions: delete one to add another.`,
          reason: 'questions_per_challenge',
        });
      }
      const listed = (await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId)).json();
      expect(listed.questions).toHaveLength(QUESTIONS_PER_CHALLENGE_MAX);

      const [newest] = listed.questions;
      expectStatus(
        await call('DELETE', `/api/challenge/questions/delete/${newest._id}`, cast.owner.token, cast.challengeId),
        200,
        'delete',
      );
      await addQuestion(cast, { ...ark, statement: 'In its place' });
    });

    it('answers 404 to everyone but the owner', async () => {
      const cast = await challengeCast(app, database);
      for (const [who, person] of Object.entries(outsiders(cast))) {
        expectNotFound(
          await call('POST', '/api/challenge/questions/add', person.token, cast.challengeId, ark),
          NO_CHALLENGE,
          who,
        );
      }
      expect(await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId)).toMatchObject({
        body: JSON.stringify({ questions: [] }),
      });
    });
  });

  describe('the owner’s questions', () => {
    it('lists this challenge’s questions newest first, with the correct answer and how many answered', async () => {
      const cast = await challengeCast(app, database);
      const other = await challengeCast(app, database);
      await addQuestion(other);
      const first = await addQuestion(cast);
      const second = await addQuestion(cast, {
        statement: 'Who slew Goliath?',
        alternatives: ['David', 'Saul'],
        answer: 'David',
        points: 5,
      });
      await answer(cast, cast.participant, first._id, 'Moses');
      const listed = await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId);
      expectStatus(listed, 200);
      expect(listed.json()).toEqual({
        questions: [
          { ...second, answersCount: 0 },
          { ...first, answersCount: 1 },
        ],
      });
      const one = await call('GET', `/api/challenge/owner/question/${first._id}`, cast.owner.token, cast.challengeId);
      expectStatus(one, 200);
      expect(one.json()).toEqual({ question: { ...first, answersCount: 1 } });
    });

    it('answers 404 to everyone else, and for a question unknown or of another challenge', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      const elsewhere = await addQuestion(await challengeCast(app, database));
      for (const [who, person] of Object.entries(outsiders(cast))) {
        expectNotFound(
          await call('GET', '/api/challenge/owner/questions', person.token, cast.challengeId),
          NO_CHALLENGE,
          who,
        );
        expectNotFound(
          await call('GET', `/api/challenge/owner/question/${question._id}`, person.token, cast.challengeId),
          NO_CHALLENGE,
          who,
        );
      }
      for (const id of [randomUUID(), elsewhere._id]) {
        expectNotFound(
          await call('GET', `/api/challenge/owner/question/${id}`, cast.owner.token, cast.challengeId),
          NO_QUESTION,
        );
      }
      expectNotFound(await call('GET', '/api/challenge/owner/questions', cast.owner.token, randomUUID()), NO_CHALLENGE);
    });
  });

  describe('the participant’s questions', () => {
    const unanswered = (question: OwnerQuestion) => ({
      _id: question._id,
      statement: question.statement,
      alternatives: question.alternatives,
      points: question.points,
      isAnswered: false,
      answerGiven: null,
      answerIsCorrect: null,
      answer: null,
    });

    it('never carry the correct answer before the member answered, in the list or the detail', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast, {
        statement: 'Who built the ark?',
        alternatives: ['Moses', 'Noah-the-right-one'],
        answer: 'Noah-the-right-one',
      });
      const list = await call('GET', '/api/challenge/participant/questions', cast.participant.token, cast.challengeId);
      const detail = await call(
        'GET',
        `/api/challenge/participant/question/${question._id}`,
        cast.participant.token,
        cast.challengeId,
      );
      expectStatus(list, 200);
      expectStatus(detail, 200);
      // Exactly these fields: nothing else in the answer could carry it.
      expect(list.json()).toEqual({ questions: [unanswered(question)] });
      expect(detail.json()).toEqual({ question: unanswered(question) });
      // The correct answer appears once, as one of the alternatives, in the order the leader gave them.
      for (const body of [list.body, detail.body]) {
        expect(body.split('Noah-the-right-one')).toHaveLength(2);
        expect(body).not.toMatch(/answersCount|isCorrect"|"correct/);
      }
    });

    it('show the member’s answer, whether it was right, and the correct answer once answered; others still see nothing', async () => {
      const cast = await challengeCast(app, database);
      const other = await secondParticipant(cast);
      const question = await addQuestion(cast);
      expectStatus(await answer(cast, cast.participant, question._id, 'Moses'), 200);
      const answered = {
        ...unanswered(question),
        isAnswered: true,
        answerGiven: 'Moses',
        answerIsCorrect: false,
        answer: 'Noah',
      };
      expect(
        (await call('GET', '/api/challenge/participant/questions', cast.participant.token, cast.challengeId)).json(),
      ).toEqual({ questions: [answered] });
      expect(
        (
          await call(
            'GET',
            `/api/challenge/participant/question/${question._id}`,
            cast.participant.token,
            cast.challengeId,
          )
        ).json(),
      ).toEqual({ question: answered });
      expect((await call('GET', '/api/challenge/participant/questions', other.token, cast.challengeId)).json()).toEqual(
        {
          questions: [unanswered(question)],
        },
      );
      expectStatus(await answer(cast, other, question._id, 'Noah'), 200);
      expect(
        (
          await call('GET', `/api/challenge/participant/question/${question._id}`, other.token, cast.challengeId)
        ).json(),
      ).toEqual({ question: { ...answered, answerGiven: 'Noah', answerIsCorrect: true } });
    });

    it('answer 404 to the invited and strangers, and for a question unknown or of another challenge', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      const elsewhere = await addQuestion(await challengeCast(app, database));
      for (const [who, person] of Object.entries(nonMembers(cast))) {
        expectNotFound(
          await call('GET', '/api/challenge/participant/questions', person.token, cast.challengeId),
          NO_CHALLENGE,
          who,
        );
        expectNotFound(
          await call('GET', `/api/challenge/participant/question/${question._id}`, person.token, cast.challengeId),
          NO_CHALLENGE,
          who,
        );
      }
      for (const id of [randomUUID(), elsewhere._id]) {
        expectNotFound(
          await call('GET', `/api/challenge/participant/question/${id}`, cast.participant.token, cast.challengeId),
          NO_QUESTION,
        );
      }
      // The owner is a member: the participant view works for them too.
      expectStatus(await call('GET', '/api/challenge/participant/questions', cast.owner.token, cast.challengeId), 200);
    });
  });

  describe('PUT /api/challenge/questions/update', () => {
    const update = (cast: Cast, token: string, body: object) =>
      call('PUT', '/api/challenge/questions/update', token, cast.challengeId, body);

    it('lets the owner change a question', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      const changed = await update(cast, cast.owner.token, {
        questionId: question._id,
        statement: 'Who sailed in the ark?',
        alternatives: ['Noah', 'Jonah'],
        answer: 'Noah',
        points: 7,
      });
      expectStatus(changed, 200);
      const expected = {
        _id: question._id,
        statement: 'Who sailed in the ark?',
        alternatives: ['Noah', 'Jonah'],
        answer: 'Noah',
        points: 7,
        answersCount: 0,
      };
      expect(changed.json()).toEqual({ question: expected });
      expect(
        (await call('GET', `/api/challenge/owner/question/${question._id}`, cast.owner.token, cast.challengeId)).json(),
      ).toEqual({ question: expected });
    });

    it('scores the answers already given again: a fixed answer key gives and takes back points', async () => {
      const cast = await challengeCast(app, database);
      const other = await secondParticipant(cast);
      const question = await addQuestion(cast);
      await answer(cast, cast.participant, question._id, 'Noah');
      await answer(cast, other, question._id, 'Moses');
      expect((await memberTotals(database, cast.participant.memberId)).questionPoints).toBe(3);
      const otherBefore = await memberTotals(database, other.memberId);

      // More points for the same key: the right answer earns them, the wrong one stays at 0 and keeps its tie-break time.
      await update(cast, cast.owner.token, { ...ark, points: 5, questionId: question._id });
      expect((await memberTotals(database, cast.participant.memberId)).questionPoints).toBe(5);
      expect(await memberTotals(database, other.memberId)).toEqual(otherBefore);

      // The leader fixes the key: the points move from one to the other.
      expectStatus(
        await update(cast, cast.owner.token, { ...ark, answer: 'Moses', points: 5, questionId: question._id }),
        200,
      );
      expect((await memberTotals(database, cast.participant.memberId)).questionPoints).toBe(0);
      expect((await memberTotals(database, other.memberId)).questionPoints).toBe(5);
      expect(
        (await call('GET', `/api/challenge/participant/question/${question._id}`, other.token, cast.challengeId)).json()
          .question,
      ).toMatchObject({ answerGiven: 'Moses', answerIsCorrect: true, answer: 'Moses' });
      expect((await answer(cast, cast.participant, question._id, 'Moses')).json()).toEqual({
        answerIsCorrect: false,
        answer: 'Moses',
        alreadyAnswered: true,
      });
    });

    it('answers 404 to everyone but the owner and for a question unknown or of another challenge; 400 for a bad body', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      const elsewhere = await addQuestion(await challengeCast(app, database));
      const body = { ...ark, statement: 'Changed', questionId: question._id };
      for (const [who, person] of Object.entries(outsiders(cast))) {
        expectNotFound(await update(cast, person.token, body), NO_CHALLENGE, who);
      }
      for (const questionId of [randomUUID(), elsewhere._id]) {
        expectNotFound(await update(cast, cast.owner.token, { ...body, questionId }), NO_QUESTION);
      }
      expectBadRequest(
        await update(cast, cast.owner.token, { ...body, questionId: 'q1' }),
        /^body\.questionId: must be a question id/,
      );
      expectBadRequest(await update(cast, cast.owner.token, { ...body, answer: 'Ham' }), /^body\.answer: /);
      expect(
        (await call('GET', `/api/challenge/owner/question/${question._id}`, cast.owner.token, cast.challengeId)).json()
          .question.statement,
      ).toBe(ark.statement);
    });
  });

  describe('DELETE /api/challenge/questions/delete/:id', () => {
    it('lets the owner delete a question, taking back the points it gave', async () => {
      const cast = await challengeCast(app, database);
      const kept = await addQuestion(cast, { ...ark, points: 2 });
      const doomed = await addQuestion(cast, { ...ark, points: 9 });
      await answer(cast, cast.participant, kept._id, 'Noah');
      await answer(cast, cast.participant, doomed._id, 'Noah');
      expect(await memberTotals(database, cast.participant.memberId)).toMatchObject({
        questionPoints: 11,
        totalPoints: 11,
      });
      const deleted = await call(
        'DELETE',
        `/api/challenge/questions/delete/${doomed._id}`,
        cast.owner.token,
        cast.challengeId,
      );
      expectStatus(deleted, 200);
      expect(deleted.json()).toEqual({ success: true });
      expect(await memberTotals(database, cast.participant.memberId)).toMatchObject({
        questionPoints: 2,
        totalPoints: 2,
      });
      const [answers] = await database.db
        .select({ n: count() })
        .from(challengeAnswers)
        .where(eq(challengeAnswers.questionId, doomed._id));
      expect(answers?.n).toBe(0);
      expect(
        (await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId)).json().questions,
      ).toEqual([{ ...kept, answersCount: 1 }]);
      expectNotFound(
        await call('DELETE', `/api/challenge/questions/delete/${doomed._id}`, cast.owner.token, cast.challengeId),
        NO_QUESTION,
        'again',
      );
    });

    it('answers 404 to everyone but the owner, and for a question of another challenge', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      const elsewhere = await addQuestion(await challengeCast(app, database));
      for (const [who, person] of Object.entries(outsiders(cast))) {
        expectNotFound(
          await call('DELETE', `/api/challenge/questions/delete/${question._id}`, person.token, cast.challengeId),
          NO_CHALLENGE,
          who,
        );
      }
      expectNotFound(
        await call('DELETE', `/api/challenge/questions/delete/${elsewhere._id}`, cast.owner.token, cast.challengeId),
        NO_QUESTION,
      );
      expect(
        (await call('GET', '/api/challenge/owner/questions', cast.owner.token, cast.challengeId)).json().questions,
      ).toHaveLength(1);
    });
  });

  describe('POST /api/challenge/question/answer', () => {
    it('scores a correct first answer once; a second answer changes nothing', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast, { ...ark, points: 4 });
      const first = await answer(cast, cast.participant, question._id, 'Noah');
      expectStatus(first, 200);
      expect(first.json()).toEqual({ answerIsCorrect: true, answer: 'Noah', alreadyAnswered: false });
      expect(await memberTotals(database, cast.participant.memberId)).toMatchObject({
        questionPoints: 4,
        totalPoints: 4,
      });
      for (const again of ['Noah', 'Moses']) {
        expect((await answer(cast, cast.participant, question._id, again)).json()).toEqual({
          answerIsCorrect: true,
          answer: 'Noah',
          alreadyAnswered: true,
        });
      }
      expect(await memberTotals(database, cast.participant.memberId)).toMatchObject({ questionPoints: 4 });
    });

    it('scores nothing for a wrong answer, nor for a right one after it', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      expect((await answer(cast, cast.participant, question._id, ' Moses ')).json()).toEqual({
        answerIsCorrect: false,
        answer: 'Noah',
        alreadyAnswered: false,
      });
      expect((await answer(cast, cast.participant, question._id, 'Noah')).json()).toEqual({
        answerIsCorrect: false,
        answer: 'Noah',
        alreadyAnswered: true,
      });
      expect(await memberTotals(database, cast.participant.memberId)).toMatchObject({ questionPoints: 0 });
    });

    it('refuses an answer that is not one of the alternatives (400) and records nothing', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      expectBadRequest(
        await answer(cast, cast.participant, question._id, 'Abraham'),
        /^body\.userAnswer: must be one of the question’s alternatives$/,
      );
      for (const body of [
        { questionId: question._id, userAnswer: '', rankingId: cast.participant.memberId },
        { questionId: question._id, userAnswer: 'Noah', rankingId: 'mine' },
        { questionId: 'q', userAnswer: 'Noah', rankingId: cast.participant.memberId },
        { questionId: question._id, rankingId: cast.participant.memberId },
      ]) {
        expectBadRequest(
          await call('POST', '/api/challenge/question/answer', cast.participant.token, cast.challengeId, body),
          /^body\./,
          JSON.stringify(body),
        );
      }
      expect((await answer(cast, cast.participant, question._id, 'Noah')).json().alreadyAnswered).toBe(false);
    });

    it('answers 404 for a rankingId not the caller’s own in this challenge, and for a question not of it', async () => {
      const cast = await challengeCast(app, database);
      const other = await secondParticipant(cast);
      const question = await addQuestion(cast);
      const elsewhere = await challengeCast(app, database);
      const elsewhereQuestion = await addQuestion(elsewhere);
      for (const rankingId of [other.memberId, cast.owner.memberId, elsewhere.participant.memberId, randomUUID()]) {
        expectNotFound(
          await call('POST', '/api/challenge/question/answer', cast.participant.token, cast.challengeId, {
            questionId: question._id,
            userAnswer: 'Noah',
            rankingId,
          }),
          'No such ranking entry of yours in this challenge.',
        );
      }
      for (const questionId of [randomUUID(), elsewhereQuestion._id]) {
        expectNotFound(await answer(cast, cast.participant, questionId, 'Noah'), NO_QUESTION);
      }
      expect(await memberTotals(database, other.memberId)).toMatchObject({ questionPoints: 0 });
      expect((await answer(cast, other, question._id, 'Noah')).json().alreadyAnswered).toBe(false);
    });

    it('answers 403 to the owner, who sees the correct answers, even when leaders are ranked', async () => {
      const cast = await challengeCast(app, database, { includeLeaders: true });
      const question = await addQuestion(cast);
      const refused = await answer(cast, cast.owner, question._id, 'Noah');
      expectStatus(refused, 403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'The leader sees the correct answers, so cannot answer.',
      });
      expect(await memberTotals(database, cast.owner.memberId)).toMatchObject({ questionPoints: 0 });
    });

    it('answers 404 to the invited and strangers', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      for (const [who, person] of Object.entries(nonMembers(cast))) {
        expectNotFound(
          await call('POST', '/api/challenge/question/answer', person.token, cast.challengeId, {
            questionId: question._id,
            userAnswer: 'Noah',
            rankingId: cast.participant.memberId,
          }),
          NO_CHALLENGE,
          who,
        );
      }
      expect((await answer(cast, cast.participant, question._id, 'Noah')).json().alreadyAnswered).toBe(false);
    });

    it('lets exactly one of 10 racing answers from one member score', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast, { ...ark, points: 6 });
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => answer(cast, cast.participant, question._id, 'Noah')),
      );
      expect(answers.map((one) => one.statusCode)).toEqual(Array(10).fill(200));
      const bodies = answers.map((one) => one.json());
      expect(bodies.filter((body) => !body.alreadyAnswered)).toEqual([
        { answerIsCorrect: true, answer: 'Noah', alreadyAnswered: false },
      ]);
      expect(bodies.filter((body) => body.alreadyAnswered)).toEqual(
        Array(9).fill({ answerIsCorrect: true, answer: 'Noah', alreadyAnswered: true }),
      );
      expect(await memberTotals(database, cast.participant.memberId)).toMatchObject({
        questionPoints: 6,
        totalPoints: 6,
      });
      const [rows] = await database.db
        .select({ n: count() })
        .from(challengeAnswers)
        .where(eq(challengeAnswers.questionId, question._id));
      expect(rows?.n).toBe(1);
    });

    it('lets the first of racing right and wrong answers stand, and every answer agrees with it', async () => {
      const cast = await challengeCast(app, database);
      const question = await addQuestion(cast);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) => answer(cast, cast.participant, question._id, i % 2 ? 'Noah' : 'Moses')),
      );
      const bodies = answers.map((one) => one.json());
      const winners = bodies.filter((body) => !body.alreadyAnswered);
      expect(winners).toHaveLength(1);
      const isCorrect = winners[0].answerIsCorrect as boolean;
      expect(bodies.every((body) => body.answerIsCorrect === isCorrect)).toBe(true);
      expect((await memberTotals(database, cast.participant.memberId)).questionPoints).toBe(isCorrect ? 3 : 0);
    });
  });
});
