import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../components/modals/modal-host.tsx';
import { SnackbarHost } from '../../components/snackbars/snackbar-host.tsx';
import { modals } from '../../lib/modals/modals.ts';
import { session } from '../../lib/session.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { stubApi } from '../../test/fake-fetch.ts';
import { holdAnswer } from '../../test/held-answer.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { type AccountModalOptions, openAccountModal } from './open-account-modal.tsx';

const user = {
  id: 'u1',
  name: 'Ruth',
  email: 'ruth@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

async function renderAndOpen(options: Partial<AccountModalOptions> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <p>The plan</p>
            <ModalHost store={modals} />
            <SnackbarHost />
          </>
        ),
      },
    ],
    { initialEntries: ['/plan'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  act(() => openAccountModal({ intent: 'login', ...options }));
  const dialog = screen.getByRole('dialog', { name: 'Your account' });
  await within(dialog).findByRole('tab', { name: 'Log in' });
  return { dialog, router };
}

function logIn(dialog: HTMLElement, email: string, password: string) {
  fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

beforeAll(async () => {
  await setupTestI18n();
  // The box loads lazily; the first import (React Aria, the forms) can outlast findBy's wait.
  await import('./account-modal.tsx');
});
afterEach(() => {
  cleanup();
  act(() => modals.closeAll());
  for (let current = snackbars.current(); current; current = snackbars.current()) snackbars.close(current.id);
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('openAccountModal', () => {
  it('opens on the register tab when the person came to create an account', async () => {
    const { dialog } = await renderAndOpen({ intent: 'register' });
    expect(within(dialog).getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'privacy policy and terms' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
  });

  it('says why it opened and starts on the login tab when the person came to log in', async () => {
    const { dialog } = await renderAndOpen({ reason: 'Keep your plan safe.' });
    expect(within(dialog).getByText('Keep your plan safe.')).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Log in' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByRole('tabpanel', { name: 'Log in' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
  });

  it('after a sign-in stores the session, keeps the device plan, closes and runs the pending action', async () => {
    localStorage.setItem('planv2', '{"kept":true}');
    const api = stubApi();
    const release = holdAnswer(api, 'POST /auth/authenticate', { user, token: 'aaa.bbb.ccc' });
    const onSignedIn = vi.fn();
    const { dialog, router } = await renderAndOpen({ onSignedIn });
    logIn(dialog, ' ruth@example.com ', 'secret1');
    expect((await within(dialog).findByRole('button', { name: 'Logging in…' })).hasAttribute('disabled')).toBe(true);
    release();

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.get()).toEqual({ user, token: 'aaa.bbb.ccc' });
    expect(api.calls('POST', '/auth/authenticate').map((call) => call.body)).toEqual([
      {
        email: 'ruth@example.com',
        password: 'secret1',
      },
    ]);
    expect(localStorage.getItem('planv2')).toBe('{"kept":true}');
    // The pending action replaces the screens' move to /plan.
    expect(router.state.location.pathname).toBe('/plan');
  });

  it('says "signed in" when no action is pending', async () => {
    stubApi().answer('POST /auth/authenticate', { user, token: 'aaa.bbb.ccc' });
    const { dialog } = await renderAndOpen();
    logIn(dialog, 'ruth@example.com', 'secret1');
    expect((await screen.findByRole('status')).textContent).toContain("You're logged in.");
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the password field on a wrong password and stays open', async () => {
    stubApi().answer('POST /auth/authenticate', { wrongPassword: true });
    const onSignedIn = vi.fn();
    const { dialog } = await renderAndOpen({ onSignedIn });
    logIn(dialog, 'ruth@example.com', 'nope12');
    expect((await within(dialog).findByText('Wrong password')).textContent).toBe('Wrong password');
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Your account' })).toBeTruthy();
    expect(session.get()).toBeNull();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('switches between the login and register forms', async () => {
    const { dialog } = await renderAndOpen();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Create account' }));
    expect(within(dialog).getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).getByLabelText('Name')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Create account' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Log in' }));
    expect(within(dialog).queryByLabelText('Name')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('shows "account not found" inside the box, its Register action opening the register tab', async () => {
    stubApi().answer('POST /auth/authenticate', { notFound: true });
    const { dialog } = await renderAndOpen();
    logIn(dialog, 'nobody@example.com', 'secret1');
    const notice = await within(dialog).findByRole('status');
    expect(notice.textContent).toContain('Account not found.');
    expect(within(dialog).getByText('No account uses this e-mail address.')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Create an account' }));
    expect(within(dialog).getByRole('tab', { name: 'Create account' }).getAttribute('aria-selected')).toBe('true');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('registers in the box and runs the pending action', async () => {
    stubApi().answer('POST /auth/register', { user, token: 'ddd.eee.fff' });
    const onSignedIn = vi.fn();
    const { dialog } = await renderAndOpen({ onSignedIn });
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Create account' }));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ruth' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'ruth@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'secret1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(session.get()?.token).toBe('ddd.eee.fff');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the general error inside the box when the call fails', async () => {
    stubApi().answer('POST /auth/authenticate', { message: 'boom' }, 500);
    const { dialog } = await renderAndOpen();
    logIn(dialog, 'ruth@example.com', 'secret1');
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Something went wrong, please try again');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('leaves for password recovery after closing the box', async () => {
    const { dialog, router } = await renderAndOpen();
    fireEvent.click(within(dialog).getByRole('link', { name: 'Forgot your password?' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
