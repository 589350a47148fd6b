import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { buildTestApp, uniqueEmail } from '../test/app.js';
import { openMigratedDatabase, testDatabases } from '../test/databases.js';

const redisUrl = process.env.TEST_REDIS_URL;

// CI sets TEST_REDIS_URL when a Redis server answers on 127.0.0.1:6379.
describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await openMigratedDatabase((testDatabases[0] as (typeof testDatabases)[number]).open);
    first = await buildTestApp(database, { redisUrl, authRateLimit: 3 });
    second = await buildTestApp(database, { redisUrl, authRateLimit: 3 });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.close();
  });

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
});
