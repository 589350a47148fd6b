import type { IncomingHttpHeaders } from 'node:http';
import { type LocalServer, startLocalServer } from '@bible-journey/test-support/local-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from './http-json.js';
import { BibleProviderError } from './provider.js';

const TIMEOUT_MS = 300;

describe('getJson', () => {
  let server: LocalServer;
  const seenHeaders: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = await startLocalServer((request, response, url) => {
      seenHeaders.push(request.headers);
      switch (url.pathname) {
        case '/ok':
          response.writeHead(200, { 'content-type': 'application/json' });
          return void response.end('{"answer":42}');
        case '/missing':
          response.writeHead(404, { 'content-type': 'text/html' });
          return void response.end('<h1>Not Found</h1>');
        case '/unavailable':
          response.writeHead(503);
          return void response.end();
        case '/stalled-body':
          response.writeHead(200, { 'content-type': 'application/json' });
          return void response.write('{"answer":');
        case '/declared-too-large':
          response.writeHead(200, { 'content-type': 'application/json', 'content-length': 2048 });
          return void response.end(`"${'x'.repeat(2046)}"`);
        case '/streamed-too-large':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.write(`"${'x'.repeat(1500)}`);
          return void response.end(`${'x'.repeat(1500)}"`);
        case '/dropped':
          response.writeHead(200, { 'content-type': 'application/json' });
          response.write('{"answer":');
          return void setTimeout(() => response.socket?.destroy(), 20);
      }
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  const get = (path: string, options: { maxBytes?: number; allowStatuses?: number[] } = {}) =>
    getJson(new URL(`${server.origin}${path}?key=very-secret`), {
      origin: 'bibleBrain',
      timeoutMs: TIMEOUT_MS,
      headers: { authorization: 'Bearer token' },
      ...options,
    });
  const failureOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BibleProviderError);
    expect((error as Error).message).not.toContain('very-secret');
    return error as BibleProviderError;
  };

  it('parses a JSON answer, asking for JSON with the given headers', async () => {
    expect(await get('/ok')).toEqual({ status: 200, json: { answer: 42 } });
    expect(seenHeaders.at(-1)).toMatchObject({ accept: 'application/json', authorization: 'Bearer token' });
  });

  it('answers an allowed error status without reading its body, and throws badStatus for others', async () => {
    expect(await get('/missing', { allowStatuses: [404] })).toEqual({ status: 404, json: null });
    expect((await failureOf(get('/missing'))).failure).toBe('badStatus');
    const error = await failureOf(get('/unavailable'));
    expect(error.failure).toBe('badStatus');
    expect(error.message).toBe(`bibleBrain: ${new URL(server.origin).host}/unavailable answered 503`);
  });

  it('bounds the body by the time-out too: a body that stops coming is a timeout', async () => {
    const started = performance.now();
    expect((await failureOf(get('/stalled-body'))).failure).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
  });

  it('refuses a body larger than the cap, declared or streamed', async () => {
    expect((await failureOf(get('/declared-too-large', { maxBytes: 1024 }))).failure).toBe('badResponse');
    expect((await failureOf(get('/streamed-too-large', { maxBytes: 1024 }))).failure).toBe('badResponse');
    expect(await get('/streamed-too-large', { maxBytes: 4096 })).toMatchObject({ status: 200 });
  });

  it('reports a connection dropped mid-body as unreachable', async () => {
    expect((await failureOf(get('/dropped'))).failure).toBe('unreachable');
  });
});
