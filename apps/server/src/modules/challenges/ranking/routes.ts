import {
  ChallengeHeadersSchema,
  ChallengeRankingIdResponseSchema,
  ChallengeRankingQuerySchema,
  ChallengeRankingResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { getRanking, getRankingId } from './service.js';

/** A challenge's ranking (spec 3 sections 2 and 7): members only. */
export const challengeRankingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireUser);
  const security = [{ bearer: [] }];

  app.get(
    '/challenge/ranking/user/id',
    {
      schema: {
        summary: 'The signed-in member’s rankingId in the challenge',
        security,
        headers: ChallengeHeadersSchema,
        response: { 200: ChallengeRankingIdResponseSchema },
      },
    },
    (request) => getRankingId(db, request.userId, request.headers.challenge_id),
  );
  app.get(
    '/challenge/plan/ranking',
    {
      schema: {
        summary: 'A page of the ranking (general, questions or reading tab), the caller’s own entry and the count',
        security,
        headers: ChallengeHeadersSchema,
        querystring: ChallengeRankingQuerySchema,
        response: { 200: ChallengeRankingResponseSchema },
      },
    },
    (request) => getRanking(db, request.userId, request.headers.challenge_id, request.query),
  );
};
