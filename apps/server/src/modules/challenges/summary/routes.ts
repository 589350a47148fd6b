import {
  WeeklySummaryBodySchema,
  WeeklySummaryResponseSchema,
  WeeklySummaryStopQuerySchema,
  WeeklySummaryStopResponseSchema,
} from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/database.js';
import { clientAddress } from '../../../http/client-address.js';
import { getWeeklySummary, setWeeklySummary, stopWeeklySummary } from './service.js';
import type { WeeklySummaryStopLinks } from './stop-links.js';

export interface WeeklySummaryRoutesOptions {
  db: Db;
  stopLinks: WeeklySummaryStopLinks;
  /** Stop requests a minute per client address. */
  rateLimit: number;
}

const about =
  'A mail each week to a challenge’s leader: for each running challenge, how many participants are on track, fell behind or have not started, with the first names of each. On until turned off.';

/** The leader's weekly summary: the menu's switch and the mail's stop link (issue 23). */
export const weeklySummaryRoutes: FastifyPluginAsyncZod<WeeklySummaryRoutesOptions> = async (
  app,
  { db, stopLinks, rateLimit },
) => {
  const signedIn = { onRequest: app.requireUser };
  const security = [{ bearer: [] }];
  app.get(
    '/challenges/weekly-summary',
    {
      ...signedIn,
      schema: {
        summary: 'Whether the signed-in leader gets the weekly summary mail',
        description: about,
        security,
        response: { 200: WeeklySummaryResponseSchema },
      },
    },
    (request) => getWeeklySummary(db, request.userId),
  );
  app.put(
    '/challenges/weekly-summary',
    {
      ...signedIn,
      schema: {
        summary: 'Turn the weekly summary mail on or off',
        description: about,
        security,
        body: WeeklySummaryBodySchema,
        response: { 200: WeeklySummaryResponseSchema },
      },
    },
    (request) => setWeeklySummary(db, request.userId, request.body.enabled),
  );

  // The stop link is posted by mail clients as the one-click form (RFC 8058): it says nothing the
  // query doesn't, so it is read and set aside.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
    done(null, undefined),
  );
  app.post(
    '/challenges/weekly-summary/stop',
    {
      onRequest: app.rateLimit({
        max: rateLimit,
        timeWindow: '1 minute',
        keyGenerator: (request) => `weekly-summary-stop:${clientAddress(request)}`,
      }),
      schema: {
        summary: 'Stop a leader’s weekly summary mail, with the signed link of a summary',
        description:
          'Open to everyone holding the link (its signature is made for the user). Mail clients post ' +
          '`List-Unsubscribe=One-Click` to it (RFC 8058); the app posts an empty body. 403 for a link not ' +
          'signed for the user.',
        querystring: WeeklySummaryStopQuerySchema,
        response: { 200: WeeklySummaryStopResponseSchema },
      },
    },
    (request) => stopWeeklySummary({ db, stopLinks }, request.query.user, request.query.signature),
  );
};
