import { afterEach, describe, expect, it } from 'vitest';
import { buildChapter } from './fake-bible.ts';
import { FakeAnswerError, type FakeApi, stubApi } from './fake-fetch.ts';

const genesis = { key: 'genesis', name: 'Genesis' };
let api: FakeApi;
afterEach(() => api.restore());

describe('stubApi', () => {
  it('refuses a fake answer that does not match the contract, naming the route', () => {
    api = stubApi();
    expect(() => api.answer('GET /user', { user: { name: 'Ana' } })).toThrow(FakeAnswerError);
    expect(() => api.answer('GET /bible/kjv/genesis/1', { verses: [] })).toThrow(
      /GET \/bible\/kjv\/genesis\/1 \(200\).*contract/,
    );
    expect(() => api.answer('PUT /plan/p1', { message: 'stale' }, 409)).toThrow(/revision/);
    // A union answer names what its closest branch misses.
    const user = { id: 'u1', name: 'Ruth', email: 'ruth@example.com', picture: null, language: null };
    expect(() => api.answer('POST /auth/authenticate', { user, token: 'a.b.c' })).toThrow(/user\.hasConfirmedAccount/);
    expect(() => api.answer('GET /nowhere', {})).toThrow(/no such route/);
    expect(() => api.answer('GET /plan', { plans: [] }, 304)).toThrow(/no body/);
  });

  it('answers by path params, the most specific answer first, and records the call', async () => {
    api = stubApi();
    api.answer('GET /bible/:versionId/:book/:chapter', buildChapter(genesis, 1, ['Any chapter.']));
    api.answer('GET /bible/kjv/genesis/2', buildChapter(genesis, 2, ['Genesis 2 in KJV.']));
    const read = async (path: string) => (await (await fetch(`/api${path}`)).json()).verses[0].text;
    expect(await read('/bible/web/exodus/3')).toBe('Any chapter.');
    expect(await read('/bible/kjv/genesis/2')).toBe('Genesis 2 in KJV.');
    expect(api.calls('GET', '/bible/web/exodus/3')).toHaveLength(1);
  });

  it('matches a query, gives params to a reply function and answers 304 with no body', async () => {
    api = stubApi();
    api.answer('GET /auth/reset-password/:token?email=ana%40example.com', { status: 'valid' });
    expect((await fetch('/api/auth/reset-password/t1?email=ana%40example.com')).status).toBe(200);
    expect((await fetch('/api/auth/reset-password/t1?email=bob%40example.com')).status).toBe(404);
    api.reply('PUT /plan/track-delays/:planId', ({ params, body }) => ({
      body: { ...(body as object), revision: params.planId === 'p1' ? 2 : 0 },
    }));
    const put = await fetch('/api/plan/track-delays/p1', { method: 'PUT', body: '{"shouldTrackDelays":true}' });
    expect(await put.json()).toEqual({ shouldTrackDelays: true, revision: 2 });
    api.answer('GET /plan', null, 304);
    const notModified = await fetch('/api/plan');
    expect([notModified.status, await notModified.text()]).toEqual([304, '']);
  });

  it('fills an error body from its status, and fails a call as offline', async () => {
    api = stubApi();
    api.answer('DELETE /user', { message: 'down' }, 503);
    expect(await (await fetch('/api/user', { method: 'DELETE' })).json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'down',
    });
    api.fail('GET /user');
    await expect(fetch('/api/user')).rejects.toThrow('Failed to fetch');
  });
});
