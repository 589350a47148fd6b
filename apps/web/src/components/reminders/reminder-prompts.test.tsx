import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  notificationState,
  permissionDenied,
  showReminders,
  updateNotificationState,
} from '../../lib/reminders/reminder-settings.ts';
import { type FakeApi, stubApi } from '../../test/fake-fetch.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { closeModalsAndSnackbars, renderWithHosts } from '../../test/modal-hosts.tsx';
import { offerReminderPrompt } from './reminder-prompts.tsx';
import { stubBrowserPush, unstubBrowserPush } from './test/browser-push.ts';

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let api: FakeApi;

beforeAll(() => setupTestI18n());
beforeEach(() => {
  // A British English browser: times as 07:30 (en-US's 12-hour clock: time-picker.test.tsx).
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  api = stubApi();
  api.answer('GET /notifications/vapid-public-key', { publicKey: VAPID_KEY });
  api.reply('POST /notifications/save-subscription', ({ body }) => ({
    body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
  }));
  api.reply('POST /notifications/add-push', ({ body }) => ({
    body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  closeModalsAndSnackbars();
  unstubBrowserPush();
  localStorage.clear();
});

async function offer(today: string) {
  // A device first seen the day before: the first-time prompt never comes on the first day.
  updateNotificationState({ firstSeenOn: '2027-02-28' });
  renderWithHosts();
  await act(() => offerReminderPrompt(today));
}

describe('the reminder prompts (spec 1 section 4)', () => {
  it('leave a device alone on its first day, and ask from the next', async () => {
    stubBrowserPush();
    renderWithHosts();
    await act(() => offerReminderPrompt('2027-03-01'));
    await act(() => offerReminderPrompt('2027-03-01'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(notificationState.get().firstSeenOn).toBe('2027-03-01');
    await act(() => offerReminderPrompt('2027-03-02'));
    expect(await screen.findByRole('dialog', { name: 'A daily reminder to read' })).toBeTruthy();
  });

  it('asks a new device first; "later" counts and waits three days, then reminds now', async () => {
    stubBrowserPush();
    await offer('2027-03-01');
    const dialog = await screen.findByRole('dialog', { name: 'A daily reminder to read' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remind me later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notificationState.get()).toMatchObject({ reminderCounter: 1, askAgainOn: '2027-03-04' });

    await act(() => offerReminderPrompt('2027-03-03'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => offerReminderPrompt('2027-03-04'));
    expect(await screen.findByRole('dialog', { name: 'Set up your daily reminder?' })).toBeTruthy();
  });

  it('closing the prompt without a choice counts as "later"', async () => {
    stubBrowserPush();
    await offer('2027-03-01');
    const dialog = await screen.findByRole('dialog', { name: 'A daily reminder to read' });
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(notificationState.get().reminderCounter).toBe(1));
  });

  it('asks whether to continue at every third "later"; "stop asking" mutes reminders for good', async () => {
    stubBrowserPush();
    notificationState.set({ ...notificationState.get(), reminderCounter: 3, askAgainOn: '2027-03-10' });
    await offer('2027-03-10');
    const dialog = await screen.findByRole('dialog', { name: 'Keep asking about reminders?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop asking' }));
    await waitFor(() => expect(showReminders.get()).toBe(false));
    await act(() => offerReminderPrompt('2027-04-10'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"set it up now" asks the browser in the tap, then the time picker on 17:00, then saves and confirms', async () => {
    const browser = stubBrowserPush({ answer: 'granted' });
    await offer('2027-03-01');
    const prompt = await screen.findByRole('dialog', { name: 'A daily reminder to read' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set it up now' }));
    // Asked synchronously inside the click, as browsers require.
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);

    const picker = await screen.findByRole('dialog', { name: 'Reminder time' });
    const hour = within(picker).getByRole('textbox', { name: 'Hour' });
    const minute = within(picker).getByRole('textbox', { name: 'Minutes' });
    expect(hour).toHaveProperty('value', '17');
    expect(minute).toHaveProperty('value', '00');
    await userEvent.clear(hour);
    await userEvent.type(hour, '7');
    await userEvent.clear(minute);
    await userEvent.type(minute, '30');
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Reminder set' });
    expect(confirmation.textContent).toContain('We’ll remind you every day at 07:30.'.replace('’', "'"));
    const [added] = api.calls('POST', '/notifications/add-push');
    expect(added?.body).toMatchObject({ hour: 7, minute: 30, title: 'Time to read', timezone: expect.any(String) });
    const saved = api.calls('POST', '/notifications/save-subscription')[0]?.body as { subscriptionToken: string };
    expect(JSON.parse(saved.subscriptionToken)).toMatchObject({
      endpoint: 'https://push.example.com/next',
    });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true, applicationServerKey: expect.any(Uint8Array) }),
    );
    expect(notificationState.get()).toMatchObject({
      hasDefinedReminder: true,
      definedHour: 7,
      definedMinute: 30,
      reminderOnServer: true,
    });
    // A set reminder is never asked about again.
    await userEvent.click(within(confirmation).getByRole('button', { name: 'OK' }));
    await act(() => offerReminderPrompt('2027-09-01'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a refusal shows the blocked modal and is kept; no prompt follows', async () => {
    stubBrowserPush({ answer: 'denied' });
    await offer('2027-03-01');
    const prompt = await screen.findByRole('dialog', { name: 'A daily reminder to read' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set it up now' }));
    const blocked = await screen.findByRole('dialog', { name: 'Notifications are blocked' });
    expect(permissionDenied.get()).toBe(true);
    await userEvent.click(within(blocked).getByRole('button', { name: 'OK' }));
    await act(() => offerReminderPrompt('2027-09-01'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a server failure keeps the chosen time on the device and says something went wrong', async () => {
    stubBrowserPush({ permission: 'granted' });
    api.fail('POST /notifications/add-push');
    await offer('2027-03-01');
    const prompt = await screen.findByRole('dialog', { name: 'A daily reminder to read' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set it up now' }));
    const picker = await screen.findByRole('dialog', { name: 'Reminder time' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: /went wrong/i })).toBeTruthy();
    expect(notificationState.get()).toMatchObject({
      hasDefinedReminder: true,
      definedHour: 17,
      reminderOnServer: false,
    });
  });

  it('says so when the network has added too many new devices today, and keeps the time on the device', async () => {
    stubBrowserPush({ permission: 'granted' });
    api.answer(
      'POST /notifications/add-push',
      { statusCode: 429, error: 'Too Many Requests', message: 'Too many new devices from this network today' },
      429,
    );
    await offer('2027-03-01');
    const prompt = await screen.findByRole('dialog', { name: 'A daily reminder to read' });
    fireEvent.click(within(prompt).getByRole('button', { name: 'Set it up now' }));
    const picker = await screen.findByRole('dialog', { name: 'Reminder time' });
    await userEvent.click(within(picker).getByRole('button', { name: 'Save' }));
    const notice = await screen.findByRole('dialog', { name: 'Too many new devices today' });
    expect(within(notice).getByText(/Try again tomorrow, or log in/)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: /went wrong/i })).toBeNull();
    expect(notificationState.get()).toMatchObject({ hasDefinedReminder: true, reminderOnServer: false });
  });

  it('is never offered where the browser has no push, or has refused notifications', async () => {
    unstubBrowserPush();
    await offer('2027-03-01');
    expect(screen.queryByRole('dialog')).toBeNull();
    stubBrowserPush({ permission: 'denied' });
    await act(() => offerReminderPrompt('2027-03-01'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
