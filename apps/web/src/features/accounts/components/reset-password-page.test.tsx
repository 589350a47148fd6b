import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { loadAccountStrings } from '../test/account-strings.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';

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
  session.clear();
  api.restore();
});

/** The link check the page makes, as the fake answers it and as the call is seen. */
const CHECK = 'GET /auth/reset-password/tok-123?email=ruth%40example.com';

const renderReset = () =>
  renderScreen(<ResetPasswordPage />, {
    route: '/reset-password/:token/:email',
    path: '/reset-password/tok-123/ruth%40example.com',
  });

/** Opens the page on a link the server says still works, and waits for the form. */
async function openValidLink() {
  api.answer(CHECK, { status: 'valid' });
  const view = renderReset();
  await screen.findByLabelText('New password');
  return view;
}

function submitPassword(password: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  it('checks the link before showing the form, without using it', async () => {
    api.answer(CHECK, { status: 'valid' });
    renderReset();
    expect(screen.getByRole('status').textContent).toBe('Checking your link…');
    expect(screen.queryByLabelText('New password')).toBeNull();
    await screen.findByLabelText('New password');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(api.seen.map((call) => `${call.method} ${call.path}`)).toEqual([CHECK]);
    expect(screen.getByText('Account: ruth@example.com')).toBeTruthy();
  });

  it.each([
    ['used', 'This link has already been used to choose a new password. Each link works only once.'],
    ['expired', 'This link has expired: reset links work for one hour.'],
    ['unknown', "This link doesn't work. It may be incomplete, or a newer link was sent after it."],
  ])('says a %s link before any form, and offers a new link for the same address', async (status, words) => {
    api.answer(CHECK, { status });
    const { router } = renderReset();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(words));
    expect(screen.queryByLabelText('New password')).toBeNull();
    const newLink = screen.getByRole('link', { name: 'Send me a new link' });
    expect(newLink.getAttribute('href')).toBe('/forgot-password?email=ruth%40example.com');
    // A used link probably set the password already: logging in is offered too.
    const logIn = screen.queryByRole('link', { name: 'Log in' });
    expect(Boolean(logIn)).toBe(status === 'used');
    if (logIn) {
      fireEvent.click(logIn);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toEqual({ email: 'ruth@example.com' });
    }
  });

  it('still shows the form when the check cannot be made (the answer to the reset will say)', async () => {
    api.answer(CHECK, { message: 'down' }, 503);
    renderReset();
    expect(await screen.findByLabelText('New password')).toBeTruthy();
  });

  it('asks for a long enough password before sending', async () => {
    await openValidLink();
    submitPassword('123');
    expect(await screen.findByText('Please choose a longer password')).toBeTruthy();
    expect(api.seen).toHaveLength(1);
  });

  it('after the reset, opens log in with the e-mail filled and says the password changed', async () => {
    api.answer('POST /auth/reset_password', { success: true });
    const { router } = await openValidLink();
    submitPassword('new-secret');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ email: 'ruth@example.com' });
    // Queued before leaving, in the same callback (the next screen renders in a transition).
    expect(snackbars.current()).toMatchObject({
      message: 'Your password has been changed. Log in with your new password.',
      severity: 'success',
    });
    expect(api.calls('POST', '/auth/reset_password')[0]?.body).toEqual({
      token: 'tok-123',
      email: 'ruth@example.com',
      password: 'new-secret',
    });
    // Going back does not return to the filled form.
    expect(router.state.historyAction).toBe('REPLACE');
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
    api.answer('POST /auth/reset_password', { success: true });
    session.set({ user: { ...user, email: 'naomi@example.com' }, token: 'naomi-token' });
    let view = await openValidLink();
    submitPassword('new-secret');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(session.get()?.token).toBe('naomi-token');

    cleanup();
    clearSnackbars();
    session.set({ user, token: 'ruth-token' });
    view = await openValidLink();
    submitPassword('new-secret');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(session.get()).toBeNull();
  });

  it('when the link was used meanwhile (another tab), asks again and says so instead of the form', async () => {
    api.answer('POST /auth/reset_password', { invalidToken: true });
    await openValidLink();
    api.answer(CHECK, { status: 'used' });
    submitPassword('new-secret');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('This link has already been used'));
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toBeTruthy();
  });

  it('when the link expired while the form was open, says so instead of the form', async () => {
    api.answer('POST /auth/reset_password', { tokenExpired: true });
    await openValidLink();
    submitPassword('new-secret');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('This link has expired'));
    expect(screen.queryByLabelText('New password')).toBeNull();
  });

  it('offers to create an account when the account does not exist', async () => {
    api.answer('POST /auth/reset_password', { notFound: true });
    await openValidLink();
    submitPassword('new-secret');
    await waitFor(() => expect(screen.getAllByRole('status').at(-1)?.textContent).toContain('Account not found.'));
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });
});
