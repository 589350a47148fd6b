import { buildReadingCalendar, emptyLocalPlan, type LocalPlanV2 } from '@bible-journey/core';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { session } from '../../../lib/session.ts';
import { stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';
import { ACCOUNT_DELETED_CLOSE_MS } from './danger-card.tsx';

/** A one-week plan on the device; `planId` says whether it reached the server. */
const plan = (planId: string | null): LocalPlanV2 => ({
  ...emptyLocalPlan('2025-01-01T00:00:00.000Z'),
  planId,
  planv2: buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate: '2025-01-01',
    endDate: '2025-01-07',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 10 },
  }),
});

let api: ReturnType<typeof stubApi>;
/** Lets the fetch promise chain settle without moving the fake clock. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

beforeAll(async () => {
  await setupTestI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  api = stubApi();
  session.set({ user: signedInUser, token: 'delete-token' });
  api.answer('GET /user', { user: signedInUser });
});
afterEach(() => {
  cleanup();
  resetHosts();
  api.restore();
  session.clear();
  localStorage.clear();
  vi.useRealTimers();
});

async function deleteAccount() {
  const view = renderMenu();
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  expect(api.calls('DELETE', '/user')).toHaveLength(0);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete my account' }));
  await settle();
  return { ...view, dialog };
}

describe('account removal', () => {
  it('asks first, deletes on the second button, names the e-mail and closes after 4 s', async () => {
    localPlan.set(plan('server-plan'));
    api.answer('DELETE /user', { deleted: true, email: 'ana@example.com' });
    const { dialog, router } = await deleteAccount();

    expect(api.calls('DELETE', '/user')).toHaveLength(1);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Your account was deleted. We sent a confirmation to ana@example.com.',
    );
    expect(session.get()).toBeNull();
    // The plan was the deleted account's server copy: it goes with it.
    expect(localPlan.get()).toBeNull();

    act(() => vi.advanceTimersByTime(ACCOUNT_DELETED_CLOSE_MS - 1));
    expect(dialog.isConnected).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settle();
    expect(router.state.location.pathname).toBe('/new');
  });

  it('keeps a plan that never reached the server and lands on it', async () => {
    localPlan.set(plan(null));
    api.answer('DELETE /user', { deleted: true, email: 'ana@example.com' });
    const { router } = await deleteAccount();
    act(() => vi.advanceTimersByTime(ACCOUNT_DELETED_CLOSE_MS));
    await settle();
    expect(localPlan.get()?.planId).toBeNull();
    expect(router.state.location.pathname).toBe('/plan');
  });

  it('cancelling deletes nothing', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('DELETE', '/user')).toHaveLength(0);
    expect(session.get()).not.toBeNull();
  });

  it('keeps the account when the server fails, with a something-went-wrong modal on top that tries again', async () => {
    api.answer('DELETE /user', { message: 'down' }, 500);
    const { dialog } = await deleteAccount();
    const wrong = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Something went wrong' }));
    expect(within(wrong).getByRole('button', { name: 'Report the error' })).toBeTruthy();
    expect(session.get()?.token).toBe('delete-token');
    expect(within(dialog).getByRole('button', { name: 'Yes, delete my account' })).toBeTruthy();

    api.answer('DELETE /user', { deleted: true, email: 'ana@example.com' });
    fireEvent.click(within(wrong).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(api.calls('DELETE', '/user')).toHaveLength(2));
    await settle();
    expect(session.get()).toBeNull();
  });
});
