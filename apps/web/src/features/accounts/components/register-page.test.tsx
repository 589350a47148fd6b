import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { startFakeApi } from '../test/fake-api.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { RegisterPage } from './register-page.tsx';

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
  id: 'u2',
  name: 'Boaz',
  email: 'boaz@example.com',
  picture: null,
  language: null,
  hasConfirmedAccount: false,
};

function fill(values: { name?: string; email?: string; password?: string }) {
  if (values.name !== undefined) fireEvent.change(screen.getByLabelText('Name'), { target: { value: values.name } });
  if (values.email !== undefined)
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: values.email } });
  if (values.password !== undefined) {
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  }
}
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
const renderRegister = (path = '/register') => renderScreen(<RegisterPage />, { route: '/register', path });

describe('RegisterPage', () => {
  it('asks for every field when empty', () => {
    renderRegister();
    submit();
    expect(screen.getByText('please inform your name')).toBeTruthy();
    expect(screen.getByText('please inform your email')).toBeTruthy();
    expect(screen.getByText('please inform your password')).toBeTruthy();
    expect(fakeApi.seen).toHaveLength(0);
  });

  it('checks name length, e-mail shape and password length before sending', () => {
    renderRegister();
    fill({ name: 'B', email: 'boaz@example', password: '12345' });
    submit();
    expect(screen.getByText('please enter a longer name')).toBeTruthy();
    expect(screen.getByText('please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('please enter a longer password')).toBeTruthy();
    expect(fakeApi.seen).toHaveLength(0);
  });

  it('creates the account in the interface language, stores the session and opens /plan', async () => {
    fakeApi.answer('/api/auth/register', { user, token: 'ttt.uuu.vvv' });
    const { router } = renderRegister();
    fill({ name: ' Boaz ', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect(screen.getByRole('button', { name: 'Creating account…' }).hasAttribute('disabled')).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(session.get()).toEqual({ user, token: 'ttt.uuu.vvv' });
    expect(fakeApi.seen[0]?.body).toEqual({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    expect(fakeApi.seen[0]?.headers.language).toBe('EN');
  });

  it('offers to log in when the e-mail is taken', async () => {
    fakeApi.answer('/api/auth/register', { taken: true });
    renderRegister();
    fill({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain('Email already registered.');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(session.get()).toBeNull();
  });

  it('names the provider when the e-mail belongs to a Google account', async () => {
    fakeApi.answer('/api/auth/register', { usingGoogle: true });
    renderRegister();
    fill({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain(
      'An account associated with this email was created using Google. Please use it to login.',
    );
  });

  it('shows the general error when the server fails', async () => {
    fakeApi.answer('/api/auth/register', { message: 'down' }, 503);
    renderRegister();
    fill({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong, please try again');
  });

  it('links to the privacy policy and to log in', () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'privacy policy and terms' }).getAttribute('href')).toBe(
      '/politica-de-privacidade',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
  });

  it('finishes an invited registration with its own title and the e-mail filled in', () => {
    const { router } = renderScreen(<RegisterPage />, { route: '/register', path: '/' });
    void router.navigate('/register?finishRegister=true', { state: { email: 'invited@example.com' } });
    return waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finish your registration');
      expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('invited@example.com');
    });
  });
});
