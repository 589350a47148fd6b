import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planDays, plans } from '../../db/schema.js';
import { bearer, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { useServerSuite, useSmtpInbox } from '../../test/suite.js';

describe.each(testDatabases)('the signed-in user on $name', (kind) => {
  const inbox = useSmtpInbox();
  const { database, app } = useServerSuite(kind, { config: () => ({ smtpUrl: inbox.url }) });

  it('gives the signed-in user as the sign-in answer does, and changes their name', async () => {
    const { user, token, password } = await registerUser(app, { name: 'Ruth Reader' });
    const get = () => app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) });
    const put = (payload: unknown) =>
      app.inject({ method: 'PUT', url: '/api/user', headers: bearer(token), payload: payload as object });

    const current = await get();
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ user });

    const renamed = await put({ name: '  Ruth of Moab  ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ user: { ...user, name: 'Ruth of Moab' } });
    expect((await get()).json()).toEqual({ user: { ...user, name: 'Ruth of Moab' } });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: user.email, password },
    });
    expect(signIn.json().user).toEqual({ ...user, name: 'Ruth of Moab' });

    // The register rule: 2 to 100 characters once trimmed.
    expect((await put({ name: ` ${'N'.repeat(100)} ` })).statusCode).toBe(200);
    expect((await put({ name: 'Jo' })).json().user.name).toBe('Jo');
    for (const bad of [{}, { name: '' }, { name: '   ' }, { name: ' R ' }, { name: 'R'.repeat(101) }, { name: 7 }]) {
      const response = await put(bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 30)).toBe(400);
      expect(response.json().message).toContain('body.name');
    }
    expect((await get()).json().user.name).toBe('Jo');
  });

  it('answers 401 to GET and PUT /api/user without a token, and once the account is deleted', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await app.inject({ method, url: '/api/user', payload: { name: 'Nobody' } });
      expect(response.statusCode, method).toBe(401);
    }
    const { token } = await registerUser(app);
    expect((await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token) })).statusCode).toBe(200);
    const gonePicture = await app.inject({ method: 'GET', url: '/api/user/picture', headers: bearer(token) });
    expect(gonePicture.statusCode).toBe(401);
    for (const method of ['GET', 'PUT'] as const) {
      const response = await app.inject({
        method,
        url: '/api/user',
        headers: bearer(token),
        payload: { name: 'Ghost' },
      });
      expect(response.statusCode, method).toBe(401);
      expect(response.json(), method).toEqual(gonePicture.json());
    }
  });

  it('keeps a picture: an https URL or a small data URL, or none', async () => {
    const { token } = await registerUser(app);
    const get = () => app.inject({ method: 'GET', url: '/api/user/picture', headers: bearer(token) });
    const put = (picture: unknown) =>
      app.inject({ method: 'PUT', url: '/api/user/picture', headers: bearer(token), payload: { picture } });
    expect((await get()).json()).toEqual({ picture: null });
    expect((await put('https://example.com/me.png')).json()).toEqual({ picture: 'https://example.com/me.png' });
    expect((await get()).json()).toEqual({ picture: 'https://example.com/me.png' });
    expect((await put('data:image/png;base64,iVBORw0KGgo=')).statusCode).toBe(200);
    for (const bad of ['javascript:alert(1)', 'http://plain.example/me.png', 42, 'x'.repeat(300_000)]) {
      const response = await put(bad);
      expect(response.statusCode, String(bad).slice(0, 30)).toBe(400);
      expect(response.json().message).toContain('body.picture');
    }
    expect((await put(null)).json()).toEqual({ picture: null });
  });

  it('keeps the interface language', async () => {
    const { token } = await registerUser(app);
    const get = () => app.inject({ method: 'GET', url: '/api/language', headers: bearer(token) });
    expect((await get()).json()).toEqual({ language: 'en' });
    const set = await app.inject({
      method: 'POST',
      url: '/api/language',
      headers: bearer(token),
      payload: { language: 'pl' },
    });
    expect(set.json()).toEqual({ language: 'pl' });
    expect((await get()).json()).toEqual({ language: 'pl' });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/language',
      headers: bearer(token),
      payload: { language: 'de' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('body.language');
  });

  it('deletes the account with all its plans, mails a confirmation, and ends its sessions', async () => {
    const { user, token, password } = await registerUser(app);
    const plan = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(token),
      payload: buildPlanBody(),
    });
    const planId = plan.json().plan._id as string;

    const deleted = await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token) });
    expect(deleted.json()).toEqual({ deleted: true, email: user.email });
    const mail = await inbox.waitFor(user.email, /deleted/);
    expect(mail.text).toContain('all its data');

    expect((await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(token) })).statusCode).toBe(401);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email: user.email, password },
    });
    expect(signIn.json()).toEqual({ notFound: true });
    expect(await database.db.select().from(plans).where(eq(plans.id, planId))).toEqual([]);
    expect(await database.db.select().from(planDays).where(eq(planDays.planId, planId))).toEqual([]);
  });
});
