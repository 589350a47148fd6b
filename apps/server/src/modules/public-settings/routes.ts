import { PublicSettingsResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicSettings } from '../../config.js';

/**
 * GET /api/settings: what the operators set for everyone to see, the landing page's contacts and
 * how-it-works video (null when unset). Public, read from the configuration: no database.
 */
export const publicSettingsRoutes: FastifyPluginAsyncZod<{ settings: PublicSettings }> = async (app, { settings }) => {
  app.get(
    '/settings',
    {
      schema: {
        summary: 'The landing page’s contact e-mail and WhatsApp number and its how-it-works video (null when unset)',
        response: { 200: PublicSettingsResponseSchema },
      },
    },
    async (_request, reply) => {
      // Settings change only with a restart: a browser may keep them for a while.
      reply.header('cache-control', 'public, max-age=300');
      return settings;
    },
  );
};
