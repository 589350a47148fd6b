// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_NAME, NOTIFICATION_ICON, type Reminder, readReminder, showReminder } from './reminder-notification.ts';

const origin = 'https://biblejourney.example';
// 14:00 on 3 March, on the device's clock.
const now = new Date(2026, 2, 3, 14, 0);

/** A push's data as the browser hands it to the worker. */
const pushData = (text: string) => ({ text: () => text });

/** The notifications part of a registration: one per tag, as browsers keep them. */
function fakeRegistration() {
  const shown: (NotificationOptions & { title: string; closed: boolean })[] = [];
  const registration = {
    shown,
    async showNotification(title: string, options: NotificationOptions = {}) {
      const same = shown.findIndex((notification) => notification.tag === options.tag && options.tag);
      const notification = { ...options, title, closed: false };
      if (same >= 0) shown.splice(same, 1, notification);
      else shown.push(notification);
    },
    async getNotifications() {
      return shown
        .filter((notification) => !notification.closed)
        .map(
          (notification) =>
            ({
              title: notification.title,
              tag: notification.tag ?? '',
              close: () => {
                notification.closed = true;
              },
            }) as Notification,
        );
    },
    /** What is on screen now. */
    visible: () => shown.filter((notification) => !notification.closed),
  };
  return registration;
}

describe("reading a reminder's push", () => {
  it("takes the server's title, body, page and tag (PushMessage, web-push-sender.ts)", () => {
    const payload = JSON.stringify({
      title: 'Time for your Bible reading',
      body: 'Today: Genesis 1–3',
      url: '/plan',
      tag: 'reminder-2026-03-03',
    });
    expect(readReminder(pushData(payload), origin, now)).toEqual({
      title: 'Time for your Bible reading',
      body: 'Today: Genesis 1–3',
      url: '/plan',
      tag: 'reminder-2026-03-03',
    });
  });

  it("names the app and leads to /plan with today's tag when the push can't be read", () => {
    const fallback: Reminder = { title: APP_NAME, body: '', url: '/plan', tag: 'reminder-2026-03-03' };
    expect(APP_NAME).toBe('Bible Journey');
    for (const data of [null, pushData(''), pushData('not json {'), pushData('42'), pushData('null'), pushData('[]')]) {
      expect(readReminder(data, origin, now)).toEqual(fallback);
    }
    const garbled = JSON.stringify({ title: 7, body: ['x'], url: 'https://elsewhere.example/', tag: 'x'.repeat(65) });
    expect(readReminder(pushData(garbled), origin, now)).toEqual(fallback);
  });

  it('keeps what it can read of a partial payload', () => {
    const payload = JSON.stringify({ body: ' Still to read: Psalm 23 ', url: `${origin}/reader/psa/23` });
    expect(readReminder(pushData(payload), origin, now)).toEqual({
      title: APP_NAME,
      body: 'Still to read: Psalm 23',
      url: '/reader/psa/23',
      tag: 'reminder-2026-03-03',
    });
  });
});

describe('showing a reminder', () => {
  const reminder: Reminder = { title: 'Time', body: 'Today: Genesis 1', url: '/plan', tag: 'reminder-2026-03-03' };

  it("shows it with the app's icon, its tag and the page to open", async () => {
    const registration = fakeRegistration();
    await showReminder(registration, reminder);
    expect(registration.visible()).toEqual([
      {
        title: 'Time',
        body: 'Today: Genesis 1',
        icon: NOTIFICATION_ICON,
        tag: 'reminder-2026-03-03',
        data: { url: '/plan' },
        closed: false,
      },
    ]);
    expect(NOTIFICATION_ICON).toBe('/icons/icon-192.png');
  });

  it("replaces the same day's reminder and closes earlier days', leaving other notifications", async () => {
    const registration = fakeRegistration();
    await registration.showNotification('Challenge', { tag: 'challenge-ranking' });
    await showReminder(registration, { ...reminder, tag: 'reminder-2026-03-02', body: 'Today: Exodus 1' });
    await showReminder(registration, reminder);
    await showReminder(registration, { ...reminder, body: 'Today: Genesis 1 (again)' });
    expect(registration.visible().map(({ tag, body }) => ({ tag, body }))).toEqual([
      { tag: 'challenge-ranking', body: undefined },
      { tag: 'reminder-2026-03-03', body: 'Today: Genesis 1 (again)' },
    ]);
  });
});
