import type { CompleteDayBody } from '@bible-journey/contract';
import { buildReadingCalendar, storeLocalPlan } from '@bible-journey/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, type Reply, stubApi } from '../../test/fake-fetch.ts';
import { servedPlan } from '../../test/served-plan.ts';
import { localPlan } from '../local-plan-store.ts';
import { type DeviceSession, session } from '../session.ts';
import { markDay } from './plan-actions.ts';
import { planOutbox } from './plan-device-store.ts';
import { requestPlanSync } from './plan-sync-engine.ts';
import { planSyncStatus } from './plan-sync-status.ts';

const PLAN_ID = '5a0c0000-0000-4000-8000-0000000000c1';
const plan = {
  ...storeLocalPlan(
    buildReadingCalendar({
      planType: 2,
      quantityOfDays: 3,
      readingOrder: 'traditional',
      startDate: '2027-01-01',
      startReading: { bookIndex: 42, chapter: 1 },
      endReading: { bookIndex: 42, chapter: 6 },
    }),
    {
      blockedWeekDays: [],
      planType: 2,
      chaptersPerDay: 2,
      quantityOfDays: 3,
      readingOrder: 'traditional',
      trackDelays: true,
    },
    PLAN_ID,
    '2027-01-01T00:00:00.000Z',
  ),
  revision: 1,
};
const served = servedPlan(plan, PLAN_ID);

/**
 * GET /plan answered by the test one call at a time (a reply, or an error as when offline); a
 * day's tick is acknowledged at once.
 */
function heldPlans() {
  const waiting: { call: ApiCall; answer: (reply: Reply | Error) => void }[] = [];
  const api = stubApi();
  api.reply('PUT /day-reading/complete/:dayId', ({ params, body }) => {
    const { read, at = '2027-01-01T00:00:00.000Z' } = body as CompleteDayBody;
    const day = served.readingCalendar.find((candidate) => candidate.id === params.dayId);
    return {
      body: { day: { ...day, read, readChangedAt: at }, planId: PLAN_ID, revision: 2, updatedAt: at, applied: true },
    };
  });
  api.reply(
    'GET /plan',
    (call) =>
      new Promise<Reply>((resolve, reject) => {
        waiting.push({ call, answer: (reply) => (reply instanceof Error ? reject(reply) : resolve(reply)) });
      }),
  );
  return waiting;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  session.set({ user: { email: 'reader@example.com', name: 'Reader' }, token: 't0ken' } as DeviceSession);
  localPlan.set(plan);
});
afterEach(() => {
  session.clear();
  localStorage.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the plan sync engine', () => {
  it('runs again at once when a tick comes in while a round is failing, instead of waiting for the backoff', async () => {
    const waiting = heldPlans();
    requestPlanSync();
    expect(waiting).toHaveLength(1);
    markDay(1, true);
    expect(planOutbox.get()).toHaveLength(1);
    waiting[0]?.answer(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(waiting).toHaveLength(2), { timeout: 500, interval: 5 });
    expect(waiting[1]?.call.path).toBe('/plan');
    await finishRound(waiting, 1);
  });

  it('starts the backoff again from its shortest wait when the device comes back online', async () => {
    const waiting = heldPlans();
    requestPlanSync();
    for (let failure = 0; failure < 5; failure++) {
      await vi.waitFor(() => expect(waiting).toHaveLength(failure + 1), { timeout: 500, interval: 5 });
      waiting[failure]?.answer(new TypeError('Failed to fetch'));
      await vi.waitFor(() => expect(planSyncStatus.get().state).toBe('waiting'), { timeout: 500, interval: 5 });
      if (failure < 4) await vi.advanceTimersByTimeAsync(60_000);
    }
    // Five failures in: the next try would be 16 s away. Back online, a failure waits about 1 s again.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(waiting).toHaveLength(6), { timeout: 500, interval: 5 });
    waiting[5]?.answer(new TypeError('Failed to fetch'));
    await vi.waitFor(() => expect(planSyncStatus.get().state).toBe('waiting'), { timeout: 500, interval: 5 });
    await vi.advanceTimersByTimeAsync(1_300);
    await vi.waitFor(() => expect(waiting).toHaveLength(7), { timeout: 500, interval: 5 });
    await finishRound(waiting, 6);
  });
});

/** Lets the round waiting on `index` succeed, so the engine is idle for the next test. */
async function finishRound(waiting: ReturnType<typeof heldPlans>, index: number) {
  waiting[index]?.answer({ body: { plans: [served] } });
  await vi.waitFor(
    () => {
      for (const call of waiting.slice(index + 1)) call.answer({ body: { plans: [served] } });
      expect(planSyncStatus.get().state).toBe('idle');
      expect(planSyncStatus.get().hasSynced).toBe(true);
    },
    { timeout: 1_000, interval: 5 },
  );
}
