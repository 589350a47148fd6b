import { HealthResponseSchema, HealthUnavailableResponseSchema } from '@bible-journey/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.js';
import { RETRY_AFTER_SECONDS } from '../../http/errors.js';

/** GET /api/health: the process is up and the database answers, within HEALTH_PING_TIMEOUT_MS either way. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness and database check',
        response: { 200: HealthResponseSchema, 503: HealthUnavailableResponseSchema },
      },
    },
    async (_request, reply) => {
      if (await database.ping()) return { status: 'ok' as const };
      return reply
        .code(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const });
    },
  );
};
