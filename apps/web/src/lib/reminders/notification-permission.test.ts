import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATIONS_ASK_AGAIN_DAYS,
  postponeNotifications,
  requestNotifications,
  shouldAskForNotifications,
} from './notification-permission.ts';
import { permissionDenied, setRemindersMuted } from './reminder-settings.ts';

/** The browser's Notification, with the permission it holds and the answer its question gets. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(async () => answer);
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the app’s question about notifications', () => {
  it('is asked only while the browser hasn’t been, and never where there are no notifications', () => {
    expect(shouldAskForNotifications('2027-03-01')).toBe(false);
    stubNotification('default');
    expect(shouldAskForNotifications('2027-03-01')).toBe(true);
    stubNotification('granted');
    expect(shouldAskForNotifications('2027-03-01')).toBe(false);
    stubNotification('denied');
    expect(shouldAskForNotifications('2027-03-01')).toBe(false);
  });

  it('is not asked while reminders are muted', () => {
    stubNotification('default');
    setRemindersMuted(true);
    expect(shouldAskForNotifications('2027-03-01')).toBe(false);
  });

  it('waits a week after “Later”', () => {
    stubNotification('default');
    postponeNotifications('2027-03-01');
    expect(shouldAskForNotifications('2027-03-07')).toBe(false);
    expect(shouldAskForNotifications(`2027-03-0${1 + NOTIFICATIONS_ASK_AGAIN_DAYS}`)).toBe(true);
  });

  it('keeps a refusal, and counts a question closed without an answer as “Later”', async () => {
    const ask = stubNotification('default', 'denied');
    expect(await requestNotifications('2027-03-01')).toBe('denied');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(permissionDenied.get()).toBe(true);
    expect(shouldAskForNotifications('2027-04-01')).toBe(false);

    localStorage.clear();
    stubNotification('default', 'default');
    expect(await requestNotifications('2027-03-01')).toBe('default');
    expect(shouldAskForNotifications('2027-03-02')).toBe(false);
    expect(localStorage.getItem('notificationsPostponedOn')).toBe('"2027-03-01"');
  });
});
