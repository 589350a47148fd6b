import { InvitationStopQuerySchema, InvitationStopResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { clientAddress } from '../../../http/client-address.js';
import { ForbiddenError } from '../../../http/errors.js';
import { type InvitationStopLinks, stopInvitationsTo } from './invitation-stops.js';

export interface InvitationStopRoutesOptions {
  db: Db;
  stopLinks: InvitationStopLinks;
  /** Requests a minute per client address. */
  rateLimit: number;
}

/** POST /api/invitations/stop: the invitation mail's "stop invitations to this address" (issue 22). */
export const invitationStopRoutes: FastifyPluginAsyncZod<InvitationStopRoutesOptions> = async (
  app,
  { db, stopLinks, rateLimit },
) => {
  // Mail clients post the one-click form (RFC 8058, `List-Unsubscribe=One-Click`): it says nothing
  // the link's query doesn't, so it is read and set aside.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    '/invitations/stop',
    {
      onRequest: app.rateLimit({
        max: rateLimit,
        timeWindow: '1 minute',
        keyGenerator: (request) => `invitation-stop:${clientAddress(request)}`,
      }),
      schema: {
        summary: 'Stop challenge invitations to an address, with the signed link of an invitation mail',
        description:
          'Open to everyone holding the link (its signature is made for the address). Mail clients post ' +
          '`List-Unsubscribe=One-Click` to it (RFC 8058); the app posts an empty body. 403 for a link not ' +
          'signed for the address.',
        querystring: InvitationStopQuerySchema,
        response: { 200: InvitationStopResponseSchema },
      },
    },
    async (request) => {
      const { email, signature } = request.query;
      if (!stopLinks.isSignedFor(email, signature)) {
        throw new ForbiddenError('This link does not stop invitations: use the one at the end of an invitation mail.');
      }
      await stopInvitationsTo(db, email);
      return { stopped: true as const };
    },
  );
};
