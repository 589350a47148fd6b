import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { startFakeApi } from '../test/fake-api.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

let fakeApi: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  await setupTestI18n();
  fakeApi = await startFakeApi();
});
afterAll(() => fakeApi.stop());
afterEach(() => {
  cleanup();
  clearSnackbars();
  session.clear();
  fakeApi.reset();
});

function resetWith(password: string) {
  renderScreen(<ResetPasswordPage />, {
    route: '/reset-password/:token/:email',
    path: '/reset-password/tok-123/ruth%40example.com',
  });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  it('asks for a long enough password before sending', () => {
    resetWith('123');
    expect(screen.getByText('please enter a longer password')).toBeTruthy();
    expect(fakeApi.seen).toHaveLength(0);
  });

  it('sends token, e-mail and password, and keeps the success open with a login link', async () => {
    fakeApi.answer('/api/auth/reset_password', { success: true });
    resetWith('new-secret');
    expect((await screen.findByRole('status')).textContent).toContain('Password changed successfully.');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(fakeApi.seen[0]?.body).toEqual({ token: 'tok-123', email: 'ruth@example.com', password: 'new-secret' });
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/plan');
  });

  it('forgets this device’s session of that account, which the reset ended, but not another account’s', async () => {
    const user = {
      id: 'u1',
      name: 'Ruth',
      email: 'ruth@example.com',
      picture: null,
      language: null,
      hasConfirmedAccount: true,
      hasPassword: true,
    };
    fakeApi.answer('/api/auth/reset_password', { success: true });
    session.set({ user: { ...user, email: 'naomi@example.com' }, token: 'naomi-token' });
    resetWith('new-secret');
    await screen.findByRole('status');
    expect(session.get()?.token).toBe('naomi-token');

    cleanup();
    clearSnackbars();
    session.set({ user, token: 'ruth-token' });
    resetWith('new-secret');
    await screen.findByRole('status');
    expect(session.get()).toBeNull();
  });

  it('says when the request is invalid', async () => {
    fakeApi.answer('/api/auth/reset_password', { invalidToken: true });
    resetWith('new-secret');
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid password reset request.');
  });

  it('offers to ask again when the request expired', async () => {
    fakeApi.answer('/api/auth/reset_password', { tokenExpired: true });
    resetWith('new-secret');
    expect((await screen.findByRole('status')).textContent).toContain('Password reset request expired.');
    expect(screen.getByRole('link', { name: 'Ask again' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('offers to register when the account does not exist', async () => {
    fakeApi.answer('/api/auth/reset_password', { notFound: true });
    resetWith('new-secret');
    expect((await screen.findByRole('status')).textContent).toContain('Account not found.');
  });
});
