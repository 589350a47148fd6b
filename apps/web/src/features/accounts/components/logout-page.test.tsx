import { QueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { planOutbox } from '../../../lib/plan/plan-device-store.ts';
import { session } from '../../../lib/session.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { loadAccountStrings } from '../test/account-strings.ts';
import { renderScreen } from '../test/render-screen.tsx';
import { LogoutPage } from './logout-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
  await loadAccountStrings();
});
afterEach(() => {
  cleanup();
  session.clear();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const waitingTick = {
  kind: 'mark' as const,
  opId: 'op-1',
  planId: '5a0c0000-0000-4000-8000-00000000000a',
  chapter: { book: 'john', chapter: 1 },
  read: true,
  at: '2026-11-23T08:00:00.000Z',
};

const user = {
  id: 'u4',
  name: 'Eli',
  email: 'eli@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

describe('LogoutPage', () => {
  it('clears local storage, the session and cached server data, then opens /login', async () => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    localStorage.setItem('planv2', '{}');
    const queryClient = new QueryClient();
    queryClient.setQueryData(['plan'], { id: 'p1' });
    const { router } = renderScreen(<LogoutPage />, { route: '/logout', path: '/logout', queryClient });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.length).toBe(0);
    expect(session.get()).toBeNull();
    expect(queryClient.getQueryData(['plan'])).toBeUndefined();
  });

  it('does not throw away ticks the server could not get yet without asking', async () => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    planOutbox.set([waitingTick]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { router } = renderScreen(<LogoutPage />, { route: '/logout', path: '/logout' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/haven’t reached your account yet/);
    expect(session.get()).not.toBeNull();
    expect(planOutbox.get()).toEqual([waitingTick]);

    fireEvent.click(screen.getByRole('button', { name: 'Log out anyway' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.length).toBe(0);
  });
});
