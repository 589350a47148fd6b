import 'fake-indexeddb/auto';
import {
  bookName,
  buildReadingCalendar,
  type CalendarDay,
  formatReadingRange,
  type LocalPlanV2,
  storeLocalPlan,
} from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { buildChapter, testVersions } from '../../../test/fake-bible.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { PlanChecklistPage } from './plan-checklist-page.tsx';

const TODAY = '2025-03-10';

/** Genesis 1-20 from 7 March to 16 March: two chapters a day, days before `readUntil` read. */
function buildPlan(readUntil: string): LocalPlanV2 {
  const days = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate: '2025-03-07',
    endDate: '2025-03-16',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 20 },
  }).map((day) => ({ ...day, read: day.date < readUntil }));
  const settings = {
    blockedWeekDays: [],
    planType: 0 as const,
    chaptersPerDay: 2,
    quantityOfDays: 10,
    readingOrder: 'traditional' as const,
    trackDelays: false,
  };
  return storeLocalPlan(days, settings, null, '2025-01-01T00:00:00.000Z');
}

let api: ReturnType<typeof stubApi>;
let queryClient: QueryClient;

function renderPage() {
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/plan']}>
        <Routes>
          <Route path="/plan" element={<PlanChecklistPage />} />
        </Routes>
        <ModalHost store={modals} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function answerChaptersOf(day: CalendarDay) {
  api.answer('GET /bible/versions', { versions: testVersions });
  for (const ref of day.readingDetails) {
    api.answer(
      `GET /bible/kjv/${ref.book}/${ref.chapter}`,
      buildChapter({ key: ref.book, name: bookName(ref.book, 'en') }, ref.chapter, [`Text of chapter ${ref.chapter}.`]),
    );
  }
}

const dayOn = (date: string) => localPlan.get()?.planv2.find((day) => day.date === date) as CalendarDay;
const rangeOf = (day: CalendarDay) => formatReadingRange(day.readingStart, day.readingEnd, 'en');

/** Opens the reader from a day's "Read now", reads to its last chapter and finishes. */
async function readAndFinish(day: CalendarDay) {
  fireEvent.click(screen.getByRole('button', { name: `Read now: ${rangeOf(day)}` }));
  const reader = await screen.findByRole('dialog', { name: rangeOf(day) }, { timeout: 5000 });
  await within(reader).findByText(`Text of chapter ${day.readingStart.chapter}.`, {}, { timeout: 5000 });
  fireEvent.click(within(reader).getByRole('button', { name: /^Next chapter/ }));
  await within(reader).findByText(`Text of chapter ${day.readingEnd.chapter}.`);
  // happy-dom lays nothing out: the short chapter is at its bottom at once.
  fireEvent.click(within(reader).getByRole('button', { name: 'Finish reading' }));
  expect(screen.queryByRole('dialog')).toBeNull();
}

beforeAll(() => setupTestI18n());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
  api = stubApi();
});
afterEach(async () => {
  act(() => modals.closeAll());
  cleanup();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  api.restore();
  localStorage.clear();
  vi.useRealTimers();
});

describe('Read now on the plan', () => {
  it('is offered once on every day, past and future, read or not', () => {
    localPlan.set(buildPlan('2025-03-08'));
    renderPage();
    const offered = within(screen.getByRole('region', { name: 'March 2025' }))
      .getAllByRole('button', { name: /^Read now/ })
      .map((button) => button.getAttribute('aria-label'));
    const days = localPlan.get()?.planv2 ?? [];
    expect(offered).toEqual(days.map((day) => `Read now: ${rangeOf(day)}`));
  });

  it('opens the reader on the day’s chapters; finishing marks the day read and celebrates it', async () => {
    localPlan.set(buildPlan(TODAY));
    const today = dayOn(TODAY);
    answerChaptersOf(today);
    renderPage();

    await readAndFinish(today);
    expect(dayOn(TODAY).read).toBe(true);
    expect((screen.getByRole('checkbox', { name: rangeOf(today) }) as HTMLInputElement).checked).toBe(true);
    const moment = await screen.findByRole('dialog', { name: 'Reading done' }, { timeout: 5000 });
    expect(within(moment).getByText(`You read ${rangeOf(today)}.`)).toBeTruthy();
  });

  it('Start reading on the Today card opens the same reader on today’s chapters', async () => {
    localPlan.set(buildPlan(TODAY));
    const today = dayOn(TODAY);
    answerChaptersOf(today);
    renderPage();
    const card = screen.getByRole('region', { name: 'Today' });
    fireEvent.click(within(card).getByRole('button', { name: `Start reading: ${rangeOf(today)}` }));
    const reader = await screen.findByRole('dialog', { name: rangeOf(today) }, { timeout: 5000 });
    await within(reader).findByText(`Text of chapter ${today.readingStart.chapter}.`, {}, { timeout: 5000 });
  });

  it('leaves a day already ticked read when its reading is finished again', async () => {
    localPlan.set(buildPlan('2025-03-11'));
    const today = dayOn(TODAY);
    expect(today.read).toBe(true);
    answerChaptersOf(today);
    renderPage();

    await readAndFinish(today);
    expect(dayOn(TODAY).read).toBe(true);
    // Read again: no new moment.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
