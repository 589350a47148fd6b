import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ModalHost } from '../../components/modals/modal-host.tsx';
import { modals } from '../../lib/modals/modals.ts';
import { session } from '../../lib/session.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { offerLoginUpdate } from './login-update.tsx';
import {
  isLoginUpdateDue,
  LOGIN_UPDATE_FIRST_AFTER_DAYS,
  LOGIN_UPDATE_SNOOZE_DAYS,
  loginUpdateState,
} from './login-update-state.ts';

const DAY = 24 * 60 * 60 * 1000;
const FIRST_SEEN = new Date('2026-03-01T08:00:00Z');
const days = (count: number) => new Date(FIRST_SEEN.getTime() + count * DAY);

function renderHost() {
  const router = createMemoryRouter([{ path: '*', element: <ModalHost store={modals} /> }], {
    initialEntries: ['/plan'],
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A device first seen on FIRST_SEEN, offered the notice `after` days later. */
async function offerAfter(after: number) {
  loginUpdateState.set({ firstSeenAt: FIRST_SEEN.toISOString() });
  renderHost();
  await act(() => offerLoginUpdate(days(after)));
}

beforeAll(async () => {
  await setupTestI18n();
  // The account box loads lazily; its first import (React Aria, the forms) can outlast findBy's wait.
  await import('./account-modal.tsx');
});
afterEach(async () => {
  cleanup();
  act(() => modals.closeAll());
  localStorage.clear();
  session.clear();
  await setupTestI18n('en');
});

describe('when the "updated login flow" notice is due', () => {
  it('never in a device’s first days, then until snoozed or kept closed', () => {
    const state = { firstSeenAt: FIRST_SEEN.toISOString() };
    expect(isLoginUpdateDue(null, days(30))).toBe(false);
    expect(isLoginUpdateDue(state, days(LOGIN_UPDATE_FIRST_AFTER_DAYS - 0.01))).toBe(false);
    expect(isLoginUpdateDue(state, days(LOGIN_UPDATE_FIRST_AFTER_DAYS))).toBe(true);
    const snoozed = { ...state, snoozedUntil: days(10).toISOString() };
    expect(isLoginUpdateDue(snoozed, days(9.9))).toBe(false);
    expect(isLoginUpdateDue(snoozed, days(10))).toBe(true);
    expect(isLoginUpdateDue({ ...state, keepClosed: true }, days(400))).toBe(false);
  });

  it('only remembers the day on a device’s first visit', async () => {
    renderHost();
    await act(() => offerLoginUpdate(FIRST_SEEN));
    expect(loginUpdateState.get()).toEqual({ firstSeenAt: FIRST_SEEN.toISOString() });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the "updated login flow" notice', () => {
  it('is not shown to someone logged in', async () => {
    session.set({
      user: { id: 'u', name: 'R', email: 'r@example.com', picture: null, language: null, hasConfirmedAccount: true },
      token: 't',
    });
    await offerAfter(30);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can be kept closed for good', async () => {
    await offerAfter(LOGIN_UPDATE_FIRST_AFTER_DAYS);
    const dialog = screen.getByRole('dialog', { name: 'Logging in has changed' });
    expect(within(dialog).getByText(/log in with your e-mail address and a password/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "Don't show this again" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loginUpdateState.get()?.keepClosed).toBe(true);

    await act(() => offerLoginUpdate(days(1000)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Not now" and closing the box both wait a week', async () => {
    await offerAfter(5);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loginUpdateState.get()?.snoozedUntil).toBe(days(5 + LOGIN_UPDATE_SNOOZE_DAYS).toISOString());

    await act(() => offerLoginUpdate(days(5 + LOGIN_UPDATE_SNOOZE_DAYS - 1)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => offerLoginUpdate(days(5 + LOGIN_UPDATE_SNOOZE_DAYS)));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(loginUpdateState.get()?.snoozedUntil).toBe(days(5 + 2 * LOGIN_UPDATE_SNOOZE_DAYS).toISOString());
    expect(loginUpdateState.get()?.keepClosed).toBeUndefined();
  });

  it('"Log in" opens the account box on its log-in tab', async () => {
    await offerAfter(4);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const box = await screen.findByRole('dialog', { name: 'Your account' });
    expect((await within(box).findByRole('tab', { name: 'Log in' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('dialog', { name: 'Logging in has changed' })).toBeNull();
  });

  it.each([
    ['pt', 'O login mudou', 'Não mostrar de novo'],
    ['pl', 'Logowanie się zmieniło', 'Nie pokazuj więcej'],
    ['id', 'Cara masuk sudah diperbarui', 'Jangan tampilkan lagi'],
  ])('speaks %s', async (language, title, keepClosed) => {
    await setupTestI18n(language);
    await offerAfter(4);
    const dialog = screen.getByRole('dialog', { name: title });
    expect(within(dialog).getByRole('button', { name: keepClosed })).toBeTruthy();
  });
});
