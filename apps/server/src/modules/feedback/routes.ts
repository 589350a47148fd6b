import { SendNotificationBodySchema, SendNotificationResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLanguage } from '../../http/language.js';
import { optionalUserId } from '../../http/require-user.js';
import { type FeedbackDeps, sendNotification } from './service.js';

export interface FeedbackRoutesOptions {
  deps: Omit<FeedbackDeps, 'log'>;
  /** Messages a minute per IP. */
  rateLimit: number;
}

/** POST /api/service/send-notification: feedback and error reports from the app, signed in or not. */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { deps, rateLimit }) => {
  app.post(
    '/service/send-notification',
    {
      config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send feedback or an error report to the team',
        description:
          'Open to everyone. With a valid bearer token the message is linked to the account; a missing, ' +
          'expired or invalid token is not refused: the message is then anonymous. Limited per IP address.',
        // Either no credentials or a bearer token.
        security: [{}, { bearer: [] }],
        body: SendNotificationBodySchema,
        response: { 201: SendNotificationResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await optionalUserId(app.tokens, deps.db, request);
      const answer = await sendNotification({ ...deps, log: request.log }, request.body, {
        userId,
        language: requestLanguage(request.headers),
      });
      return reply.code(201).send(answer);
    },
  );
};
