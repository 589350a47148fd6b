import {
  ChallengeHeadersSchema,
  OwnerQuestionResponseSchema,
  OwnerQuestionsResponseSchema,
  ParticipantQuestionResponseSchema,
  ParticipantQuestionsResponseSchema,
  QuestionAddResponseSchema,
  QuestionAnswerBodySchema,
  QuestionAnswerResponseSchema,
  QuestionBodySchema,
  QuestionDeleteResponseSchema,
  QuestionIdParamsSchema,
  QuestionUpdateBodySchema,
  QuestionUpdateResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import {
  addQuestion,
  answerQuestion,
  changeQuestion,
  getOwnerQuestion,
  getOwnerQuestions,
  getParticipantQuestion,
  getParticipantQuestions,
  removeQuestion,
} from './service.js';

/** A challenge's quiz (spec 3 sections 2 and 7): the owner's questions, and the members' answers. */
export const challengeQuestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  const security = [{ bearer: [] }];
  const headers = ChallengeHeadersSchema;

  app.get(
    '/challenge/owner/questions',
    {
      schema: {
        summary: 'The challenge’s questions with their correct answers and answer counts, newest first (owner)',
        security,
        headers,
        response: { 200: OwnerQuestionsResponseSchema },
      },
    },
    (request) => getOwnerQuestions(db, request.userId, request.headers.challenge_id),
  );
  app.get(
    '/challenge/participant/questions',
    {
      schema: {
        summary: 'The challenge’s questions as the member sees them: the correct answer only once answered',
        security,
        headers,
        response: { 200: ParticipantQuestionsResponseSchema },
      },
    },
    (request) => getParticipantQuestions(db, request.userId, request.headers.challenge_id),
  );
  app.get(
    '/challenge/owner/question/:id',
    {
      schema: {
        summary: 'One question with its correct answer (owner)',
        security,
        headers,
        params: QuestionIdParamsSchema,
        response: { 200: OwnerQuestionResponseSchema },
      },
    },
    (request) => getOwnerQuestion(db, request.userId, request.headers.challenge_id, request.params.id),
  );
  app.get(
    '/challenge/participant/question/:id',
    {
      schema: {
        summary: 'One question as the member sees it: the correct answer only once answered',
        security,
        headers,
        params: QuestionIdParamsSchema,
        response: { 200: ParticipantQuestionResponseSchema },
      },
    },
    (request) => getParticipantQuestion(db, request.userId, request.headers.challenge_id, request.params.id),
  );
  app.post(
    '/challenge/questions/add',
    {
      schema: {
        summary: 'Add a question; points default to 3 (owner)',
        security,
        headers,
        body: QuestionBodySchema,
        response: { 200: QuestionAddResponseSchema },
      },
    },
    (request) => addQuestion(db, request.userId, request.headers.challenge_id, request.body),
  );
  app.put(
    '/challenge/questions/update',
    {
      schema: {
        summary: 'Change a question; the answers already given are scored again against it (owner)',
        security,
        headers,
        body: QuestionUpdateBodySchema,
        response: { 200: QuestionUpdateResponseSchema },
      },
    },
    (request) =>
      changeQuestion(db, request.userId, request.headers.challenge_id, request.body.questionId, request.body),
  );
  app.delete(
    '/challenge/questions/delete/:id',
    {
      schema: {
        summary: 'Delete a question; the points its answers gave are taken back (owner)',
        security,
        headers,
        params: QuestionIdParamsSchema,
        response: { 200: QuestionDeleteResponseSchema },
      },
    },
    (request) => removeQuestion(db, request.userId, request.headers.challenge_id, request.params.id),
  );
  app.post(
    '/challenge/question/answer',
    {
      schema: {
        summary:
          'Answer a question once (participant): a second or racing answer gets alreadyAnswered and scores ' +
          'nothing; the owner may not answer (403)',
        security,
        headers,
        body: QuestionAnswerBodySchema,
        response: { 200: QuestionAnswerResponseSchema },
      },
    },
    (request) => answerQuestion(db, request.userId, request.headers.challenge_id, request.body),
  );
};
