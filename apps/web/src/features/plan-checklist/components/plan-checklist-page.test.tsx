import type { CalendarDay, LocalPlanV2 } from '@bible-journey/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { planOf, rangeOf, renderPlanPage, setUpPlanPageTests, TODAY } from '../test/render-plan-page.tsx';

/** The whole Bible from `startDate` to `endDate`. */
function buildPlan(startDate: string, endDate: string, { readUntil = '', trackDelays = false } = {}): LocalPlanV2 {
  const input = {
    planType: 0 as const,
    readingOrder: 'traditional' as const,
    startDate,
    endDate,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 65, chapter: 22 },
  };
  return planOf(input, { readUntil, trackDelays });
}

setUpPlanPageTests();
beforeAll(async () => {
  // The late dialog and its strings load on demand: loaded once here, they open within a tick.
  await Promise.all([
    import('../../../components/late-plan/delayed-reading-dialog.tsx'),
    import('../../../components/late-plan/late-strings.ts').then((strings) => strings.loadLateStrings('en')),
  ]);
});

describe('PlanChecklistPage', () => {
  it('sends a person without a plan to plan creation', () => {
    renderPlanPage();
    expect(screen.getByText('New plan screen')).toBeTruthy();
  });

  it('opens on today’s month, even when an earlier one has unread days, and moves between months', () => {
    renderPlanPage(buildPlan('2025-01-01', '2025-06-30', { readUntil: '2025-02-01' }));
    // The title is one element whose text follows the month: found once (role queries walk all six
    // months' rows, seconds each in happy-dom on a busy machine).
    const title = screen.getByRole('heading', { level: 2, name: /\d{4}$/ });
    const monthTitle = () => title.textContent;
    expect(monthTitle()).toBe('March 2025');
    const previous = screen.getByRole('button', { name: 'Previous month' });
    const next = screen.getByRole('button', { name: 'Next month' });

    fireEvent.click(previous);
    expect(monthTitle()).toBe('February 2025');
    fireEvent.click(next);
    expect(monthTitle()).toBe('March 2025');
    // A selector, not a role query over the ~180 rows of six months (seconds in happy-dom).
    const todayRow = document.querySelector('li[aria-current="date"]');
    expect(todayRow?.textContent).toContain('Mon, Mar 10');

    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(monthTitle()).toBe('January 2025');
    expect(previous.hasAttribute('disabled')).toBe(true);
    for (let i = 0; i < 5; i += 1) fireEvent.click(next);
    expect(monthTitle()).toBe('June 2025');
    expect(next.hasAttribute('disabled')).toBe(true);
  }, 15_000); // Eight month changes, each rendering a month of rows: ~3 s on a quiet machine, twice that busy.

  it('ticks a day on the device at once and updates the progress in days and chapters', () => {
    const plan = buildPlan(TODAY, '2025-03-13');
    renderPlanPage(plan);
    const progress = screen.getByRole('progressbar', { name: 'Progress' });
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);

    const first = plan.planv2[0] as CalendarDay;
    const checkbox = screen.getByRole('checkbox', { name: rangeOf(first) }) as HTMLInputElement;
    fireEvent.click(checkbox);

    expect(checkbox.checked).toBe(true);
    expect(localPlan.get()?.planv2[0]?.read).toBe(true);
    expect(localPlan.get()?.planv2.filter((day) => day.read)).toHaveLength(1);
    expect(progress.getAttribute('aria-valuenow')).toBe('25');
    const chapters = first.readingDetails.length;
    expect(progress.getAttribute('aria-valuetext')).toBe(`1 of 4 days · ${chapters} of 1,189 chapters`);
    expect(screen.getByText(`1 of 4 days · ${chapters} of 1,189 chapters`)).toBeTruthy();

    fireEvent.click(checkbox);
    expect(localPlan.get()?.planv2[0]?.read).toBe(false);
    expect(progress.getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows a one-day plan as a single item with its reading and minutes', () => {
    renderPlanPage(buildPlan(TODAY, TODAY));
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toMatch(/about \d+ min/);
    expect(screen.getByRole('checkbox', { name: 'Gen 1 - Rev 22' })).toBeTruthy();
    expect(screen.getByText('Day 1 of 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start reading: Gen 1 - Rev 22' })).toBeTruthy();
  });

  it('offers a replan 1 s after showing a late plan and rebuilds the unread days from today', async () => {
    renderPlanPage(buildPlan('2025-03-01', '2025-03-31', { readUntil: '2025-03-03', trackDelays: true }));
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    // The dialog and its strings load when the plan is late.
    await act(() => vi.dynamicImportSettled());
    screen.getByRole('dialog', { name: 'You are behind on your reading' });

    fireEvent.click(screen.getByRole('button', { name: 'Replan from today' }));
    // The replan's builder loads on first use (lib/plan/plan-changes.ts).
    await act(() => vi.dynamicImportSettled());

    expect(screen.queryByRole('dialog', { name: 'You are behind on your reading' })).toBeNull();
    const replanned = localPlan.get() as LocalPlanV2;
    expect(replanned.delays).toBe(1);
    expect(replanned.planv2.filter((day) => day.read).map((day) => day.date)).toEqual(['2025-03-01', '2025-03-02']);
    expect(replanned.planv2.filter((day) => !day.read).every((day) => day.date >= TODAY)).toBe(true);
    expect(replanned.planv2.at(-1)?.date).toBe('2025-03-31');
    expect(replanned.planv2.map((day) => day._id)).toEqual(replanned.planv2.map((_, index) => index));
  });

  it('does not ask while delays are not tracked, nor when fewer readings than the delay count wait', async () => {
    renderPlanPage(buildPlan('2025-03-01', '2025-03-31', { readUntil: '2025-03-08', trackDelays: true }));
    const count = screen.getByRole('spinbutton', { name: /Readings behind/ }) as HTMLInputElement;
    expect(count.value).toBe('3');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.change(count, { target: { value: '0' } });
    expect(localStorage.getItem('delayCount')).toBe('1');
    fireEvent.click(screen.getByRole('switch', { name: 'Let me know when I fall behind' }));
    expect(localPlan.get()?.trackDelays).toBe(false);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Let me know when I fall behind' }));
    act(() => vi.advanceTimersByTime(1000));
    await act(() => vi.dynamicImportSettled());
    screen.getByRole('dialog', { name: 'You are behind on your reading' });
  });
});
