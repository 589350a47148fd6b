import { ChallengeCreateBodySchema, ChallengeCreateResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../../http/language.js';
import type { GooglePlay } from '../../../integrations/payments/google-play.js';
import type { ChallengeMemberRoutesOptions } from '../members/routes.js';
import { createChallenge } from './service.js';

export interface ChallengeCreationRoutesOptions extends ChallengeMemberRoutesOptions {
  /** Null: a lapsed or pending Play purchase counts as stored, without asking Google. */
  googlePlay: GooglePlay | null;
}

/** POST /api/challenges/add: a premium user creates a challenge and invites its first participants. */
export const challengeCreationRoutes: FastifyPluginAsyncZod<ChallengeCreationRoutesOptions> = async (
  app,
  { db, mailer, appUrl, googlePlay, invitations },
) => {
  app.post(
    '/challenges/add',
    {
      onRequest: app.requireUser,
      schema: {
        summary:
          'Create a challenge (premium: a subscription, or a one_time purchase not used up; else 403) with its plan, and invite at least two e-mails',
        security: [{ bearer: [] }],
        body: ChallengeCreateBodySchema,
        response: { 200: ChallengeCreateResponseSchema },
      },
    },
    (request) =>
      createChallenge(
        { db, mailer, appUrl, log: request.log, play: googlePlay, invitations },
        request.userId,
        request.body,
        requestLanguage(request.headers),
      ),
  );
};
