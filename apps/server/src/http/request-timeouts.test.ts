import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.js';
import { useServerSuite } from '../test/suite.js';

// Short bounds keep the tests quick; the assertions leave room for a busy machine.
const REQUEST_MS = 500;
// Longer than REQUEST_MS, so a stalled body meets the request bound first.
const HANDLER_MS = 1_500;
const MARGIN_MS = 3_000;

/** Writes `sent` on a raw connection, then nothing; resolves with what came back and when the server hung up. */
function stallAfter(port: number, sent: string): Promise<{ received: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(sent));
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ received, closedAfterMs: performance.now() - startedAt }));
  });
}

describe.each(testDatabases)('request timeouts on $name', (kind) => {
  const { database, app } = useServerSuite(kind, {
    config: () => ({ httpTimeouts: { requestMs: REQUEST_MS, handlerMs: HANDLER_MS } }),
  });
  let port: number;

  beforeAll(async () => {
    // Stand-ins for a handler stuck on a dependency: a database statement that runs long, a promise that never settles.
    app.get('/test/slow-statement', async () => {
      await database.db.execute(sql`select pg_sleep(2)`);
      return { done: true };
    });
    app.get('/test/never', () => new Promise(() => undefined));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  it('cuts off a request body that stops coming: 408, connection closed', async () => {
    const { received, closedAfterMs } = await stallAfter(
      port,
      'POST /api/auth/authenticate HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + MARGIN_MS);
  });

  it('cuts off headers that stop coming', async () => {
    const { received, closedAfterMs } = await stallAfter(port, 'GET /api/health HTTP/1.1\r\nHost: local');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(closedAfterMs).toBeLessThan(REQUEST_MS + MARGIN_MS);
  });

  async function expectTooSlow(url: string) {
    const startedAt = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${url}`);
    expect(performance.now() - startedAt).toBeLessThan(HANDLER_MS + MARGIN_MS);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The server took too long to answer; try again shortly.',
    });
  }

  it('answers 503 with Retry-After when a handler is still waiting past the bound', async () => {
    await expectTooSlow('/test/never');
  });

  // PGlite runs a statement on the event loop itself: nothing, not even this timer, runs until it ends.
  it.skipIf(kind.name === 'pglite')('answers 503 when a handler waits on a slow statement past the bound', async () => {
    await expectTooSlow('/test/slow-statement');
  });

  it('still answers a well-behaved request on time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
