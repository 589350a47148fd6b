import { ChallengeHeadersSchema, EncourageResponseSchema, MemberUserIdParamsSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type EncouragementDeps, encourageMember } from './service.js';

export interface EncouragementRoutesOptions extends EncouragementDeps {
  /** Calls a minute per client address. */
  rateLimit: number;
}

/** Members encourage each other from the ranking (issue 23, "Beyond what leaders have elsewhere"). */
export const challengeEncouragementRoutes: FastifyPluginAsyncZod<EncouragementRoutesOptions> = async (
  app,
  { rateLimit, ...deps },
) => {
  app.addHook('onRequest', app.requireUser);
  app.post(
    '/challenge/member/:id/encourage',
    {
      config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
      schema: {
        summary:
          'Encourage another member of the challenge (by user id): once a day per pair, mailed to them (members)',
        security: [{ bearer: [] }],
        headers: ChallengeHeadersSchema,
        params: MemberUserIdParamsSchema,
        response: { 200: EncourageResponseSchema },
      },
    },
    (request) =>
      encourageMember(deps, request.userId, request.headers.challenge_id, request.params.id, request.headers),
  );
};
