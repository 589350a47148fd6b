import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { holdAnswer } from '../../../test/held-answer.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { loadAccountStrings } from '../test/account-strings.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { LoginPage } from './login-page.tsx';

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
  localStorage.clear();
});

const user = {
  id: 'u1',
  name: 'Ruth',
  email: 'ruth@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: true,
};

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const renderLogin = () => renderScreen(<LoginPage />, { route: '/login', path: '/login' });

describe('LoginPage', () => {
  it('asks for both fields before calling the server, on the first one', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
    expect(api.seen).toHaveLength(0);
  });

  it('toggles the password between hidden and shown', () => {
    renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('stores the session, keeps the device plan and opens /plan on success', async () => {
    localStorage.setItem('planv2', '{"kept":true}');
    const release = holdAnswer(api, 'POST /auth/authenticate', { user, token: 'aaa.bbb.ccc' });
    const { router } = renderLogin();
    fillAndSubmit(' ruth@example.com ', 'secret1');
    expect((await screen.findByRole('button', { name: 'Logging in…' })).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(session.get()).toEqual({ user, token: 'aaa.bbb.ccc' });
    expect(api.calls('POST', '/auth/authenticate')[0]?.body).toEqual({
      email: 'ruth@example.com',
      password: 'secret1',
    });
    expect(localStorage.getItem('planv2')).toBe('{"kept":true}');
  });

  it('says no account uses the e-mail, on the field, and offers to register when the account does not exist', async () => {
    api.answer('POST /auth/authenticate', { notFound: true });
    renderLogin();
    fillAndSubmit('nobody@example.com', 'secret1');
    const snackbar = await screen.findByRole('status');
    expect(snackbar.textContent).toContain('Account not found.');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText('No account uses this e-mail address.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('marks the password field on a wrong password', async () => {
    api.answer('POST /auth/authenticate', { wrongPassword: true });
    renderLogin();
    fillAndSubmit('ruth@example.com', 'nope12');
    expect((await screen.findByText('Wrong password')).textContent).toBe('Wrong password');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(session.get()).toBeNull();
  });

  it('asks to wait, on the password field, when this address has tried too many wrong passwords', async () => {
    api.answer(
      'POST /auth/authenticate',
      { statusCode: 429, error: 'Too Many Requests', message: 'Too many wrong passwords for this account from here' },
      429,
    );
    renderLogin();
    fillAndSubmit('ruth@example.com', 'nope12');
    expect(
      await screen.findByText('Too many wrong passwords. Wait a moment and try again, or reset your password.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(session.get()).toBeNull();
  });

  it('names the social provider the account was made with', async () => {
    api.answer('POST /auth/authenticate', { usingFacebook: true });
    renderLogin();
    fillAndSubmit('ruth@example.com', 'secret1');
    expect((await screen.findByRole('status')).textContent).toContain(
      'This account was created with Facebook. To log in, use the “Continue with Facebook” button.',
    );
  });

  it('sends an invited account to finish its registration with the e-mail filled in', async () => {
    api.answer('POST /auth/authenticate', { shouldFinishRegister: true });
    const { router } = renderLogin();
    fillAndSubmit('invited@example.com', 'secret1');
    await waitFor(() => expect(router.state.location.search).toBe('?finishRegister=true'));
    expect(router.state.location.pathname).toBe('/register');
    expect(router.state.location.state).toEqual({ email: 'invited@example.com' });
  });

  it('shows the general error when the call fails, and lets the person try again', async () => {
    api.answer('POST /auth/authenticate', { message: 'boom' }, 500);
    renderLogin();
    fillAndSubmit('ruth@example.com', 'secret1');
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong, please try again');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' }).hasAttribute('disabled')).toBe(false));
  });

  it('arrives from a password reset with the e-mail filled in and the password to type', async () => {
    const { router } = renderScreen(<LoginPage />, { route: '/login', path: '/' });
    await router.navigate('/login', { state: { email: 'ruth@example.com' } });
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('ruth@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('starts empty, nothing focused, when opened directly', () => {
    renderLogin();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it('links to password recovery and registration, and back to the plan', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create one' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/plan');
  });
});
