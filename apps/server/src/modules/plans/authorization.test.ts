import type { Plan } from '@bible-journey/contract';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { useServerSuite } from '../../test/suite.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Owned {
  token: string;
  plan: Plan;
}

/** Every protected route, with a body it would accept, aimed at `target`'s plan and first day. */
function protectedRequests(target: Plan): { method: Method; url: string; payload?: object }[] {
  const dayId = target.readingCalendar[0]?.id as string;
  return [
    { method: 'GET', url: '/api/user/picture' },
    { method: 'PUT', url: '/api/user/picture', payload: { picture: 'https://example.com/intruder.png' } },
    { method: 'GET', url: '/api/language' },
    { method: 'POST', url: '/api/language', payload: { language: 'pl' } },
    { method: 'DELETE', url: '/api/user' },
    { method: 'POST', url: '/api/plan', payload: buildPlanBody() },
    { method: 'GET', url: '/api/plan' },
    { method: 'PUT', url: `/api/plan/${target._id}`, payload: { ...buildPlanBody({ quantityOfDays: 5 }), delays: 7 } },
    { method: 'PUT', url: `/api/plan/register-update/${target._id}`, payload: { updatedAt: '2030-01-01T00:00:00Z' } },
    { method: 'PUT', url: `/api/plan/track-delays/${target._id}`, payload: { shouldTrackDelays: false } },
    { method: 'PUT', url: `/api/day-reading/complete/${dayId}`, payload: { read: true } },
  ];
}

describe.each(testDatabases)('one user and another’s plans on $name', (kind) => {
  const { app } = useServerSuite(kind);

  async function userWithPlan(): Promise<Owned> {
    const { token } = await registerUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(token),
      payload: buildPlanBody(),
    });
    expect(created.statusCode).toBe(200);
    return { token, plan: created.json().plan };
  }

  const plansOf = async (token: string): Promise<Plan[]> => {
    const answer = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(token) });
    expect(answer.statusCode).toBe(200);
    return answer.json().plans;
  };

  const expect404 = (answer: { statusCode: number; body: string; json(): unknown }, label: string) => {
    expect(answer.statusCode, `${label}: ${answer.body}`).toBe(404);
    expect(answer.json(), label).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  };

  it('a second user gets 404 on every plan and day route of the first, and changes nothing', async () => {
    const owner = await userWithPlan();
    // Some state worth protecting: a day read, delays off.
    const readDay = owner.plan.readingCalendar[1]?.id as string;
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `/api/day-reading/complete/${readDay}`,
          headers: bearer(owner.token),
          payload: { read: true },
        })
      ).statusCode,
    ).toBe(200);
    const before = await plansOf(owner.token);
    const intruder = await userWithPlan();
    const target = before[0] as Plan;

    for (const { method, url, payload } of protectedRequests(target).filter((r) =>
      /\/(plan|day-reading)\/./.test(r.url),
    )) {
      expect404(await app.inject({ method, url, headers: bearer(intruder.token), payload }), `${method} ${url}`);
    }
    // Unmarking a read day, and every day of the plan, is refused too.
    for (const day of target.readingCalendar) {
      expect404(
        await app.inject({
          method: 'PUT',
          url: `/api/day-reading/complete/${day.id}`,
          headers: bearer(intruder.token),
          payload: { read: !day.read },
        }),
        `complete day ${day._id}`,
      );
    }

    expect(await plansOf(owner.token)).toEqual(before);
    const theirs = await plansOf(intruder.token);
    expect(theirs.map((plan) => plan._id)).toEqual([intruder.plan._id]);
    expect(theirs[0]).toEqual(intruder.plan);
  });

  it('GET /api/plan of a second user never lists the first user’s plans or days', async () => {
    const owner = await userWithPlan();
    await app.inject({ method: 'POST', url: '/api/plan', headers: bearer(owner.token), payload: buildPlanBody() });
    const { token: newcomer } = await registerUser(app);
    expect(await plansOf(newcomer)).toEqual([]);

    const other = await userWithPlan();
    const ownerDays = new Set(
      (await plansOf(owner.token)).flatMap((plan) => plan.readingCalendar.map((day) => day.id)),
    );
    const listed = await plansOf(other.token);
    expect(listed).toHaveLength(1);
    expect(listed[0]?._id).toBe(other.plan._id);
    for (const day of listed[0]?.readingCalendar ?? []) expect(ownerDays.has(day.id)).toBe(false);
  });

  it('the owner can still use every route afterwards (the 404s were about ownership, not the ids)', async () => {
    const owner = await userWithPlan();
    const intruder = await userWithPlan();
    const routes = protectedRequests(owner.plan).filter((r) => /\/(plan|day-reading)\/./.test(r.url));
    for (const { method, url, payload } of routes) {
      expect404(await app.inject({ method, url, headers: bearer(intruder.token), payload }), `${method} ${url}`);
    }
    // The day route first: PUT /plan/{id} replaces the days with new ones.
    for (const { method, url, payload } of [...routes].reverse()) {
      const answer = await app.inject({ method, url, headers: bearer(owner.token), payload });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
    }
  });

  it('every protected route answers 401 without a token', async () => {
    const owner = await userWithPlan();
    for (const { method, url, payload } of protectedRequests(owner.plan)) {
      const answer = await app.inject({ method, url, payload });
      expect(answer.statusCode, `${method} ${url}`).toBe(401);
      expect(answer.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    }
    expect(await plansOf(owner.token)).toEqual([owner.plan]);
  });

  it('every protected route answers 401 to the token of a deleted account, whose data is gone', async () => {
    const bystander = await userWithPlan();
    const gone = await registerUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/plan',
      headers: bearer(gone.token),
      payload: buildPlanBody(),
    });
    const plan = created.json().plan as Plan;

    const deleted = await app.inject({ method: 'DELETE', url: '/api/user', headers: bearer(gone.token) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, email: gone.user.email });

    for (const { method, url, payload } of protectedRequests(plan)) {
      const answer = await app.inject({ method, url, headers: bearer(gone.token), payload });
      expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(401);
      expect(answer.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.any(String) });
    }

    // Signing up again with the same e-mail makes a new account; the old token still opens nothing.
    const again = await registerUser(app, { email: gone.user.email });
    expect(again.user.id).not.toBe(gone.user.id);
    expect(await plansOf(again.token)).toEqual([]);
    const old = await app.inject({ method: 'GET', url: '/api/plan', headers: bearer(gone.token) });
    expect(old.statusCode).toBe(401);

    // The deleted account's plan went with it; the bystander's is untouched.
    const stale = await app.inject({
      method: 'PUT',
      url: `/api/plan/track-delays/${plan._id}`,
      headers: bearer(again.token),
      payload: { shouldTrackDelays: false },
    });
    expect(stale.statusCode).toBe(404);
    expect(await plansOf(bystander.token)).toEqual([bystander.plan]);
  });
});
