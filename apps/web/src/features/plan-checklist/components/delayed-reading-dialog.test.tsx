import {
  buildReadingCalendar,
  type CalendarDay,
  type LocalPlanV2,
  replanChoices,
  storeLocalPlan,
} from '@bible-journey/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedReadingDialog } from '../../../components/late-plan/delayed-reading-dialog.tsx';
import { DelayedReadingOffer } from '../../../components/late-plan/delayed-reading-offer.tsx';
import { loadLateStrings } from '../../../components/late-plan/late-strings.ts';
import { LATE_DIALOG_DELAY_MS, useLateDialog } from '../../../components/late-plan/use-late-dialog.tsx';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { useLocalPlan } from '../hooks/use-device-state.ts';
import { usePlanActions } from '../hooks/use-plan-actions.ts';

// Mark, two chapters a day from 1 to 8 March 2027; 1 and 2 March read; today the 5th.
const TODAY = '2027-03-05';
const days: CalendarDay[] = buildReadingCalendar({
  planType: 1,
  chaptersPerDay: 2,
  readingOrder: 'traditional',
  startDate: '2027-03-01',
  startReading: { bookIndex: 40, chapter: 1 },
  endReading: { bookIndex: 40, chapter: 16 },
}).map((day, index) => ({ ...day, read: index < 2 }));
const choices = replanChoices(days, { today: TODAY, blockedWeekDays: [] });

function renderDialog(props: Partial<Parameters<typeof DelayedReadingDialog>[0]> = {}) {
  const onDismiss = vi.fn();
  const onReplan = vi.fn();
  render(
    <DelayedReadingDialog
      days={days}
      blockedWeekDays={[]}
      today={TODAY}
      language="en"
      onDismiss={onDismiss}
      onReplan={onReplan}
      {...props}
    />,
  );
  return { onDismiss, onReplan };
}

/** The checklist's part of it: the offer, the late dialog and the real replan on the device. */
function LatePlan({ delayCount = 3 }: { delayCount?: number }) {
  const plan = useLocalPlan();
  const actions = usePlanActions();
  const { openLateDialog } = useLateDialog(plan, plan !== null, delayCount, actions.handleReplan, 'en');
  if (!plan) return null;
  return <DelayedReadingOffer days={plan.planv2} today={TODAY} onCatchUp={() => void openLateDialog()} />;
}

function storePlan(trackDelays: boolean): void {
  const settings = {
    blockedWeekDays: [],
    planType: 1 as const,
    chaptersPerDay: 2,
    quantityOfDays: 90,
    readingOrder: 'traditional' as const,
    trackDelays,
  };
  localPlan.set(storeLocalPlan(days, settings, null, '2027-03-01T00:00:00.000Z'));
}

beforeAll(async () => {
  await setupTestI18n();
  await Promise.all((['en', 'pt', 'pl', 'id'] as const).map(loadLateStrings));
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
});
afterEach(async () => {
  cleanup();
  act(() => modals.closeAll());
  localStorage.clear();
  vi.useRealTimers();
  await i18next.changeLanguage('en');
});

describe('DelayedReadingDialog', () => {
  it('previews both ways back: the end date kept with more chapters a day, or the pace kept with a later end', () => {
    renderDialog();
    expect(screen.getByText(/2 readings from past days are still waiting/)).toBeTruthy();
    expect(screen.getByText('Your plan now ends on March 8, 2027.')).toBeTruthy();
    const keepEnd = screen.getByRole('radio', { name: 'Keep the end date' });
    const keepPace = screen.getByRole('radio', { name: 'Keep my pace' });
    expect((keepEnd as HTMLInputElement).checked).toBe(true);
    const preview = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(preview(keepEnd)).toBe(
      `Ends on March 8, 20273 chapters a dayabout ${choices.keepEnd.minutesPerDay} min a day`,
    );
    expect(preview(keepPace)).toBe(
      `Ends on March 10, 20272 chapters a dayabout ${choices.keepPace.minutesPerDay} min a day`,
    );
    expect(choices.keepEnd.minutesPerDay).toBeGreaterThan(choices.keepPace.minutesPerDay);
  });

  it('shows a range when the days differ, with the plural of the larger number', async () => {
    // 4 March read ahead of 3 March: 10 chapters wait; kept to 8 March they fill 3 days (4, 3, 3).
    const uneven = days.map((day) => (day.date === '2027-03-04' ? { ...day, read: true } : day));
    renderDialog({ days: uneven, today: '2027-03-06' });
    expect(screen.getAllByText(/chapters a day/).map((node) => node.textContent)).toEqual([
      '3–4 chapters a day',
      '2 chapters a day',
    ]);
    cleanup();
    await act(() => i18next.changeLanguage('pl'));
    renderDialog({ language: 'pl' });
    expect(screen.getByText('3 rozdziały dziennie')).toBeTruthy();
    expect(screen.getByText('Koniec: 10 marca 2027')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Zachowaj moje tempo' })).toBeTruthy();
  });

  it('replans keeping the end date by default, or up to the later end when keeping the pace', () => {
    const { onReplan } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Replan from today' }));
    expect(onReplan).toHaveBeenLastCalledWith(undefined);
    fireEvent.click(screen.getByRole('radio', { name: 'Keep my pace' }));
    fireEvent.click(screen.getByRole('button', { name: 'Replan from today' }));
    expect(onReplan).toHaveBeenLastCalledWith('2027-03-10');
  });

  it('mutes reminders on this device with the toggle under the buttons', () => {
    renderDialog();
    const toggle = screen.getByRole('switch', { name: /Mute reminders/ }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    expect(localStorage.getItem('showReminders')).toBe('false');
    fireEvent.click(toggle);
    expect(localStorage.getItem('showReminders')).toBe('true');
  });
});

describe('the late plan on the checklist', () => {
  it('offers a way back even when delays are not tracked (a plan started in the past), and keeps the pace', async () => {
    storePlan(false);
    render(
      <>
        <LatePlan />
        <ModalHost store={modals} />
      </>,
    );
    expect(screen.getByText('You are 2 readings behind.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Catch up' }));
    const dialog = await screen.findByRole('dialog', { name: 'You are behind on your reading' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Keep my pace' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replan from today' }));

    // The replan's builder loads on first use (lib/plan/plan-changes.ts).
    await waitFor(() => expect(localPlan.get()?.delays).toBe(1), { timeout: 10_000 });
    const replanned = localPlan.get() as LocalPlanV2;
    expect(replanned.delays).toBe(1);
    expect(replanned.planv2.filter((day) => day.read).map((day) => day.date)).toEqual(['2027-03-01', '2027-03-02']);
    expect(replanned.planv2.at(-1)?.date).toBe('2027-03-10');
    expect(replanned.planv2.filter((day) => !day.read).every((day) => day.readingDetails.length === 2)).toBe(true);
    expect(screen.queryByText(/readings? behind/)).toBeNull();
  });

  it('opens by itself 1 s after a late plan shows when delays are tracked, and a backdrop click dismisses it', async () => {
    storePlan(true);
    render(
      <>
        <LatePlan delayCount={2} />
        <ModalHost store={modals} />
      </>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'You are behind on your reading' }, { timeout: 10_000 });
    // A click inside the dialog's box (its padding, its text) keeps it open.
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 20, y: 100, width: 300, height: 400 }),
    );
    fireEvent.pointerDown(dialog, { clientX: 40, clientY: 120 });
    fireEvent.click(dialog, { clientX: 40, clientY: 120 });
    expect(screen.getByRole('dialog', { name: 'You are behind on your reading' })).toBeTruthy();
    // A press and click on the backdrop (outside the box) dismisses it; the plan stays as it was.
    fireEvent.pointerDown(dialog, { clientX: 5, clientY: 20 });
    fireEvent.click(dialog, { clientX: 5, clientY: 20 });
    expect(screen.queryByRole('dialog', { name: 'You are behind on your reading' })).toBeNull();
    expect(localPlan.get()?.delays).toBe(0);
    expect(screen.getByRole('button', { name: 'Catch up' })).toBeTruthy();
  });

  it('waits for delay-count readings before opening by itself', async () => {
    // The dialog's own timer is faked too (real timers come back after each test).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
    storePlan(true);
    render(
      <>
        <LatePlan delayCount={3} />
        <ModalHost store={modals} />
      </>,
    );
    expect(screen.getByText('You are 2 readings behind.')).toBeTruthy();
    // Well past LATE_DIALOG_DELAY_MS, and past the load of the dialog's chunk and strings that
    // follows it (useLateDialog), with React flushed: nothing opened.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * LATE_DIALOG_DELAY_MS);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('never opens by itself when delays are not tracked (a plan started in the past), even with no readings to wait for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00`));
    storePlan(false);
    render(
      <>
        <LatePlan delayCount={0} />
        <ModalHost store={modals} />
      </>,
    );
    expect(screen.getByText('You are 2 readings behind.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * LATE_DIALOG_DELAY_MS);
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
