import { CompleteDayResponseSchema, type Plan } from '@bible-journey/contract';
import { buildReadingCalendar, type LocalPlanV2, storeLocalPlan, todayIso } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { planOutbox } from '../../../lib/plan/plan-device-store.ts';
import { type DeviceSession, session } from '../../../lib/session.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { servedPlan } from '../../../test/served-plan.ts';
import { PlanChecklistPage } from './plan-checklist-page.tsx';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    const fetch = vi.fn(async () => json(500, { message: 'down' }));
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Loading your plan…');
    await screen.findByText('We had a problem on trying to access your plan.');
    expect(screen.getByText('Ooops... :(')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it('posts the device plan, then sends a tick with the server’s day id', async () => {
    const plan = devicePlan();
    localPlan.set(plan);
    const serverPlan = servedPlan(plan, '7d1c2e4a-0000-4000-8000-000000000001');
    const saved: Plan[] = [];
    const fetch = vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/plan' && init.method === 'GET') return json(200, { plans: saved });
      if (url === '/api/plan' && init.method === 'POST') {
        saved.push(serverPlan);
        return json(200, { plan: serverPlan });
      }
      const day = serverPlan.readingCalendar[1];
      const body = JSON.parse(String(init.body));
      return json(
        200,
        CompleteDayResponseSchema.parse({
          day: { ...day, read: body.read, readChangedAt: body.at },
          planId: serverPlan._id,
          revision: 2,
          updatedAt: body.at,
          applied: true,
        }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    renderPage();

    await waitFor(() => expect(localPlan.get()?.planId).toBe(serverPlan._id));
    const posted = JSON.parse(String(fetch.mock.calls.find(([, init]) => init.method === 'POST')?.[1].body));
    expect(posted.readingCalendar).toHaveLength(2);

    const dayId = serverPlan.readingCalendar[1]?.id;
    fireEvent.click(screen.getAllByRole('checkbox', { name: /^Gen/ })[1] as HTMLElement);
    expect(localPlan.get()?.planv2[1]?.read).toBe(true);
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => url === `/api/day-reading/complete/${dayId}`)).toBe(true),
    );
    const tick = fetch.mock.calls.find(([url]) => url === `/api/day-reading/complete/${dayId}`);
    expect(tick?.[1].method).toBe('PUT');
    expect(JSON.parse(String(tick?.[1].body))).toEqual({
      read: true,
      at: localPlan.get()?.planv2[1]?.readChangedAt,
      planId: serverPlan._id,
      chapter: serverPlan.readingCalendar[1]?.readingStart,
    });
    // Acknowledged: nothing waits in the outbox.
    await waitFor(() => expect(planOutbox.get()).toEqual([]));
  });
});
