import {
  ChallengeInvitationHeadersSchema,
  ChallengeInvitationResponseSchema,
  JoinCodeBodySchema,
  JoinCodeResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { clientAddress } from '../../../http/client-address.js';
import { optionalUserId } from '../../../http/require-user.js';
import { findChallengeByCode, getInvitation } from './invitation-service.js';
import { type JoinCodeThrottle, JoinCodeWaitError } from './join-code-throttle.js';

export interface InvitationRoutesOptions {
  db: Db;
  joinCodes: JoinCodeThrottle;
  /** Join code look-ups a minute per client address. */
  rateLimit: number;
}

/** The invite page's details of a challenge and the join codes that lead there (issue 23). */
export const challengeInvitationRoutes: FastifyPluginAsyncZod<InvitationRoutesOptions> = async (
  app,
  { db, joinCodes, rateLimit },
) => {
  app.get(
    '/challenge/invitation',
    {
      schema: {
        summary: 'What the invite page shows: the challenge, its leader’s name, dates, plan and participant count',
        description:
          'Open to everyone holding a working invitation: the shared link (on, with its `invite_key` once ' +
          'the leader made a new link), or, signed in, an e-mail invitation or a membership. Otherwise the ' +
          'refusal joining would give (403 with a `reason`: removed, invite_link_off, invite_link_replaced); ' +
          '404 for an unknown or suspended challenge. No member’s name or address is in it.',
        security: [{}, { bearer: [] }],
        headers: ChallengeInvitationHeadersSchema,
        response: { 200: ChallengeInvitationResponseSchema },
      },
    },
    async (request) =>
      getInvitation(db, request.headers.challenge_id, {
        userId: (await optionalUserId(app.tokens, db, request)) ?? undefined,
        inviteKey: request.headers.invite_key,
      }),
  );
  app.post(
    '/challenge/join-code',
    {
      onRequest: [
        app.rateLimit({
          max: rateLimit,
          timeWindow: '1 minute',
          // Its own keys: a shared Redis store holds every limiter's counters under one namespace.
          keyGenerator: (request) => `join-code:${clientAddress(request)}`,
        }),
        app.requireUser,
      ],
      schema: {
        summary: 'The challenge a join code opens, with its link’s key (for /c/invite/{challengeId}?key=…)',
        description:
          'Case, spaces and dashes don’t matter. 400 for what cannot be a code, 404 for a code that opens ' +
          'nothing (never given, replaced with a new link, or its link turned off). Limited a minute per ' +
          'address; wrong codes are also counted per account and per address, and past a few in an hour ' +
          'each next try waits longer (429 with Retry-After).',
        security: [{ bearer: [] }],
        body: JoinCodeBodySchema,
        response: { 200: JoinCodeResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        return await findChallengeByCode(db, joinCodes, request.body.code, {
          userId: request.userId,
          ip: clientAddress(request),
        });
      } catch (error) {
        if (error instanceof JoinCodeWaitError) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      }
    },
  );
};
