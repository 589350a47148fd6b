import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api-client.ts';
import { session } from './session.ts';
import { snackbars } from './snackbars/snackbar-store.ts';

// A real HTTP server on loopback answers; the app's relative /api paths are sent to it. The test
// page has another origin, so the server answers CORS as the API does for a listed origin.
let server: Server;
let seen: IncomingMessage[] = [];
const bodies: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, DELETE',
        'access-control-allow-headers': 'authorization, content-type, language, accept',
      });
      response.end();
      return;
    }
    seen.push(request);
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      bodies.push(body);
      const status = request.url === '/api/gone' ? 401 : request.url === '/api/broken' ? 500 : 200;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { ok: true, echo: body || null } : { message: `status ${status}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (path: string, init: RequestInit) => realFetch(`${base}${path}`, init));
});
afterAll(() => {
  vi.unstubAllGlobals();
  server.close();
});
afterEach(() => {
  seen = [];
  session.clear();
});

const user = {
  id: 'u1',
  name: 'Ruth',
  email: 'ruth@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

describe('api', () => {
  it('sends JSON, the bearer token and the language header', async () => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    const answer = await api<{ ok: boolean; echo: string }>('/plan', {
      method: 'POST',
      body: { a: 1 },
      language: 'pt',
    });
    expect(answer).toEqual({ ok: true, echo: '{"a":1}' });
    const [request] = seen;
    expect(request?.url).toBe('/api/plan');
    expect(request?.headers.authorization).toBe('Bearer aaa.bbb.ccc');
    expect(request?.headers.language).toBe('PT');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('sends the interface language on every call, unless a call names another', async () => {
    const i18next = (await import('i18next')).default;
    const previous = i18next.language;
    i18next.language = 'pl';
    try {
      await api('/health');
      await api('/health', { language: 'id' });
      await api('/health', { language: 'xx' });
    } finally {
      i18next.language = previous;
    }
    expect(seen.map((request) => request.headers.language)).toEqual(['PL', 'ID', undefined]);
  });

  it('sends no authorization when signed out', async () => {
    await api('/health');
    expect(seen[0]?.headers.authorization).toBeUndefined();
  });

  it('throws ApiError with the server message, and ends the session on 401', async () => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    await expect(api('/broken')).rejects.toMatchObject({ status: 500, message: 'status 500' });
    expect(session.get()).not.toBeNull();
    const error = await api('/gone').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(session.get()).toBeNull();
  });

  it('says once that the session ended, however many calls fail with it', async () => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    const shown = vi.spyOn(snackbars, 'show');
    await Promise.all([api('/gone').catch(() => null), api('/gone').catch(() => null)]);
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown.mock.calls[0]?.[0]).toMatchObject({ severity: 'info', link: { to: '/login' } });
    shown.mockRestore();
  });
});
