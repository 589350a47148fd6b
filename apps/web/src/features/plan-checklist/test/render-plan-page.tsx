import {
  type BuildInput,
  buildReadingCalendar,
  type CalendarDay,
  formatReadingRange,
  type LocalPlanV2,
  storeLocalPlan,
} from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { PlanChecklistPage } from '../components/plan-checklist-page.tsx';

/** The tests' today: Monday 10 March 2025. */
export const TODAY = '2025-03-10';

/** A device plan built from `input`, its days before `readUntil` read. */
export function planOf(input: BuildInput, { readUntil = '', trackDelays = false } = {}): LocalPlanV2 {
  const days = buildReadingCalendar(input).map((day) => ({ ...day, read: day.date < readUntil }));
  const chapters = days.reduce((count, day) => count + day.readingDetails.length, 0);
  const settings = {
    blockedWeekDays: input.blockedWeekDays ?? [],
    planType: input.planType,
    chaptersPerDay: input.chaptersPerDay ?? Math.ceil(chapters / days.length),
    quantityOfDays: input.quantityOfDays ?? days.length,
    readingOrder: input.readingOrder,
    trackDelays,
  };
  return storeLocalPlan(days, settings, null, '2025-01-01T00:00:00.000Z');
}

/** A day's reading as the page names it in English ("Gen 1-2"). */
export const rangeOf = (day: CalendarDay) => formatReadingRange(day.readingStart, day.readingEnd, 'en');
/** The stored plan's day on `date`. */
export const dayOn = (date: string) => localPlan.get()?.planv2.find((day) => day.date === date) as CalendarDay;

let queryClient: QueryClient | undefined;

/**
 * /plan as the app shows it, with `plan` on the device when given: the page with the modal host;
 * /new (where a person without a plan goes) is a stand-in.
 */
export function renderPlanPage(plan?: LocalPlanV2, { state }: { state?: unknown } = {}) {
  if (plan) localPlan.set(plan);
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: '/plan', state }]}>
        <Routes>
          <Route path="/plan" element={<PlanChecklistPage />} />
          <Route path="/new" element={<p>New plan screen</p>} />
        </Routes>
        <ModalHost store={modals} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

type FakedTimers = NonNullable<NonNullable<Parameters<typeof vi.useFakeTimers>[0]>['toFake']>;

/**
 * The plan page's test hooks: English strings; each test at noon on TODAY (faking `fakeTimers`)
 * with a fresh fake API; after it, the page and its modals gone, fetches settled, the device's
 * storage cleared, real timers and mocks back. Returns the current test's fake API.
 */
export function setUpPlanPageTests({
  fakeTimers = ['setTimeout', 'clearTimeout', 'Date'],
}: {
  fakeTimers?: FakedTimers;
} = {}): () => FakeApi {
  let api: FakeApi | undefined;
  beforeAll(() => setupTestI18n());
  beforeEach(() => {
    vi.useFakeTimers({ toFake: fakeTimers });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
    api = stubApi();
  });
  afterEach(async () => {
    act(() => modals.closeAll());
    cleanup();
    vi.useRealTimers();
    const client = queryClient;
    if (client) await waitFor(() => expect(client.isFetching()).toBe(0));
    queryClient = undefined;
    api?.restore();
    localStorage.clear();
    vi.restoreAllMocks();
  });
  return () => {
    if (!api) throw new Error('the fake API is set up before each test');
    return api;
  };
}
