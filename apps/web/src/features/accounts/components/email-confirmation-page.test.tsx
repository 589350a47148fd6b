import { cleanup, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { startFakeApi } from '../test/fake-api.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { EmailConfirmationPage } from './email-confirmation-page.tsx';

let fakeApi: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  await setupTestI18n();
  fakeApi = await startFakeApi();
});
afterAll(() => fakeApi.stop());
afterEach(() => {
  cleanup();
  clearSnackbars();
  fakeApi.reset();
  localStorage.clear();
});

const user = {
  id: 'u3',
  name: 'Naomi',
  email: 'naomi@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: false,
};

const renderConfirmation = () =>
  renderScreen(
    <StrictMode>
      <EmailConfirmationPage />
    </StrictMode>,
    { route: '/email-confirmation/:token', path: '/email-confirmation/mail-token' },
  );

describe('EmailConfirmationPage', () => {
  it('confirms once (even under StrictMode), updates the signed-in user and opens /plan', async () => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    fakeApi.answer('/api/auth/confirm_email', { success: true, user: { ...user, hasConfirmedAccount: true } });
    const { router } = renderConfirmation();
    expect(screen.getByText('Please wait while we confirm your e-mail…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    // The router's state moves before React renders the next screen: wait for it on a busy machine.
    await screen.findByTestId('landed');
    expect(screen.getByRole('status').textContent).toContain('Account confirmed');
    expect(fakeApi.seen).toHaveLength(1);
    expect(fakeApi.seen[0]?.body).toEqual({ token: 'mail-token' });
    expect(session.get()?.user.hasConfirmedAccount).toBe(true);
  });

  it('opens /plan with the general error when the token is refused', async () => {
    fakeApi.answer('/api/auth/confirm_email', { invalidToken: true });
    const { router } = renderConfirmation();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again');
  });
});
