import {
  ChallengeDayHeadersSchema,
  ChallengeHeadersSchema,
  ChallengePlanPreviewBodySchema,
  ChallengePlanPreviewResponseSchema,
  ChallengePlanResponseSchema,
  ChallengePlanUpdateBodySchema,
  ChallengePlanUpdateResponseSchema,
  ChallengeReadingBodySchema,
  ChallengeReadingResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { previewChallengePlan } from './preview.js';
import { backgroundFollowsSettled, getChallengePlan, markChallengeDay, updateChallengePlan } from './service.js';

/** A challenge's plan (spec 3 section 7): each member's own copy, the leader's template, the day marks. */
export const challengePlanRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  // A template edit's follow may go on after its answer: the database stays open until it ends.
  app.addHook('onClose', backgroundFollowsSettled);
  const security = [{ bearer: [] }];

  app.get(
    '/challenge/plan',
    {
      schema: {
        summary: 'The member’s own copy of the challenge plan (null while the challenge has none)',
        security,
        headers: ChallengeHeadersSchema,
        response: { 200: ChallengePlanResponseSchema },
      },
    },
    (request) => getChallengePlan(db, request.userId, request.headers.challenge_id),
  );
  app.put(
    '/challenge/plan/update',
    {
      schema: {
        summary: 'The leader creates or edits the challenge plan; every member’s copy follows, keeping what they read',
        security,
        headers: ChallengeHeadersSchema,
        body: ChallengePlanUpdateBodySchema,
        response: { 200: ChallengePlanUpdateResponseSchema },
      },
    },
    (request) =>
      updateChallengePlan(db, request.userId, request.headers.challenge_id, request.body, { log: request.log }),
  );
  app.post(
    '/challenge/plan/preview',
    {
      schema: {
        summary:
          'What an edit of the challenge plan would do to the members’ read days and points (owner); nothing is saved',
        security,
        headers: ChallengeHeadersSchema,
        body: ChallengePlanPreviewBodySchema,
        response: { 200: ChallengePlanPreviewResponseSchema },
      },
    },
    (request) => previewChallengePlan(db, request.userId, request.headers.challenge_id, request.body),
  );
  for (const [path, read] of [
    ['/challenge/plan/reading/complete', true],
    ['/challenge/plan/reading/undo', false],
  ] as const) {
    app.put(
      path,
      {
        schema: {
          summary: read
            ? 'Mark a day of the member’s copy read (+1 point; completing twice counts once)'
            : 'Mark a day of the member’s copy unread (−1 point when it was read)',
          security,
          headers: ChallengeDayHeadersSchema,
          body: ChallengeReadingBodySchema,
          response: { 200: ChallengeReadingResponseSchema },
        },
      },
      (request) => markChallengeDay(db, request, request.headers, read, request.body),
    );
  }
};
