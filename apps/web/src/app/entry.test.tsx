import { emptyLocalPlan } from '@bible-journey/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useRoutes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localPlan } from '../lib/local-plan-store.ts';
import { session } from '../lib/session.ts';
import { type FakeApi, stubApi } from '../test/fake-fetch.ts';
import { setupTestI18n } from '../test/i18n.ts';
import { routes } from './router.tsx';

// Where opening the app (`/`, the installed app's start) leads, through the real screens.

function Screens() {
  return <Suspense fallback={null}>{useRoutes(routes)}</Suspense>;
}

function openApp(at = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <Screens /> }], { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const signIn = () =>
  session.set({
    user: { id: 'u1', name: 'Ana', email: 'ana@example.com', picture: null, language: null, hasConfirmedAccount: true },
    token: 't1',
  });

const participantIn = [{ _id: 'c2', title: 'Gospels in Lent', participantsCount: 12, owner: { name: 'Bruno Lima' } }];

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  api.answer('GET /plan', { plans: [] });
  api.answer('GET /challenges', { owner: [], participant: [] });
  api.answer('GET /challenges/invites', { challengeInvites: [] });
  api.answer('GET /premium', { premiumAccess: null });
});
afterEach(() => {
  cleanup();
  session.clear();
  localPlan.clear();
  localStorage.clear();
  api.restore();
});

describe('opening the app', () => {
  it('takes a newcomer to plan creation', async () => {
    const router = openApp();
    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
    expect(api.seen).toHaveLength(0);
  });

  it('takes someone with a plan on the device to it', async () => {
    localPlan.set(emptyLocalPlan('2026-11-23T10:00:00.000Z'));
    const router = openApp();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
  });

  it('takes someone signed in who joined a challenge and has no plan to their challenges', async () => {
    signIn();
    api.answer('GET /challenges', { owner: [], participant: participantIn });
    const router = openApp();
    expect(await screen.findByRole('link', { name: /Gospels in Lent/ })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/challenges');
  });

  it('takes someone signed in with only an invitation to it', async () => {
    signIn();
    api.answer('GET /challenges/invites', {
      challengeInvites: [{ _id: 'i1', challenge: { _id: 'c9', title: 'Psalms', owner: { name: 'Bruno Lima' } } }],
    });
    const router = openApp();
    expect(await screen.findByText('Bruno Lima invited you to “Psalms”.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/challenges');
  });

  it('takes someone signed in with no plan and no challenge to plan creation', async () => {
    signIn();
    const router = openApp();
    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
    expect(api.calls('GET', '/challenges')).toHaveLength(1);
  });

  it('still offers plan creation to that person on Home (/plan), where the bottom bar leads back', async () => {
    signIn();
    api.answer('GET /challenges', { owner: [], participant: participantIn });
    const router = openApp('/plan');
    await waitFor(() => expect(router.state.location.pathname).toBe('/new'));
    expect(api.calls('GET', '/challenges')).toHaveLength(0);
  });
});
