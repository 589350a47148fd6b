import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { holdAnswer } from '../../../test/held-answer.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { loadAccountStrings } from '../test/account-strings.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { RegisterPage } from './register-page.tsx';

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
  it('asks for every field when empty', async () => {
    renderRegister();
    submit();
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('checks name length, e-mail shape and password length before sending', async () => {
    renderRegister();
    fill({ name: 'B', email: 'boaz@example', password: '12345' });
    submit();
    expect(await screen.findByText('Please enter a longer name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Please choose a longer password')).toBeTruthy();
    expect(api.seen).toHaveLength(0);
  });

  it('creates the account in the interface language, stores the session and opens /plan', async () => {
    const release = holdAnswer(api, 'POST /auth/register', { user, token: 'ttt.uuu.vvv' });
    const { router } = renderRegister();
    fill({ name: ' Boaz ', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('button', { name: 'Creating account…' })).hasAttribute('disabled')).toBe(true);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(session.get()).toEqual({ user, token: 'ttt.uuu.vvv' });
    const [registered] = api.calls('POST', '/auth/register');
    expect(registered?.body).toEqual({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    expect(registered?.headers.language).toBe('EN');
  });

  it('offers to log in when the e-mail is taken', async () => {
    api.answer('POST /auth/register', { taken: true });
    renderRegister();
    fill({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain('This e-mail address is already registered.');
    const links = screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/login', '/login']);
    expect(session.get()).toBeNull();
  });

  it('names the provider when the e-mail belongs to a Google account', async () => {
    api.answer('POST /auth/register', { usingGoogle: true });
    renderRegister();
    fill({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('status')).textContent).toContain(
      'This account was created with Google. To log in, use the “Continue with Google” button.',
    );
  });

  it('shows the general error when the server fails', async () => {
    api.answer('POST /auth/register', { message: 'down' }, 503);
    renderRegister();
    fill({ name: 'Boaz', email: 'boaz@example.com', password: 'secret1' });
    submit();
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong, please try again');
  });

  it('links to the privacy policy in the interface language, and to log in', async () => {
    renderRegister();
    expect(screen.getByRole('link', { name: 'privacy policy and terms' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
  });

  it.each([
    ['pt', 'Criar conta', 'política de privacidade e termos', '/politica-de-privacidade', 'Digite sua senha'],
    ['pl', 'Załóż konto', 'politykę prywatności i warunki', '/privacy-policy', 'Podaj hasło'],
    ['id', 'Buat akun', 'kebijakan privasi dan ketentuan kami', '/privacy-policy', 'Masukkan kata sandi Anda'],
  ])(
    'in %s, links the policy at its address and asks for each field in a whole sentence',
    async (language, submitLabel, linkName, href, passwordMissing) => {
      await setupTestI18n(language);
      try {
        renderRegister();
        expect(screen.getByRole('link', { name: linkName }).getAttribute('href')).toBe(href);
        fireEvent.click(screen.getByRole('button', { name: submitLabel }));
        expect(await screen.findByText(passwordMissing)).toBeTruthy();
      } finally {
        await setupTestI18n('en');
      }
    },
  );

  it('finishes an invited registration with its own title and the e-mail filled in', () => {
    const { router } = renderScreen(<RegisterPage />, { route: '/register', path: '/' });
    void router.navigate('/register?finishRegister=true', { state: { email: 'invited@example.com' } });
    return waitFor(() => {
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Finish your registration');
      expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('invited@example.com');
    });
  });
});
