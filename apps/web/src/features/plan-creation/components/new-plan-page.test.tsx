import { addDays, buildReadingCalendar, defaultEndDate, storeLocalPlan, todayIso } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MODAL_ID } from '../../../components/account-modal/open-account-modal.tsx';
import { REPORT_ERROR_MODAL_ID } from '../../../components/feedback/open-feedback-modal.ts';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { isPlanWelcome } from '../../../lib/plan-welcome.ts';
import { type DeviceSession, session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderRoutes } from '../../../test/render-routes.tsx';
import { servedPlan } from '../../../test/served-plan.ts';
import { NewPlanPage } from './new-plan-page.tsx';

/** /plan as the test sees it: with the new plan's welcome, or without. */
function PlanProbe() {
  const location = useLocation();
  return <p>{isPlanWelcome(location.state) ? 'the plan, welcoming' : 'the plan'}</p>;
}

beforeAll(() => setupTestI18n());
afterEach(async () => {
  cleanup();
  act(() => modals.closeAll());
  localPlan.clear();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
  await setupTestI18n('en');
});

function renderNewPlan() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return renderRoutes(
    [
      {
        path: '/new',
        element: (
          <QueryClientProvider client={client}>
            <NewPlanPage />
            <ModalHost store={modals} />
          </QueryClientProvider>
        ),
      },
      { path: '/plan', element: <PlanProbe /> },
    ],
    ['/plan', '/new'],
  );
}

/** A device plan of ten days, the first `readDays` of them read. */
function planWithReadDays(readDays: number) {
  const today = todayIso();
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 10,
    readingOrder: 'traditional',
    startDate: addDays(today, -5),
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 50 },
  }).map((day, index) => ({ ...day, read: index < readDays }));
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 3,
    quantityOfDays: 10,
    readingOrder: 'traditional' as const,
    trackDelays: true,
  };
  return storeLocalPlan(days, settings, null, '2026-01-01T00:00:00.000Z');
}

const radio = (name: string) => screen.getByRole('radio', { name });

describe('NewPlanPage', () => {
  it("shows the app's name, what it does, a way to log in and the language", () => {
    renderNewPlan();
    expect(screen.getByText('Bible Journey')).toBeTruthy();
    expect(screen.getByText('Read the whole Bible on a schedule that fits your days.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your plan' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    const language = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((option) => option.textContent)).toEqual([
      'Português',
      'English',
      'Bahasa Indonesia',
      'Polski',
    ]);
  });

  it('switches the interface language from the first screen', async () => {
    renderNewPlan();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pl' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Utwórz swój plan' })).toBeTruthy();
    expect(i18next.language).toBe('pl');
    expect(screen.getByRole('radio', { name: 'Cała Biblia w rok' })).toBeTruthy();
  });

  it('opens the account box to log in', () => {
    renderNewPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modals.stack().map((modal) => modal.id)).toEqual([ACCOUNT_MODAL_ID]);
  });

  it('offers the presets as a radio group, each with its days and minutes a day', () => {
    renderNewPlan();
    const group = screen.getByRole('group', { name: 'Choose a plan' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((each) => each.getAttribute('aria-labelledby') && each.closest('label')?.textContent)).toEqual([
      expect.stringMatching(/^The whole Bible in a year36[56] days · about \d+ minutes a day$/),
      expect.stringMatching(/^The New Testament in 90 days90 days · about \d+ minutes a day$/),
      expect.stringMatching(/^Psalms and Proverbs in a month30 days · about \d+ minutes a day$/),
      'Make your own planChoose the books, the dates and your reading days.',
    ]);
    expect((radio('The whole Bible in a year') as HTMLInputElement).checked).toBe(true);
    expect(radio('The New Testament in 90 days').getAttribute('aria-describedby')).toBeTruthy();
    const minutes = radios
      .slice(0, 3)
      .map((each) => Number(/about (\d+) minutes/.exec(each.closest('label')?.textContent ?? '')?.[1]));
    for (const each of minutes) {
      expect(each).toBeGreaterThan(3);
      expect(each).toBeLessThanOrEqual(15);
    }
  });

  it('makes the whole Bible in a year with one tap, in place of /new in history', async () => {
    const view = renderNewPlan();
    const today = todayIso();
    expect(screen.getByText('Genesis 1 – Revelation 22')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await screen.findByText('the plan, welcoming');
    expect(view.location.pathname).toBe('/plan');
    expect(view.navigationType).toBe('REPLACE');
    const plan = localPlan.get();
    expect(plan?.planv2[0]?.date).toBe(today);
    expect(plan?.planv2.at(-1)?.date).toBe(defaultEndDate(today));
    expect(plan?.planv2.at(-1)?.readingEnd).toEqual({ book: 'revelation', chapter: 22 });
  });

  it('makes the New Testament in 90 days once its card is chosen', async () => {
    renderNewPlan();
    fireEvent.click(radio('The New Testament in 90 days'));
    expect((radio('The New Testament in 90 days') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Matthew 1 – Revelation 22')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await screen.findByText('the plan, welcoming');
    const plan = localPlan.get();
    expect(plan?.planv2).toHaveLength(90);
    expect(plan).toMatchObject({ planType: 2, quantityOfDays: 90 });
    expect(plan?.planv2[0]?.readingStart).toEqual({ book: 'matthew', chapter: 1 });
  });

  it('makes Psalms and Proverbs in a month', async () => {
    renderNewPlan();
    fireEvent.click(radio('Psalms and Proverbs in a month'));
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await screen.findByText('the plan, welcoming');
    const plan = localPlan.get();
    expect(plan?.planv2).toHaveLength(30);
    expect(plan?.planv2[0]?.readingStart).toEqual({ book: 'psalms', chapter: 1 });
    expect(plan?.planv2.at(-1)?.readingEnd).toEqual({ book: 'proverbs', chapter: 31 });
  });

  it('opens the whole form for "make your own", ending a year from today', async () => {
    renderNewPlan();
    fireEvent.click(radio('Make your own plan'));
    const [year, month, day] = defaultEndDate(todayIso()).split('-').map(Number) as [number, number, number];
    const endDate = new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
    expect(await screen.findByRole('button', { name: `End date ${endDate}` }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create plan' })).toBeTruthy();
    // One "didn't find" link: the page's, not the form's as well.
    expect(screen.getAllByRole('button', { name: "Didn't find the plan you wanted?" })).toHaveLength(1);
  });

  it('asks before replacing a plan with read days, naming them; keeping it changes nothing', async () => {
    const existing = planWithReadDays(3);
    localPlan.set(existing);
    const view = renderNewPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your plan?' });
    expect(
      within(dialog).getByText(
        'Your current plan has 3 days marked as read. The new plan starts with nothing read, so those marks will be lost.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create plan' }).hasAttribute('disabled')).toBe(false),
    );
    expect(localPlan.get()).toEqual(existing);
    expect(view.location.pathname).toBe('/new');
  });

  it('replaces the plan once the person agrees', async () => {
    localPlan.set(planWithReadDays(1));
    renderNewPlan();
    fireEvent.click(radio('Psalms and Proverbs in a month'));
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your plan?' });
    expect(within(dialog).getByText(/has 1 day marked as read\. .* so that mark will be lost\.$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replace my plan' }));
    await screen.findByText('the plan, welcoming');
    expect(localPlan.get()?.planv2).toHaveLength(30);
  });

  it("signed in, fetches the account's plan first and asks before replacing its read days", async () => {
    session.set({ user: { email: 'reader@example.com', name: 'Reader' }, token: 't0ken' } as DeviceSession);
    const api = stubApi();
    const account = servedPlan(planWithReadDays(4), '7d1c2e4a-0000-4000-8000-000000000002');
    api.answer('GET /plan', { plans: [account] });
    renderNewPlan();
    // Signed in, there is no "Log in".
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    await waitFor(() => expect(localPlan.get()?.planId).toBe(account._id));
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace your plan?' });
    expect(within(dialog).getByText(/^Your current plan has 4 days marked as read\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create plan' }).hasAttribute('disabled')).toBe(false),
    );
    expect(api.calls('POST', '/plan')).toEqual([]);
    expect(localPlan.get()?.planId).toBe(account._id);
  });

  it('replaces a plan with nothing read without asking', async () => {
    localPlan.set(planWithReadDays(0));
    renderNewPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await screen.findByText('the plan, welcoming');
    expect(modals.stack()).toEqual([]);
  });

  it('opens the report-error modal from the creation screen', async () => {
    renderNewPlan();
    fireEvent.click(screen.getByRole('button', { name: 'Report an error' }));
    await waitFor(() => expect(modals.stack().map((modal) => modal.id)).toEqual([REPORT_ERROR_MODAL_ID]), {
      timeout: 5000,
    });
  });
});
