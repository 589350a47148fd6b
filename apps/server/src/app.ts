import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from './db/database.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerWebApp } from './http/web-app.js';
import { healthRoutes } from './modules/health/routes.js';

export interface AppOptions {
  database: Database;
  /** Built web app to serve at /; null serves the API only. */
  webDistDir: string | null;
  logLevel?: string;
}

/** Builds the HTTP app: infrastructure first, then each feature module under /api. */
export async function buildApp({ database, webDistDir, logLevel = 'info' }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(healthRoutes, { prefix: '/api', database });

  await registerWebApp(app, webDistDir ?? '');
  return app;
}

export type { Database } from './db/database.js';
export { openDatabase } from './db/database.js';
