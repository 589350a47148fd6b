import type { Plan } from '@bible-journey/contract';
import { replan } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { bearer, registerUser } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { buildPlanBody } from '../../test/factories.js';
import { useServerSuite } from '../../test/suite.js';

describe.each(testDatabases)('plans on $name', (kind) => {
  const { app } = useServerSuite(kind);

  async function signedIn() {
    const { token } = await registerUser(app);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    return { call };
  }

  it('saves a new plan: days as rows with server ids, positions, and the form settings', async () => {
    const { call } = await signedIn();
    const body = buildPlanBody({ blockedWeekDays: [0, 6] }, { shouldTrackDelays: false });
    const response = await call('POST', '/api/plan', body);
    expect(response.statusCode).toBe(200);
    const { plan } = response.json() as { plan: Plan };
    expect(plan).toMatchObject({
      shouldTrackDelays: false,
      blockedWeekDays: [0, 6],
      type: 2,
      planType: 2,
      quantityOfDays: 30,
      readingOrder: 'traditional',
      delays: 0,
    });
    expect(plan._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.readingCalendar).toHaveLength(body.readingCalendar.length);
    plan.readingCalendar.forEach((day, index) => {
      const sent = body.readingCalendar[index];
      expect(day).toMatchObject({ _id: index, date: sent?.date, read: false, readingDetails: sent?.readingDetails });
      expect(day.id).toMatch(/^[0-9a-f-]{36}$/);
    });
    expect(new Set(plan.readingCalendar.map((day) => day.id)).size).toBe(plan.readingCalendar.length);
    expect(Date.parse(plan.updatedAt)).not.toBeNaN();
  });

  it('lists the plans oldest first, each with its days in order', async () => {
    const { call } = await signedIn();
    const first = (await call('POST', '/api/plan', buildPlanBody({ readingOrder: 'historical' }))).json().plan as Plan;
    const second = (await call('POST', '/api/plan', buildPlanBody({ readingOrder: 'chronological' }))).json()
      .plan as Plan;
    const { plans } = (await call('GET', '/api/plan')).json() as { plans: Plan[] };
    expect(plans.map((plan) => plan._id)).toEqual([first._id, second._id]);
    expect(plans[1]).toEqual(second);
  });

  it('marks a day read and unread, one row at a time', async () => {
    const { call } = await signedIn();
    const plan = (await call('POST', '/api/plan', buildPlanBody())).json().plan as Plan;
    const day = plan.readingCalendar[3] as Plan['readingCalendar'][number];
    const marked = await call('PUT', `/api/day-reading/complete/${day.id}`, { read: true });
    expect(marked.json()).toMatchObject({
      day: { ...day, read: true, readChangedAt: expect.any(String) },
      planId: plan._id,
      applied: true,
    });
    expect(marked.json().revision).toBe(plan.revision + 1);
    expect(Date.parse(marked.json().day.readChangedAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = ((await call('GET', '/api/plan')).json().plans as Plan[])[0] as Plan;
    expect(after.readingCalendar.filter((d) => d.read).map((d) => d.id)).toEqual([day.id]);
    await call('PUT', `/api/day-reading/complete/${day.id}`, { read: false });
    const unmarked = ((await call('GET', '/api/plan')).json().plans as Plan[])[0] as Plan;
    expect(unmarked.readingCalendar.every((d) => !d.read)).toBe(true);
  });

  it('replaces a plan when it is edited or replanned, and records the new delay count', async () => {
    const { call } = await signedIn();
    const body = buildPlanBody({ startDate: '2026-01-01' });
    const plan = (await call('POST', '/api/plan', body)).json().plan as Plan;
    await call('PUT', `/api/day-reading/complete/${plan.readingCalendar[0]?.id}`, { read: true });
    const current = ((await call('GET', '/api/plan')).json().plans as Plan[])[0] as Plan;

    const replanned = replan(current.readingCalendar, { today: '2026-01-10', blockedWeekDays: [] });
    const updated = await call('PUT', `/api/plan/${plan._id}`, {
      ...body,
      readingCalendar: replanned,
      delays: current.delays + 1,
    });
    expect(updated.statusCode).toBe(200);
    const saved = updated.json().plan as Plan;
    expect(saved._id).toBe(plan._id);
    expect(saved.delays).toBe(1);
    expect(saved.readingCalendar.map(({ date, read, readingDetails }) => ({ date, read, readingDetails }))).toEqual(
      replanned.map(({ date, read, readingDetails }) => ({ date, read, readingDetails })),
    );
    expect(saved.readingCalendar[0]?.read).toBe(true);
    expect(Date.parse(saved.updatedAt)).toBeGreaterThanOrEqual(Date.parse(plan.updatedAt));

    const edited = await call('PUT', `/api/plan/${plan._id}`, buildPlanBody({ readingOrder: 'chronological' }));
    expect(edited.json().plan).toMatchObject({ readingOrder: 'chronological', delays: 1 });
  });

  it('records the device update time and the delay tracking switch', async () => {
    const { call } = await signedIn();
    const plan = (await call('POST', '/api/plan', buildPlanBody())).json().plan as Plan;
    // A device time ahead of the server's clock counts as now; the time never moves back.
    const ahead = await call('PUT', `/api/plan/register-update/${plan._id}`, { updatedAt: '2999-03-04T05:06:07.000Z' });
    expect(Date.parse(ahead.json().updatedAt)).toBeLessThanOrEqual(Date.now());
    expect(ahead.json().revision).toBe(plan.revision + 1);
    const earlier = await call('PUT', `/api/plan/register-update/${plan._id}`, {
      updatedAt: '2020-01-01T00:00:00.000Z',
    });
    expect(earlier.json().updatedAt).toBe(ahead.json().updatedAt);
    expect((await call('PUT', `/api/plan/track-delays/${plan._id}`, { shouldTrackDelays: false })).json()).toEqual({
      shouldTrackDelays: false,
      revision: plan.revision + 3,
    });
    const stored = ((await call('GET', '/api/plan')).json().plans as Plan[])[0];
    expect(stored?.shouldTrackDelays).toBe(false);
    expect(stored?.revision).toBe(plan.revision + 3);
  });

  it('answers 404 for plans and days that do not exist', async () => {
    const { call } = await signedIn();
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['PUT', `/api/plan/${missing}`, buildPlanBody()],
      ['PUT', `/api/plan/register-update/${missing}`, { updatedAt: new Date().toISOString() }],
      ['PUT', `/api/plan/track-delays/${missing}`, { shouldTrackDelays: true }],
      ['PUT', `/api/day-reading/complete/${missing}`, { read: true }],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it.each([
    [
      'days out of date order',
      (b: ReturnType<typeof buildPlanBody>) => ({ ...b, readingCalendar: [...b.readingCalendar].reverse() }),
    ],
    ['no days', (b: ReturnType<typeof buildPlanBody>) => ({ ...b, readingCalendar: [] })],
    [
      'a chapter that does not exist',
      (b: ReturnType<typeof buildPlanBody>) => ({
        ...b,
        readingCalendar: b.readingCalendar.map((day, i) =>
          i === 0 ? { ...day, readingDetails: [{ book: 'jude', chapter: 2 }] } : day,
        ),
      }),
    ],
    [
      'seven blocked week days',
      (b: ReturnType<typeof buildPlanBody>) => ({ ...b, blockedWeekDays: [0, 1, 2, 3, 4, 5, 6] }),
    ],
    ['an unknown reading order', (b: ReturnType<typeof buildPlanBody>) => ({ ...b, readingOrder: 'alphabetical' })],
    ['a plan type 3', (b: ReturnType<typeof buildPlanBody>) => ({ ...b, planType: 3 })],
    [
      'an impossible date',
      (b: ReturnType<typeof buildPlanBody>) => ({
        ...b,
        readingCalendar: b.readingCalendar.map((day, i) => (i === 0 ? { ...day, date: '2027-02-30' } : day)),
      }),
    ],
  ])('refuses a plan with %s (400, nothing saved)', async (_label, mutate) => {
    const { call } = await signedIn();
    const response = await call('POST', '/api/plan', mutate(buildPlanBody()));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body\./);
    expect((await call('GET', '/api/plan')).json()).toEqual({ plans: [] });
  });
});
