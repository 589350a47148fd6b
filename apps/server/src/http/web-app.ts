import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The built web app's index.html, or null when there is none (its inline scripts go into the CSP). */
export function readWebAppIndex(webDistDir: string | null): string | null {
  if (webDistDir === null) return null;
  const file = join(webDistDir, 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/**
 * Serves the built web app at / with history fallback: any GET outside /api that isn't a file
 * gets index.html, so deep links like /plan load the app. Unknown /api paths answer 404 JSON.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const hasWebApp = existsSync(join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      // The build writes .br and .gz copies (apps/web/vite.config.ts): sent as they are when the
      // browser accepts them, so nothing is compressed per request.
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite names assets by content hash: they never change under the same name.
        const immutable = path.includes(`${join(webDistDir, 'assets')}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'no built web app found; serving the API only (run `npm run build`)');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasWebApp && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
