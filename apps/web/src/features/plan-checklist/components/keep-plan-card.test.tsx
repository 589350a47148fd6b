import type { Plan } from '@bible-journey/contract';
import { buildReadingCalendar, type LocalPlanV2, storeLocalPlan, todayIso } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../components/modals/modal-host.tsx';
import { SnackbarHost } from '../../../components/snackbars/snackbar-host.tsx';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { modals } from '../../../lib/modals/modals.ts';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { servedPlan } from '../../../test/served-plan.ts';
import { PlanChecklistPage } from './plan-checklist-page.tsx';

const user = {
  id: 'u1',
  name: 'Ruth',
  email: 'ruth@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

function devicePlan(): LocalPlanV2 {
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 3,
    readingOrder: 'traditional',
    startDate: todayIso(),
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 6 },
  });
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 2,
    quantityOfDays: 3,
    readingOrder: 'traditional' as const,
    trackDelays: true,
  };
  return storeLocalPlan(days, settings, null, new Date().toISOString());
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/plan']}>
        <PlanChecklistPage />
        <ModalHost store={modals} />
        <SnackbarHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await setupTestI18n();
  await import('../../../components/account-modal/account-modal.tsx');
});
afterEach(() => {
  cleanup();
  act(() => modals.closeAll());
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('KeepPlanCard', () => {
  it('signs in through the modal, then the device plan goes to the account', async () => {
    const plan = devicePlan();
    localPlan.set(plan);
    const serverPlan = servedPlan(plan, '7d1c2e4a-0000-4000-8000-000000000002');
    const saved: Plan[] = [];
    const api = stubApi();
    api.answer('POST /auth/authenticate', { user, token: 'aaa.bbb.ccc' });
    api.reply('GET /plan', () => ({ body: { plans: saved } }));
    api.reply('POST /plan', () => {
      saved.push(serverPlan);
      return { body: { plan: serverPlan } };
    });
    renderPage();

    const card = screen.getByRole('region', { name: 'Keep your plan safe in an account' });
    fireEvent.click(within(card).getByRole('button', { name: 'Log in or create an account' }));
    const dialog = screen.getByRole('dialog', { name: 'Your account' });
    // The box opens on creating an account; this person has one and logs in.
    const loginTab = await within(dialog).findByRole('tab', { name: 'Log in' });
    expect(within(dialog).getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(loginTab);
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ruth@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));

    expect((await screen.findByText('Your plan is now kept in your account.')).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.get()?.token).toBe('aaa.bbb.ccc');
    expect(localPlan.get()?.planId).toBe(serverPlan._id);
    const posts = api.calls('POST', '/plan');
    expect(posts).toHaveLength(1);
    expect((posts[0]?.body as Plan | undefined)?.readingCalendar).toHaveLength(3);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Keep your plan safe in an account' })).toBeNull());
  });

  it('is not offered to someone signed in', async () => {
    const plan = devicePlan();
    localPlan.set({ ...plan, planId: 'p1' });
    session.set({ user: { ...user, hasConfirmedAccount: true }, token: 't0ken' });
    const serverPlan = servedPlan(plan, 'p1');
    stubApi().answer('GET /plan', { plans: [serverPlan] });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Your reading plan' });
    expect(screen.queryByRole('region', { name: 'Keep your plan safe in an account' })).toBeNull();
  });
});
