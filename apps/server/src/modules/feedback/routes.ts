import { SendNotificationBodySchema, SendNotificationResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../http/client-address.js';
import { requestLanguage } from '../../http/language.js';
import { optionalUserId } from '../../http/require-user.js';
import { type FeedbackDeps, sendNotification } from './service.js';

export interface FeedbackRoutesOptions {
  deps: Omit<FeedbackDeps, 'log'>;
  /** Messages a minute per IP. */
  rateLimit: number;
}

/**
 * POST /api/service/send-notification: feedback and error reports from the app, signed in or not.
 * The seed's apps post to /api/service/send-nofication (spec 1 section 7, typo included): the same
 * route under both paths, counted together per IP (one limiter for both).
 */
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRoutesOptions> = async (app, { deps, rateLimit }) => {
  const limit = app.rateLimit({
    max: rateLimit,
    timeWindow: '1 minute',
    // Its own keys: a shared Redis store holds every limiter's counters under one namespace.
    keyGenerator: (request) => `feedback:${clientAddress(request)}`,
  });
  for (const url of ['/service/send-notification', '/service/send-nofication']) {
    app.post(
      url,
      {
        onRequest: limit,
        schema: {
          summary:
            url === '/service/send-notification'
              ? 'Send feedback or an error report to the team'
              : 'The same, at the path the seed’s apps call (typo included)',
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
  }
};
