import 'fake-indexeddb/auto';
import { bookName, type CalendarDay, type LocalPlanV2 } from '@bible-journey/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { buildChapter, testVersions } from '../../../test/fake-bible.ts';
import { dayOn, planOf, rangeOf, renderPlanPage, setUpPlanPageTests, TODAY } from '../test/render-plan-page.tsx';

/** Genesis 1-20 from 7 March to 16 March: two chapters a day, days before `readUntil` read. */
function buildPlan(readUntil: string): LocalPlanV2 {
  const input = {
    planType: 0 as const,
    readingOrder: 'traditional' as const,
    startDate: '2025-03-07',
    endDate: '2025-03-16',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 20 },
  };
  return planOf(input, { readUntil });
}

const fakeApi = setUpPlanPageTests({ fakeTimers: ['Date'] });

function answerChaptersOf(day: CalendarDay) {
  const api = fakeApi();
  api.answer('GET /bible/versions', { versions: testVersions });
  for (const ref of day.readingDetails) {
    api.answer(
      `GET /bible/kjv/${ref.book}/${ref.chapter}`,
      buildChapter({ key: ref.book, name: bookName(ref.book, 'en') }, ref.chapter, [`Text of chapter ${ref.chapter}.`]),
    );
  }
}

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

describe('Read now on the plan', () => {
  it('is offered once on every day, past and future, read or not', () => {
    renderPlanPage(buildPlan('2025-03-08'));
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
    renderPlanPage();

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
    renderPlanPage();
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
    renderPlanPage();

    await readAndFinish(today);
    expect(dayOn(TODAY).read).toBe(true);
    // Read again: no new moment. The finish handler ran in the click; a moment would open once its
    // chunk and strings are imported (useFinishMoment), so let every import in flight settle first.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
