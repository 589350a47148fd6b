import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../test/app.js';
import { pgliteOnly } from '../test/databases.js';
import { useServerSuite, useTestApp } from '../test/suite.js';

const redisUrl = process.env.TEST_REDIS_URL;

// CI sets TEST_REDIS_URL when a Redis server answers on 127.0.0.1:6379.
describe.skipIf(!redisUrl).each(pgliteOnly)('rate limits shared through Redis on $name', (kind) => {
  const { database, app: first } = useServerSuite(kind, { config: () => ({ redisUrl, authRateLimit: 3 }) });
  const second = useTestApp(database, { config: () => ({ redisUrl, authRateLimit: 3 }) });
  // Two more processes whose per-address limit stays out of the way.
  const throttled = useTestApp(database, { config: () => ({ redisUrl }) });
  const throttledToo = useTestApp(database, { config: () => ({ redisUrl }) });

  it('counts one client’s sign-in attempts across server processes', async () => {
    const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/authenticate',
        remoteAddress,
        payload: { email: uniqueEmail(), password: 'whatever' },
      });
    const statuses = [];
    for (const app of [first, second, first, second]) statuses.push((await attempt(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await attempt(first);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429 });
  });

  it('counts wrong passwords of an account and address across server processes', async () => {
    const [first, second] = [throttled, throttledToo];
    const email = uniqueEmail('shared-throttle');
    await first.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Owner', email, password: 'the-right-one-1' },
    });
    const remoteAddress = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(1, 255)}`;
    const wrong = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/api/auth/authenticate', remoteAddress, payload: { email, password: 'no' } });
    const statuses = [];
    for (const app of [first, second, first, second, first, second]) statuses.push((await wrong(app)).statusCode);
    // Five failures on either process, then the sixth try waits, wherever it lands.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
