import type { CompleteDayBody, Plan } from '@bible-journey/contract';
import { buildReadingCalendar, type LocalPlanV2, storeLocalPlan, todayIso } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { planOutbox } from '../../../lib/plan/plan-device-store.ts';
import { type DeviceSession, session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { servedPlan } from '../../../test/served-plan.ts';
import { PlanChecklistPage } from './plan-checklist-page.tsx';

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/plan']}>
        <PlanChecklistPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function devicePlan(): LocalPlanV2 {
  const today = todayIso();
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 2,
    readingOrder: 'traditional',
    startDate: today,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 4 },
  });
  const settings = {
    blockedWeekDays: [],
    planType: 2 as const,
    chaptersPerDay: 3,
    quantityOfDays: 2,
    readingOrder: 'traditional' as const,
    trackDelays: true,
  };
  return storeLocalPlan(days, settings, null, new Date().toISOString());
}

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  session.set({ user: { email: 'reader@example.com', name: 'Reader' }, token: 't0ken' } as DeviceSession);
});
afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('PlanChecklistPage signed in', () => {
  it('says the plan could not be reached when the fetch fails and the device has none', async () => {
    const api = stubApi();
    api.answer('GET /plan', { message: 'down' }, 500);
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading your plan…');
    await screen.findByText('We had a problem on trying to access your plan.');
    expect(screen.getByText('Ooops... :(')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.seen).toHaveLength(2));
  });

  it('posts the device plan, then sends a tick with the server’s day id', async () => {
    const plan = devicePlan();
    localPlan.set(plan);
    const serverPlan = servedPlan(plan, '7d1c2e4a-0000-4000-8000-000000000001');
    const saved: Plan[] = [];
    const api = stubApi();
    api.reply('GET /plan', () => ({ body: { plans: saved } }));
    api.reply('POST /plan', () => {
      saved.push(serverPlan);
      return { body: { plan: serverPlan } };
    });
    api.reply('PUT /day-reading/complete/:dayId', ({ body }) => {
      const { read, at } = body as CompleteDayBody;
      return {
        body: {
          day: { ...serverPlan.readingCalendar[1], read, readChangedAt: at },
          planId: serverPlan._id,
          revision: 2,
          updatedAt: at,
          applied: true,
        },
      };
    });
    renderPage();

    await waitFor(() => expect(localPlan.get()?.planId).toBe(serverPlan._id));
    const [posted] = api.calls('POST', '/plan');
    expect((posted?.body as Plan | undefined)?.readingCalendar).toHaveLength(2);

    const dayId = serverPlan.readingCalendar[1]?.id;
    fireEvent.click(screen.getAllByRole('checkbox', { name: /^Gen/ })[1] as HTMLElement);
    expect(localPlan.get()?.planv2[1]?.read).toBe(true);
    await waitFor(() => expect(api.calls('PUT', `/day-reading/complete/${dayId}`).length).toBeGreaterThan(0));
    expect(api.calls('PUT', `/day-reading/complete/${dayId}`)[0]?.body).toEqual({
      read: true,
      at: localPlan.get()?.planv2[1]?.readChangedAt,
      planId: serverPlan._id,
      chapter: serverPlan.readingCalendar[1]?.readingStart,
    });
    // Acknowledged: nothing waits in the outbox.
    await waitFor(() => expect(planOutbox.get()).toEqual([]));
  });
});
