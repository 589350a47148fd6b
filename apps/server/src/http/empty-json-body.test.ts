import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../test/app.js';
import { testDatabases } from '../test/databases.js';
import { useServerSuite } from '../test/suite.js';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe.each(testDatabases)('a JSON call with an empty body on $name', (kind) => {
  const { app } = useServerSuite(kind);

  it('reaches a route that reads no body, as the spec’s bodiless PUTs and DELETEs are sent', async () => {
    const { token } = await registerUser(app);
    for (const payload of ['', '  \n']) {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/language',
        headers: { ...bearer(token), ...JSON_HEADERS },
        payload,
      });
      expect(answer.statusCode).toBe(200);
    }
    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/user',
      headers: { ...bearer(token), ...JSON_HEADERS },
      payload: '',
    });
    expect(deleted.statusCode).toBe(200);
  });

  it('still answers 400, naming the body, to a route that needs one', async () => {
    const { token } = await registerUser(app);
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...bearer(token), ...JSON_HEADERS },
      payload: '',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toMatch(/body/i);
  });

  it('still refuses JSON that is not JSON', async () => {
    const { token } = await registerUser(app);
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: { ...bearer(token), ...JSON_HEADERS },
      payload: '{"name": ',
    });
    expect(answer.statusCode).toBe(400);
  });
});
