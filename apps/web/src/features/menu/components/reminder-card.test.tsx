import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserPush, unstubBrowserPush } from '../../../components/reminders/test/browser-push.ts';
import { deviceTimeZone } from '../../../lib/reminders/push-subscription.ts';
import { areRemindersMuted, updateNotificationState } from '../../../lib/reminders/reminder-settings.ts';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

const VAPID_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
let api: FakeApi;

beforeAll(() => setupTestI18n());
beforeEach(() => {
  // A British English browser: times as 07:30 (en-US's 12-hour clock: time-picker.test.tsx).
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
  api = stubApi();
  stubBrowserPush({ permission: 'granted' });
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  resetHosts();
  unstubBrowserPush();
  localStorage.clear();
  session.clear();
});

const card = async () => screen.findByRole('region', { name: 'Daily reminder' });

describe('the menu’s reminder card', () => {
  it('says there is no reminder yet and offers to set one; the switch asks about reminders (the late dialog’s mute)', async () => {
    renderMenu();
    const reminders = await card();
    expect(within(reminders).getByText('No daily reminder on this device yet.')).toBeTruthy();
    expect(within(reminders).getByRole('button', { name: 'Set a time' })).toBeTruthy();
    expect(within(reminders).queryByRole('switch', { name: 'Reminders on' })).toBeNull();
    const asking = within(reminders).getByRole('switch', { name: 'Ask me about a daily reminder' });
    expect(asking).toHaveProperty('checked', true);
    await userEvent.click(asking);
    expect(areRemindersMuted()).toBe(true);
    expect(localStorage.getItem('showReminders')).toBe('false');
  });

  it('shows the time only when the reminder reaches this device, and "change the time" opens the picker on it', async () => {
    updateNotificationState({
      hasDefinedReminder: true,
      definedHour: 7,
      definedMinute: 30,
      reminderOnServer: true,
      subscriptionToken: '{"endpoint":"https://push.example.com/1"}',
    });
    renderMenu();
    const reminders = await card();
    expect(within(reminders).getByText('Every day at 07:30 on this device.')).toBeTruthy();
    expect(within(reminders).getByRole('switch', { name: 'Send me the daily reminder' })).toHaveProperty(
      'checked',
      true,
    );
    await userEvent.click(within(reminders).getByRole('button', { name: 'Change the time' }));
    const picker = await screen.findByRole('dialog', { name: 'Reminder time' });
    expect(within(picker).getByRole('textbox', { name: 'Hour' })).toHaveProperty('value', '07');
    expect(within(picker).getByRole('textbox', { name: 'Minutes' })).toHaveProperty('value', '30');
  });

  it('says plainly when the chosen time does not reach this device, and "try again" sets it up', async () => {
    // The subscription or the server failed when the time was saved: the time stays, nothing reaches.
    updateNotificationState({ hasDefinedReminder: true, definedHour: 7, definedMinute: 30, reminderOnServer: false });
    api.answer('GET /notifications/vapid-public-key', { publicKey: VAPID_KEY });
    api.fail('POST /notifications/save-subscription');
    renderMenu();
    const reminders = await card();
    expect(
      within(reminders).getByText("Your reminder is set for 07:30, but it doesn't reach this device yet."),
    ).toBeTruthy();
    expect(within(reminders).queryByText(/Every day at/)).toBeNull();
    expect(within(reminders).getByRole('link', { name: 'Log in to get your reminder by e-mail instead' })).toBeTruthy();

    await userEvent.click(within(reminders).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/It still doesn't reach this device/)).toBeTruthy();
    expect(within(reminders).getByText(/but it doesn't reach this device yet/)).toBeTruthy();

    api.reply('POST /notifications/save-subscription', ({ body }) => ({
      body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
    }));
    api.reply('POST /notifications/add-push', ({ body }) => ({
      body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
    }));
    await userEvent.click(within(reminders).getByRole('button', { name: 'Try again' }));
    expect(await within(reminders).findByText('Every day at 07:30 on this device.')).toBeTruthy();
    expect(api.calls('POST', '/notifications/add-push')[0]?.body).toMatchObject({ hour: 7, minute: 30 });
  });

  it('blocked by the browser, says so, how to allow it, keeps the time, and offers e-mail', async () => {
    unstubBrowserPush();
    stubBrowserPush({ permission: 'denied' });
    updateNotificationState({ hasDefinedReminder: true, definedHour: 7, definedMinute: 30, reminderOnServer: true });
    renderMenu();
    const reminders = await card();
    expect(within(reminders).getByText(/Notifications are blocked for Bible Journey in this browser/)).toBeTruthy();
    expect(within(reminders).getByText(/open the site settings/)).toBeTruthy();
    expect(within(reminders).getByText("Your time, 07:30, is kept for when they're allowed.")).toBeTruthy();
    expect(within(reminders).queryByRole('switch')).toBeNull();
    expect(within(reminders).queryByRole('button', { name: 'Set a time' })).toBeNull();
    expect(within(reminders).getByRole('link', { name: 'Log in to get your reminder by e-mail instead' })).toBeTruthy();
  });

  it('"set a time" explains before the browser asks, and asks only inside "Continue"', async () => {
    unstubBrowserPush();
    const browser = stubBrowserPush({ permission: 'default', answer: 'granted' });
    renderMenu();
    const reminders = await card();
    await userEvent.click(within(reminders).getByRole('button', { name: 'Set a time' }));
    const allow = await screen.findByRole('dialog', { name: 'Allow notifications?' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(within(allow).getByRole('button', { name: 'Continue' }));
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('dialog', { name: 'Reminder time' })).toBeTruthy();
  });

  it('signed in, turns the e-mail reminder on at the reminder’s time in the device’s zone', async () => {
    session.set({ user: signedInUser, token: 'menu-token' });
    api.answer('GET /user', { user: signedInUser });
    api.answer('GET /notifications/email-reminder', { enabled: false, hour: 17, minute: 0, timezone: null });
    api.reply('PUT /notifications/email-reminder', ({ body }) => ({ body: { ...(body as object) } }));
    updateNotificationState({ hasDefinedReminder: true, definedHour: 7, definedMinute: 30 });
    renderMenu();
    const reminders = await card();
    const email = await within(reminders).findByRole('switch', { name: /by e-mail/ });
    await userEvent.click(email);
    await waitFor(() => expect(email).toHaveProperty('checked', true));
    expect(api.calls('PUT', '/notifications/email-reminder')[0]?.body).toEqual({
      enabled: true,
      hour: 7,
      minute: 30,
      timezone: deviceTimeZone(),
    });
  });

  it('signed in with an unconfirmed address, says the e-mail needs confirming first', async () => {
    const unconfirmed = { ...signedInUser, hasConfirmedAccount: false };
    session.set({ user: unconfirmed, token: 'menu-token' });
    api.answer('GET /user', { user: unconfirmed });
    api.answer('GET /notifications/email-reminder', { enabled: false, hour: 17, minute: 0, timezone: null });
    renderMenu();
    const reminders = await card();
    const email = await within(reminders).findByRole('switch', { name: /by e-mail/ });
    expect(email).toHaveProperty('disabled', true);
    expect(within(reminders).getByText(/Confirm your e-mail address first/)).toBeTruthy();
  });

  it('signed out, offers no e-mail reminder', async () => {
    renderMenu();
    const reminders = await card();
    expect(within(reminders).queryByRole('switch', { name: /by e-mail/ })).toBeNull();
  });
});
