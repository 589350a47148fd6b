import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { buildTestApp, uniqueEmail } from '../../test/app.js';
import { openMigratedDatabase, testDatabases } from '../../test/databases.js';

describe.each(testDatabases)('GET /api/health on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await openMigratedDatabase(open);
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers ok while the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the database is gone', async () => {
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({ status: 'unavailable' });
  });

  it('and a route that needs the database answers 503 too, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Ruth', email: uniqueEmail(), password: 'correct horse' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is unavailable for a moment; try again shortly.',
    });
  });
});
