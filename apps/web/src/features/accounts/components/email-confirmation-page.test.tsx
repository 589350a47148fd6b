import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { loadAccountStrings } from '../test/account-strings.ts';
import { clearSnackbars, renderScreen } from '../test/render-screen.tsx';
import { EmailConfirmationPage } from './email-confirmation-page.tsx';

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
  session.clear();
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
    api.answer('POST /auth/confirm_email', { success: true, user: { ...user, hasConfirmedAccount: true } });
    const { router } = renderConfirmation();
    expect(screen.getByRole('status').textContent).toBe('Please wait while we confirm your e-mail address…');
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    // The snackbar is queued in the same callback, before leaving: it is there as /plan opens. (The
    // next screen renders in a transition, the snackbar host at once, so waiting for one and then
    // reading the other from the DOM depended on which came first: the flaky test.)
    expect(snackbars.current()).toMatchObject({ message: 'Your e-mail address is confirmed.', severity: 'success' });
    expect(api.seen).toHaveLength(1);
    expect(api.calls('POST', '/auth/confirm_email')[0]?.body).toEqual({ token: 'mail-token' });
    expect(session.get()?.user.hasConfirmedAccount).toBe(true);
  });

  it.each([
    ['invalidToken', "This confirmation link doesn't work any more"],
    ['tokenExpired', 'This confirmation link has expired: links work for seven days.'],
  ])('stays on a %s link and sends a new one to the signed-in address', async (answer, words) => {
    session.set({ user, token: 'aaa.bbb.ccc' });
    api.answer('POST /auth/confirm_email', { [answer]: true });
    api.answer('POST /auth/resend-confirmation', { success: true });
    const { router } = renderConfirmation();

    await waitFor(() => expect(screen.getAllByRole('status')[0]?.textContent).toContain(words));
    expect(router.state.location.pathname).toBe('/email-confirmation/mail-token');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("This link didn't work");
    const form = screen.getByRole('form', { name: 'Get a new confirmation link' });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('naomi@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));

    await waitFor(() =>
      expect(screen.getAllByRole('status')[1]?.textContent).toBe(
        'If naomi@example.com belongs to an account waiting for confirmation, a new link is on its way. Check your inbox.',
      ),
    );
    expect(form.isConnected).toBe(false);
    const resend = api.calls('POST', '/auth/resend-confirmation')[0];
    expect(resend?.body).toEqual({ email: 'naomi@example.com' });
    expect(resend?.headers.language).toBe('EN');
    expect(screen.getByRole('link', { name: 'Go to my plan' }).getAttribute('href')).toBe('/plan');
  });

  it('asks for the address when nobody is signed in, and checks it before sending', async () => {
    api.answer('POST /auth/confirm_email', { invalidToken: true });
    api.answer('POST /auth/resend-confirmation', { success: true });
    renderConfirmation();
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    expect(email.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Enter your e-mail address')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ruth@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    expect(api.seen.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /auth/confirm_email']);

    fireEvent.change(email, { target: { value: ' ruth@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    await waitFor(() => expect(api.seen).toHaveLength(2));
    expect(api.calls('POST', '/auth/resend-confirmation')[0]?.body).toEqual({ email: 'ruth@example.com' });
  });

  it('offers to try again when the request fails, and confirms on the second try', async () => {
    api.answer('POST /auth/confirm_email', { message: 'down' }, 503);
    const { router } = renderConfirmation();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Something went wrong, please try again'));
    api.answer('POST /auth/confirm_email', { success: true, user: { ...user, hasConfirmedAccount: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(snackbars.current()?.message).toBe('Your e-mail address is confirmed.');
  });

  it('in Polish, says the link expired and offers a new one', async () => {
    await setupTestI18n('pl');
    try {
      api.answer('POST /auth/confirm_email', { tokenExpired: true });
      renderConfirmation();
      await waitFor(() =>
        expect(screen.getAllByRole('status')[0]?.textContent).toBe(
          'Ten link potwierdzający wygasł: linki działają przez siedem dni.',
        ),
      );
      expect(screen.getByRole('button', { name: 'Wyślij nowy link' })).toBeTruthy();
    } finally {
      await setupTestI18n('en');
    }
  });
});
