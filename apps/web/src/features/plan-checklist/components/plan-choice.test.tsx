import type { Plan } from '@bible-journey/contract';
import { buildReadingCalendar, type LocalPlanV2, storeLocalPlan, todayIso } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { type DeviceSession, session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { servedPlan } from '../../../test/served-plan.ts';
import { PlanChecklistPage } from './plan-checklist-page.tsx';

function planOf(quantityOfDays: number, endChapter: number, read: number): LocalPlanV2 {
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays,
    readingOrder: 'traditional',
    startDate: todayIso(),
    startReading: { bookIndex: 42, chapter: 1 },
    endReading: { bookIndex: 42, chapter: endChapter },
  }).map((day, index) => (index < read ? { ...day, read: true, readChangedAt: new Date().toISOString() } : day));
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 3,
    quantityOfDays,
    readingOrder: 'traditional' as const,
    trackDelays: true,
  };
  return storeLocalPlan(days, settings, null, new Date().toISOString());
}

/** An account that already holds a 7-day plan with 2 days read; GET answers what it holds. */
function fakeAccount() {
  const accountPlan = servedPlan(planOf(7, 21, 2), '5a0c0000-0000-4000-8000-00000000000a');
  const held: Plan[] = [accountPlan];
  const api = stubApi();
  api.reply('GET /plan', () => ({ body: { plans: held } }));
  api.reply('POST /plan', ({ body }) => {
    const { readingCalendar, shouldTrackDelays } = body as Plan;
    const posted = servedPlan(
      { ...planOf(1, 1, 0), planv2: readingCalendar, trackDelays: shouldTrackDelays },
      '5a0c0000-0000-4000-8000-00000000000b',
    );
    held.push(posted);
    return { body: { plan: posted } };
  });
  return { accountPlan, held, api };
}

function renderPage() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/plan']}>
        <PlanChecklistPage />
        <ModalHost store={modals} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  session.set({ user: { email: 'reader@example.com', name: 'Reader' }, token: 't0ken' } as DeviceSession);
});
afterEach(() => {
  cleanup();
  act(() => modals.closeAll());
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('signing in with a plan on both sides', () => {
  it('asks which plan to keep, showing each one’s range, days and progress, and replaces nothing meanwhile', async () => {
    const device = planOf(3, 3, 1);
    localPlan.set(device);
    fakeAccount();
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Which plan do you want to keep?' });
    const mine = within(dialog).getByRole('region', { name: 'On this device' });
    const saved = within(dialog).getByRole('region', { name: 'Saved in your account' });
    expect(mine.textContent).toContain('John 1-3');
    expect(mine.textContent).toContain('3 days');
    expect(mine.textContent).toContain('1 day read (33%)');
    expect(saved.textContent).toContain('John 1-21');
    expect(saved.textContent).toContain('7 days');
    expect(saved.textContent).toContain('2 days read (28%)');
    expect(localPlan.get()).toEqual(device);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Decide later' }));
    expect(localPlan.get()).toEqual(device);
    expect(screen.getByText(/Nothing changes until you choose one/)).toBeTruthy();
  });

  it('keeps this device’s plan: saved as the account’s newest, marks and all', async () => {
    const device = planOf(3, 3, 1);
    localPlan.set(device);
    const { api } = fakeAccount();
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Which plan do you want to keep?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep this device’s plan' }));
    await waitFor(() => expect(localPlan.get()?.planId).toBe('5a0c0000-0000-4000-8000-00000000000b'));
    const [post] = api.calls('POST', '/plan');
    expect((post?.body as Plan | undefined)?.readingCalendar.map((day) => day.read)).toEqual([true, false, false]);
    expect(localPlan.get()?.planv2.map((day) => day.read)).toEqual([true, false, false]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the saved plan: the device shows the account’s plan', async () => {
    localPlan.set(planOf(3, 3, 1));
    const { accountPlan, api } = fakeAccount();
    renderPage();
    const dialog = await screen.findByRole('dialog', { name: 'Which plan do you want to keep?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the saved plan' }));
    await waitFor(() => expect(localPlan.get()?.planId).toBe(accountPlan._id));
    expect(localPlan.get()?.planv2).toHaveLength(7);
    expect(api.seen.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks nothing when the device has no plan of its own', async () => {
    const { accountPlan } = fakeAccount();
    renderPage();
    await waitFor(() => expect(localPlan.get()?.planId).toBe(accountPlan._id));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
