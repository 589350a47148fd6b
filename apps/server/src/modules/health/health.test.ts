import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { useBeforeAll, useTestApp } from '../../test/suite.js';

describe.each(testDatabases)('GET /api/health on $name', (kind) => {
  // The second test closes the database itself (a PostgreSQL copy left open goes with the run's teardown).
  const database = useBeforeAll(`the ${kind.name} test database`, kind.open, () => undefined);
  const app = useTestApp(database);

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
