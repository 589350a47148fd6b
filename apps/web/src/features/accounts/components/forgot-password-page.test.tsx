import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { loadAccountStrings } from '../test/account-strings.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

let api: FakeApi;
beforeAll(async () => {
  await setupTestI18n();
  await loadAccountStrings();
});
beforeEach(() => {
  api = stubApi();
});
afterEach(() => {
  cleanup();
  clearSnackbars();
  api.restore();
});

describe('ForgotPasswordPage', () => {
  it('arrives from a link that no longer works with its address filled, and sends a new link', async () => {
    api.answer('POST /auth/forgot_password', { success: true });
    renderScreen(<ForgotPasswordPage />, {
      route: '/forgot-password',
      path: '/forgot-password?email=ruth%40example.com',
    });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('ruth@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        "We've sent a link to ruth@example.com. Open it within an hour to choose a new password.",
      ),
    );
    expect(api.calls('POST', '/auth/forgot_password')[0]?.body).toEqual({ email: 'ruth@example.com' });
  });

  it('asks for the e-mail when empty', async () => {
    renderScreen(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });
});
