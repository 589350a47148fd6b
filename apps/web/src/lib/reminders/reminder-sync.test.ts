import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSubscription, stubBrowserPush, unstubBrowserPush } from '../../components/reminders/test/browser-push.ts';
import { type FakeApi, stubApi } from '../../test/fake-fetch.ts';
import { notificationState, setRemindersMuted, updateNotificationState } from './reminder-settings.ts';
import { syncReminderWithServer } from './reminder-sync.ts';

const words = async () => ({ title: 'Time to read', body: 'Today’s reading is waiting for you.' });
const tokenOf = (id: string) => JSON.stringify(fakeSubscription(id));
let api: FakeApi;

beforeEach(() => {
  api = stubApi();
  api.answer('GET /notifications/vapid-public-key', {
    publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  });
  for (const route of ['save-subscription', 'add-push', 'remove-push']) {
    api.reply(`POST /notifications/${route}`, ({ body }) => ({
      body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
    }));
  }
});
afterEach(() => {
  unstubBrowserPush();
  localStorage.clear();
});

function deviceWithReminder() {
  updateNotificationState({
    hasDefinedReminder: true,
    definedHour: 7,
    definedMinute: 30,
    subscriptionToken: tokenOf('old'),
    reminderOnServer: true,
  });
}

describe('keeping the server in line with the device’s reminder', () => {
  it('does nothing while the browser still holds the subscription the server has', async () => {
    stubBrowserPush({ permission: 'granted', current: fakeSubscription('old') });
    deviceWithReminder();
    await syncReminderWithServer(words);
    expect(api.seen).toEqual([]);
  });

  it('a subscription the browser lost (iOS drops them) is made again and replaces the old one, time kept', async () => {
    const browser = stubBrowserPush({ permission: 'granted', current: null, next: fakeSubscription('new') });
    deviceWithReminder();
    await syncReminderWithServer(words);
    expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
    expect(api.calls('POST', '/notifications/save-subscription')[0]?.body).toMatchObject({
      subscriptionToken: tokenOf('new'),
      previousSubscriptionToken: tokenOf('old'),
    });
    expect(api.calls('POST', '/notifications/add-push')[0]?.body).toMatchObject({
      hour: 7,
      minute: 30,
      subscriptionToken: tokenOf('new'),
    });
    expect(notificationState.get().subscriptionToken).toBe(tokenOf('new'));
  });

  it('muted, the server’s reminder ends once; unmuted, it comes back at the same time', async () => {
    stubBrowserPush({ permission: 'granted', current: fakeSubscription('old') });
    deviceWithReminder();
    setRemindersMuted(true);
    await syncReminderWithServer(words);
    await syncReminderWithServer(words);
    expect(api.calls('POST', '/notifications/remove-push')).toHaveLength(1);
    expect(notificationState.get().reminderOnServer).toBe(false);

    setRemindersMuted(false);
    await syncReminderWithServer(words);
    expect(api.calls('POST', '/notifications/add-push')[0]?.body).toMatchObject({ hour: 7, minute: 30 });
    expect(notificationState.get().reminderOnServer).toBe(true);
  });

  it('a mute the server could not hear is told on the next try', async () => {
    stubBrowserPush({ permission: 'granted', current: fakeSubscription('old') });
    deviceWithReminder();
    setRemindersMuted(true);
    api.fail('POST /notifications/remove-push');
    await expect(syncReminderWithServer(words)).rejects.toThrow();
    expect(notificationState.get().reminderOnServer).toBe(true);
    api.reply('POST /notifications/remove-push', ({ body }) => ({
      body: { notification: { subscriptionToken: (body as { subscriptionToken: string }).subscriptionToken } },
    }));
    await syncReminderWithServer(words);
    expect(notificationState.get().reminderOnServer).toBe(false);
  });
});
