import {
  ChallengeHeadersSchema,
  ChallengeProgressResponseSchema,
  EncourageResponseSchema,
  ParticipantIdParamsSchema,
  PeoplePageQuerySchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encourageParticipant, getProgress, type ProgressDeps } from './service.js';

/** The leader's view of who is falling behind (issue 12, "Beyond the spec"): owner only. */
export const challengeProgressRoutes: FastifyPluginAsyncZod<ProgressDeps> = async (app, deps) => {
  app.addHook('onRequest', app.requireUser);
  const security = [{ bearer: [] }];

  app.get(
    '/challenge/progress',
    {
      schema: {
        summary:
          'A page of the participants’ progress, those who need a word first, searchable by name or e-mail (owner)',
        description:
          'Pages follow `nextCursor`; each is found on an index in the order of need, so its time does ' +
          'not grow with the challenge.',
        security,
        headers: ChallengeHeadersSchema,
        querystring: PeoplePageQuerySchema,
        response: { 200: ChallengeProgressResponseSchema },
      },
    },
    (request) => getProgress(deps.db, request.userId, request.headers.challenge_id, request.query),
  );
  app.post(
    '/challenge/participant/:id/encourage',
    {
      schema: {
        summary: 'E-mail a participant a word of encouragement with their reading of the day, once a day (owner)',
        security,
        headers: ChallengeHeadersSchema,
        params: ParticipantIdParamsSchema,
        response: { 200: EncourageResponseSchema },
      },
    },
    (request) =>
      encourageParticipant(deps, request.userId, request.headers.challenge_id, request.params.id, request.headers),
  );
};
