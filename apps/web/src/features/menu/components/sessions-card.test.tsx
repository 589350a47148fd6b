import {
  ChangePasswordResponseSchema,
  ErrorResponseSchema,
  LogoutEverywhereResponseSchema,
  UserResponseSchema,
} from '@bible-journey/contract';
import { emptyLocalPlan } from '@bible-journey/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

const user = { ...signedInUser, hasPassword: true };
const ended = ErrorResponseSchema.parse({
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Your session is no longer valid: sign in again.',
});

let api: ReturnType<typeof stubApi>;

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  api = stubApi();
  session.set({ user, token: 'old-token' });
  api.answer('GET /user', UserResponseSchema.parse({ user }));
});
afterEach(() => {
  cleanup();
  resetHosts();
  api.restore();
  session.clear();
  localStorage.clear();
});

describe('change password', () => {
  function openForm() {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Change password' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('form', { name: 'Change password' });
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    return { toggle, form };
  }
  const fill = (form: HTMLElement, current: string, next: string) => {
    fireEvent.change(within(form).getByLabelText('Current password'), { target: { value: current } });
    fireEvent.change(within(form).getByLabelText('New password'), { target: { value: next } });
  };

  it('is offered only to accounts with a password', () => {
    session.set({ user: { ...user, hasPassword: false }, token: 'google-token' });
    api.answer('GET /user', UserResponseSchema.parse({ user: { ...user, hasPassword: false } }));
    renderMenu();
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log out of all devices' })).toBeTruthy();
  });

  it('opens on the current password, with a show/hide toggle for each field', () => {
    const { form } = openForm();
    const current = within(form).getByLabelText('Current password') as HTMLInputElement;
    expect(document.activeElement).toBe(current);
    expect(current.type).toBe('password');
    expect(current.autocomplete).toBe('current-password');
    const next = within(form).getByLabelText('New password') as HTMLInputElement;
    expect(next.autocomplete).toBe('new-password');
    expect(next.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(form).getByText('At least 6 characters.')).toBeTruthy();

    const showCurrent = within(form).getByRole('button', { name: 'Show current password' });
    fireEvent.click(showCurrent);
    expect(showCurrent.getAttribute('aria-pressed')).toBe('true');
    expect(current.type).toBe('text');
    expect(next.type).toBe('password');
    expect(within(form).getByRole('button', { name: 'Show new password' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says what is missing or too short before sending anything', async () => {
    const { form } = openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    const problems = (await within(form).findAllByRole('alert')).map((alert) => alert.textContent);
    expect(problems).toEqual(['Enter your current password', 'Enter your password']);
    expect(within(form).getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');

    fill(form, 'correct horse', '12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('Please choose a longer password'));
    expect(document.activeElement).toBe(within(form).getByLabelText('New password'));
    expect(api.calls('PUT', '/user/password')).toHaveLength(0);
  });

  it('marks a wrong current password on its field and keeps the session', async () => {
    api.answer('PUT /user/password', ChangePasswordResponseSchema.parse({ wrongPassword: true }));
    const { form } = openForm();
    fill(form, 'not it', 'a new secret');
    fireEvent.click(within(form).getByRole('button', { name: 'Save new password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Wrong password');
    expect(document.activeElement).toBe(within(form).getByLabelText('Current password'));
    expect(session.get()?.token).toBe('old-token');
  });

  it('changes it, keeps this device signed in with the new token and says the others were logged out', async () => {
    const answer = ChangePasswordResponseSchema.parse({ user, token: 'new-token' });
    api.answer('PUT /user/password', answer);
    const { form, toggle } = openForm();
    fill(form, 'correct horse', 'a new secret');
    fireEvent.click(within(form).getByRole('button', { name: 'Save new password' }));

    expect((await screen.findByRole('status')).textContent).toContain(
      'Your password was changed. Your other devices have been logged out.',
    );
    expect(api.calls('PUT', '/user/password')[0]?.body).toEqual({
      currentPassword: 'correct horse',
      password: 'a new secret',
    });
    expect(api.calls('PUT', '/user/password')[0]?.headers.authorization).toBe('Bearer old-token');
    expect(session.get()).toEqual({ user, token: 'new-token' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('cancel closes the form and sends nothing', () => {
    const { form, toggle } = openForm();
    fill(form, 'correct horse', 'a new secret');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Current password')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(api.seen.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('handles a session ended elsewhere calmly: signed out, the plan kept, a way back in', async () => {
    const plan = { ...emptyLocalPlan('2025-01-01T00:00:00.000Z'), planId: 'server-plan' };
    localPlan.set(plan);
    api.answer('PUT /user/password', ended, 401);
    const { form } = openForm();
    fill(form, 'correct horse', 'a new secret');
    fireEvent.click(within(form).getByRole('button', { name: 'Save new password' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain(
      "You've been logged out on this device (the session ended or the account was deleted). Your plan stays here.",
    );
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(session.get()).toBeNull();
    expect(localPlan.get()).toEqual(plan);
    expect(screen.getByRole('heading', { name: 'Keep your plan everywhere' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('log out of all devices', () => {
  function askToLogOut() {
    const view = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log out of all devices' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out of all devices?' });
    expect(dialog.textContent).toContain('every other phone, tablet and computer');
    return { ...view, dialog };
  }

  it('asks first; cancelling ends nothing', () => {
    const { dialog } = askToLogOut();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', '/auth/logout-everywhere')).toHaveLength(0);
    expect(session.get()?.token).toBe('old-token');
  });

  it('ends every session, then logs this device out as /logout does', async () => {
    api.answer('POST /auth/logout-everywhere', LogoutEverywhereResponseSchema.parse({ loggedOut: true }));
    const { dialog, router } = askToLogOut();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
    const calls = api.calls('POST', '/auth/logout-everywhere');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe('Bearer old-token');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('logs this device out too when its session had already ended', async () => {
    api.answer('POST /auth/logout-everywhere', ended, 401);
    const { dialog, router } = askToLogOut();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logout'));
  });

  it('stays signed in and says so when the server fails', async () => {
    api.answer('POST /auth/logout-everywhere', { message: 'down' }, 500);
    const { dialog, router } = askToLogOut();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out everywhere' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toBeTruthy();
    expect(session.get()?.token).toBe('old-token');
    expect(within(dialog).getByRole('button', { name: 'Log out everywhere' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/menu');
  });
});
