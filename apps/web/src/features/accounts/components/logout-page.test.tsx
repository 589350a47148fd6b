import { QueryClient } from '@tanstack/react-query';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderScreen } from '../test/render-screen.tsx';
import { LogoutPage } from './logout-page.tsx';

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

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
});
