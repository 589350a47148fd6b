import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubBrowserPush, unstubBrowserPush } from '../../../components/reminders/test/browser-push.ts';
import { deviceTimeZone } from '../../../lib/reminders/push-subscription.ts';
import { areRemindersMuted, updateNotificationState } from '../../../lib/reminders/reminder-settings.ts';
import { session } from '../../../lib/session.ts';
import { type FakeApi, stubApi } from '../../../test/fake-fetch.ts';
import { setupTestI18n } from '../../../test/i18n.ts';
import { renderMenu, resetHosts, signedInUser } from '../test/render-menu.tsx';

let api: FakeApi;

beforeAll(() => setupTestI18n());
beforeEach(() => {
  api = stubApi();
  stubBrowserPush({ permission: 'granted' });
});
afterEach(() => {
  cleanup();
  resetHosts();
  unstubBrowserPush();
  localStorage.clear();
  session.clear();
});

const card = async () => screen.findByRole('region', { name: 'Daily reminder' });

describe('the menu’s reminder card', () => {
  it('says there is no reminder yet and offers to set one; the switch is the late dialog’s mute', async () => {
    renderMenu();
    const reminders = await card();
    expect(within(reminders).getByText('No reminder set on this device.')).toBeTruthy();
    expect(within(reminders).getByRole('button', { name: 'Set a time' })).toBeTruthy();
    const enabled = within(reminders).getByRole('switch', { name: 'Reminders on' });
    expect(enabled).toHaveProperty('checked', true);
    await userEvent.click(enabled);
    expect(areRemindersMuted()).toBe(true);
    expect(localStorage.getItem('showReminders')).toBe('false');
  });

  it('shows the reminder’s time, and "change the time" opens the picker on it', async () => {
    updateNotificationState({ hasDefinedReminder: true, definedHour: 7, definedMinute: 30 });
    renderMenu();
    const reminders = await card();
    expect(within(reminders).getByText('Every day at 07:30')).toBeTruthy();
    await userEvent.click(within(reminders).getByRole('button', { name: 'Change the time' }));
    const picker = await screen.findByRole('dialog', { name: 'Reminder time' });
    expect(within(picker).getByRole('textbox', { name: 'Hour' })).toHaveProperty('value', '07');
    expect(within(picker).getByRole('textbox', { name: 'Minutes' })).toHaveProperty('value', '30');
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
