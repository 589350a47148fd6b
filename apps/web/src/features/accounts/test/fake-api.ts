import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

export interface SeenRequest {
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/**
 * A real HTTP server on loopback that answers the app's /api calls with what a test sets for a
 * path (as lib/api-client.test.ts does), answering CORS because the test page has another origin.
 */
export async function startFakeApi() {
  const answers = new Map<string, { status: number; body: unknown }>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'authorization, content-type, language, accept',
      });
      response.end();
      return;
    }
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const url = request.url ?? '';
      seen.push({ url, headers: request.headers, body: text ? JSON.parse(text) : null });
      const answer = answers.get(url) ?? { status: 404, body: { message: 'no answer set' } };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => realFetch(`${base}${path}`, init));
  return {
    seen,
    answer(path: string, body: unknown, status = 200) {
      answers.set(path, { status, body });
    },
    reset() {
      answers.clear();
      seen.length = 0;
    },
    async stop() {
      vi.unstubAllGlobals();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
