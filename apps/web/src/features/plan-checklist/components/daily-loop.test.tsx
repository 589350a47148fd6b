import type { LocalPlanV2 } from '@bible-journey/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { SCROLL_TO_DAY_DELAY_MS } from '../../../components/checklist/month-checklist.tsx';
import { LATE_DIALOG_DELAY_MS } from '../../../components/late-plan/use-late-dialog.tsx';
import { captureInstallPrompt, installPrompt } from '../../../lib/install-prompt.ts';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { PLAN_WELCOME } from '../../../lib/plan-welcome.ts';
import { dayOn, planOf, rangeOf, renderPlanPage, setUpPlanPageTests, TODAY } from '../test/render-plan-page.tsx';

/** Genesis 1-50 from `startDate`, two chapters a day; readings before `readUntil` read. */
function buildPlan(startDate: string, { readUntil = '', blockedWeekDays = [] as number[] } = {}): LocalPlanV2 {
  const input = {
    planType: 1 as const,
    readingOrder: 'traditional' as const,
    startDate,
    chaptersPerDay: 2,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 50 },
    blockedWeekDays,
  };
  return planOf(input, { readUntil });
}

const todayCard = () => screen.getByRole('region', { name: 'Today' });

setUpPlanPageTests();
afterEach(() => installPrompt.reset());

describe('the Today card', () => {
  it('shows the day’s number, its chapters, minutes, one Start reading and the streak', () => {
    renderPlanPage(buildPlan('2025-03-07', { readUntil: TODAY }));
    const card = within(todayCard());
    expect(card.getByText('Day 4 of 25')).toBeTruthy();
    expect(card.getByText(rangeOf(dayOn(TODAY)))).toBeTruthy();
    expect(card.getByText(/^about \d+ min$/)).toBeTruthy();
    expect(card.getByText('3 days in a row')).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: `Start reading: ${rangeOf(dayOn(TODAY))}` }));
    expect(screen.getByRole('dialog', { name: rangeOf(dayOn(TODAY)) })).toBeTruthy();
  });

  it('offers to read again once today is done', () => {
    renderPlanPage(buildPlan('2025-03-10', { readUntil: '2025-03-11' }));
    const card = within(todayCard());
    expect(card.getByText('Done for today.')).toBeTruthy();
    expect(card.getByText('1 day in a row')).toBeTruthy();
    expect(card.getByRole('button', { name: `Read again: ${rangeOf(dayOn(TODAY))}` })).toBeTruthy();
  });

  it('says calmly that a blocked week day has no reading, and keeps the streak across it', () => {
    // Sundays and Mondays off: no reading on Monday 10 March.
    renderPlanPage(buildPlan('2025-03-05', { readUntil: TODAY, blockedWeekDays: [0, 1] }));
    const card = within(todayCard());
    expect(
      card.getByText(/^No reading today: it's a day off\. Next: Gen \d+-\d+ \(Tuesday, March 11\)\.$/),
    ).toBeTruthy();
    expect(card.queryByRole('button')).toBeNull();
    expect(card.getByText('4 days in a row')).toBeTruthy();
  });

  it('says when the plan has not begun, and when it is all read', () => {
    renderPlanPage(buildPlan('2025-03-20'));
    expect(
      within(todayCard()).getByText(/^Your plan hasn't begun yet\. First reading: Gen 1-2 \(Thursday, March 20\)\.$/),
    );
    cleanup();

    renderPlanPage(buildPlan('2025-02-01', { readUntil: '2025-12-31' }));
    expect(within(todayCard()).getByText('You have read your whole plan. Well done!')).toBeTruthy();
  });

  it('points at the first unread reading once the plan’s dates are over', () => {
    renderPlanPage(buildPlan('2025-02-01', { readUntil: '2025-02-10' }));
    const first = dayOn('2025-02-10');
    const card = within(todayCard());
    expect(card.getByText(new RegExp(`Pick up where you left off: ${rangeOf(first)}\\.$`))).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: `Start reading: ${rangeOf(first)}` }));
    expect(screen.getByRole('dialog', { name: rangeOf(first) })).toBeTruthy();
  });
});

describe('the checklist', () => {
  it('offers Read now on every row, past and future, read or not, once each', () => {
    renderPlanPage(buildPlan('2025-03-01', { readUntil: '2025-03-05' }));
    const rows = within(screen.getByRole('region', { name: 'March 2025' })).getAllByRole('listitem');
    for (const row of rows) expect(within(row).getAllByRole('button', { name: /^Read now: / })).toHaveLength(1);
    expect(rows).toHaveLength(25);
  });

  it('shows progress in days and chapters, not a percentage', () => {
    renderPlanPage(buildPlan('2025-03-07', { readUntil: TODAY }));
    expect(screen.getByText('3 of 25 days · 6 of 50 chapters')).toBeTruthy();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('scrolls to today’s row after 500 ms, and Today brings it back from another month', () => {
    const scrollTo = vi.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    onTestFinished(() => {
      HTMLElement.prototype.scrollTo = original;
    });
    // February and March: the first unread day is in February, today in March.
    renderPlanPage(buildPlan('2025-02-20', { readUntil: '2025-02-22' }));
    expect(screen.getByRole('heading', { level: 2, name: 'March 2025' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SCROLL_TO_DAY_DELAY_MS - 1));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'February 2025' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 2, name: 'March 2025' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: rangeOf(dayOn(TODAY)) }));
  });

  it('leaves the list where the person put it when they change month before the opening scroll', () => {
    const scrollTo = vi.fn();
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = scrollTo;
    onTestFinished(() => {
      HTMLElement.prototype.scrollTo = original;
    });
    renderPlanPage(buildPlan('2025-02-20', { readUntil: '2025-02-22' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    act(() => vi.advanceTimersByTime(SCROLL_TO_DAY_DELAY_MS));
    expect(screen.getByRole('heading', { level: 2, name: 'February 2025' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('a plan just made', () => {
  it('opens on the plan itself with a first-day welcome, which goes when dismissed', () => {
    renderPlanPage(buildPlan(TODAY), { state: PLAN_WELCOME });
    const welcome = within(screen.getByRole('region', { name: 'Your plan is ready' }));
    expect(welcome.getByText('Gen 1-50')).toBeTruthy();
    expect(welcome.getByText('25 days of reading.')).toBeTruthy();
    expect(welcome.getByText("Your first reading is right below: tap Start reading when you're ready.")).toBeTruthy();
    expect(within(todayCard()).getByText('Day 1 of 25')).toBeTruthy();
    fireEvent.click(welcome.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('region', { name: 'Your plan is ready' })).toBeNull();
  });

  it('says nothing of the kind on an ordinary visit', () => {
    renderPlanPage(buildPlan(TODAY));
    expect(screen.queryByRole('region', { name: 'Your plan is ready' })).toBeNull();
  });
});

describe('finishing a day', () => {
  it('is a moment: what was read, progress in days and chapters, the streak and tomorrow, also announced', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
    renderPlanPage(buildPlan('2025-03-07', { readUntil: TODAY }));
    const today = dayOn(TODAY);
    fireEvent.click(screen.getByRole('checkbox', { name: rangeOf(today) }));

    const moment = await screen.findByRole('dialog', { name: 'Reading done' }, { timeout: 5000 });
    const view = within(moment);
    expect(view.getByText(`You read ${rangeOf(today)}.`)).toBeTruthy();
    expect(view.getByText('8 of 50 chapters · day 4 of 25')).toBeTruthy();
    expect(view.getByText('4 days in a row')).toBeTruthy();
    expect(view.getByText(`Tomorrow: ${rangeOf(dayOn('2025-03-11'))}`)).toBeTruthy();
    expect(view.queryByRole('button', { name: 'Install the app' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      `Reading done: ${rangeOf(today)}. 8 of 50 chapters · day 4 of 25.`,
    );
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the week as dots, rest days as rest, and a milestone the first time only', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    // From Monday 3 March, Sundays off: six days read before today, Monday 10 March.
    renderPlanPage(buildPlan('2025-03-03', { readUntil: TODAY, blockedWeekDays: [0] }));
    const today = dayOn(TODAY);
    fireEvent.click(screen.getByRole('checkbox', { name: rangeOf(today) }));

    const moment = await screen.findByRole('dialog', { name: 'Reading done' }, { timeout: 5000 });
    const view = within(moment);
    expect(view.getByText('Milestone: 7 days of reading!')).toBeTruthy();
    // An American week starts on Sunday.
    const week = view.getByRole('list', { name: 'This week' });
    expect(
      within(week)
        .getAllByRole('listitem')
        .map((dot) => dot.textContent?.slice(1)),
    ).toEqual([
      'Sunday: rest day',
      'Monday: read',
      'Tuesday: still to read',
      'Wednesday: still to read',
      'Thursday: still to read',
      'Friday: still to read',
      'Saturday: still to read',
    ]);
    expect(JSON.parse(localStorage.getItem('milestones') ?? '[]')).toEqual([{ key: 'days:7', date: TODAY }]);
    fireEvent.click(view.getByRole('button', { name: 'Continue' }));

    // Unticked and ticked again: the milestone was said once.
    fireEvent.click(screen.getByRole('checkbox', { name: rangeOf(today) }));
    fireEvent.click(screen.getByRole('checkbox', { name: rangeOf(today) }));
    const again = await screen.findByRole('dialog', { name: 'Reading done' }, { timeout: 5000 });
    expect(within(again).queryByText(/Milestone/)).toBeNull();
    vi.restoreAllMocks();
  });

  it('offers installation after the first finished day when the browser offered it', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
    const stop = captureInstallPrompt(window);
    const prompt = vi.fn(async () => {});
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(offer);
    renderPlanPage(buildPlan(TODAY));
    fireEvent.click(screen.getByRole('checkbox', { name: rangeOf(dayOn(TODAY)) }));

    const moment = await screen.findByRole('dialog', { name: 'Reading done' }, { timeout: 5000 });
    expect(within(moment).getByText('1 day in a row')).toBeTruthy();
    fireEvent.click(within(moment).getByRole('button', { name: 'Install the app' }));
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    stop();
  });

  it('stays quiet when a late day is ticked (catching up)', async () => {
    // setTimeout stays faked (setUpPlanPageTests): the page's timers run only when the test says.
    renderPlanPage(buildPlan('2025-03-07', { readUntil: '2025-03-08' }));
    fireEvent.click(screen.getByRole('checkbox', { name: rangeOf(dayOn('2025-03-08')) }));
    expect(dayOn('2025-03-08').read).toBe(true);
    // A moment opens once its chunk and strings are imported (useFinishMoment), the late dialog
    // LATE_DIALOG_DELAY_MS after a late plan shows: past both, with React flushed, nothing opened.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * LATE_DIALOG_DELAY_MS);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('something went wrong', () => {
  it('a plan the page cannot show opens the modal, with Try again and Report the error', async () => {
    vi.useRealTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plan = buildPlan(TODAY);
    const broken = {
      ...plan,
      planv2: plan.planv2.map((day) => ({ ...day, readingDetails: [{ book: 'nope', chapter: 1 }] })),
    };
    localStorage.setItem('planv2', JSON.stringify(broken));
    renderPlanPage();
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' }, { timeout: 5000 });
    expect(await within(dialog).findByRole('button', { name: 'Report the error' })).toBeTruthy();

    // Fixed meanwhile (another tab): Try again shows the plan.
    localPlan.set(plan);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Today' }, { timeout: 5000 })).toBeTruthy();
  });
});
