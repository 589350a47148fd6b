import type { AddressInfo } from 'node:net';
import type { Plan, PlanDay } from '@bible-journey/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { useServerSuite } from '../../test/suite.js';

/** A whole-Bible plan of 120 days: enough days for 100 parallel ticks on distinct rows. */
const LONG_PLAN = buildPlanBody({
  planType: 2,
  quantityOfDays: 120,
  startReading: { bookIndex: 0, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 22 },
});
const PARALLEL = 100;

interface Answer {
  status: number;
  body: unknown;
}

/** How a test talks to the app: in process (inject) or over a real socket (fetch). */
type Call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) => Promise<Answer>;

describe.each(testDatabases)('parallel day ticks on $name', (kind) => {
  const { app } = useServerSuite(kind);
  let baseUrl: string;

  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  const viaInject: Call = async (method, url, token, payload) => {
    const answer = await app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { status: answer.statusCode, body: answer.json() };
  };
  const viaHttp: Call = async (method, url, token, payload) => {
    const answer = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...bearer(token), ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { body: JSON.stringify(payload) } : {}),
    });
    return { status: answer.status, body: await answer.json() };
  };

  describe.each([
    { transport: 'inject', call: () => viaInject },
    { transport: 'a listening server', call: () => viaHttp },
  ])('over $transport', ({ call: getCall }) => {
    it(`${PARALLEL} parallel PUT /api/day-reading/complete on distinct days all land`, async () => {
      const call = getCall();
      const { token } = await registerUser(app);
      const created = await call('POST', '/api/plan', token, LONG_PLAN);
      expect(created.status).toBe(200);
      const plan = (created.body as { plan: Plan }).plan;
      expect(plan.readingCalendar.length).toBeGreaterThanOrEqual(PARALLEL);

      // Every other day first, then the rest: ticks land all over the plan, not in one block.
      const days = plan.readingCalendar;
      const chosen = [...days.filter((_, i) => i % 2 === 0), ...days.filter((_, i) => i % 2 === 1)].slice(0, PARALLEL);
      const answers = await Promise.all(
        chosen.map((day) => call('PUT', `/api/day-reading/complete/${day.id}`, token, { read: true })),
      );
      answers.forEach((answer, i) => {
        expect(answer.status, `day ${chosen[i]?._id}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect((answer.body as { day: PlanDay }).day).toMatchObject({ id: chosen[i]?.id, read: true });
      });

      const listed = await call('GET', '/api/plan', token);
      expect(listed.status).toBe(200);
      const [stored] = (listed.body as { plans: Plan[] }).plans;
      const chosenIds = new Set(chosen.map((day) => day.id));
      expect(
        stored?.readingCalendar
          .filter((day) => day.read)
          .map((day) => day.id)
          .sort(),
      ).toEqual([...chosenIds].sort());
      // Nothing else about the days moved.
      expect(stored?.readingCalendar.map(({ read: _read, readChangedAt: _at, ...rest }) => rest)).toEqual(
        days.map(({ read: _read, readChangedAt: _at, ...rest }) => rest),
      );
      // Each of those writes moved the plan's revision on.
      expect(stored?.revision).toBe(plan.revision + PARALLEL);
    });
  });

  it('parallel ticks and unticks of distinct days, from two users at once, keep to their own rows', async () => {
    const call = viaInject;
    const users = await Promise.all([registerUser(app), registerUser(app)]);
    const plans = await Promise.all(
      users.map(async ({ token }) => ((await call('POST', '/api/plan', token, LONG_PLAN)).body as { plan: Plan }).plan),
    );
    // First tick 60 days of each plan, then untick 30 of those while ticking 30 more.
    const tick = (u: number, from: number, to: number, read: boolean) =>
      (plans[u] as Plan).readingCalendar
        .slice(from, to)
        .map((day) =>
          call('PUT', `/api/day-reading/complete/${day.id}`, (users[u] as { token: string }).token, { read }),
        );
    const first = await Promise.all([...tick(0, 0, 60, true), ...tick(1, 0, 60, true)]);
    expect(first.every((answer) => answer.status === 200)).toBe(true);
    const second = await Promise.all([
      ...tick(0, 0, 30, false),
      ...tick(0, 60, 90, true),
      ...tick(1, 0, 30, false),
      ...tick(1, 60, 90, true),
    ]);
    expect(second.map((answer) => answer.status)).toEqual(second.map(() => 200));

    for (const [u, user] of users.entries()) {
      const listed = await call('GET', '/api/plan', user.token);
      const [stored] = (listed.body as { plans: Plan[] }).plans;
      expect(stored?._id).toBe(plans[u]?._id);
      const readPositions = stored?.readingCalendar.filter((day) => day.read).map((day) => day._id);
      expect(readPositions).toEqual(Array.from({ length: 60 }, (_, i) => 30 + i));
    }
  });
});
