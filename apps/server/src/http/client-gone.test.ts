import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { pgliteOnly } from '../test/databases.js';
import { useServerSuite } from '../test/suite.js';

// A client that sends a broken chunked body and goes (issue 22's fuzzing saw level-50 TypeErrors
// from the rate limiter, whose key is the client's address, gone with the socket): the server
// logs no error and keeps answering.

const RATE_LIMITED = [
  '/api/auth/authenticate',
  '/api/auth/register',
  '/api/service/send-notification',
  '/api/notifications/add-push',
  '/api/invitations/stop?email=a%40b.co&signature=x',
  '/api/user/password',
];

describe.each(pgliteOnly)('a client gone mid-request on $name', (kind) => {
  const { database } = useServerSuite(kind);
  const lines: string[] = [];
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp(
      database,
      { logLevel: 'warn', authRateLimit: 5 },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(() => app.close());

  /** Sends the request's head and a broken chunk, then goes at once. */
  const brokenChunked = (path: string) =>
    new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{"a"\r\n`,
          () => socket.destroy(),
        );
      });
      socket.on('error', () => resolve());
      socket.on('close', () => resolve());
    });

  it('logs no error for rate-limited routes and answers the next request', async () => {
    for (let round = 0; round < 3; round += 1) {
      await Promise.all(RATE_LIMITED.map((path) => brokenChunked(path)));
    }
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBeLessThan(500);
    const errors = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    expect(errors.map((entry) => entry.err?.message ?? entry.msg)).toEqual([]);
  });
});
