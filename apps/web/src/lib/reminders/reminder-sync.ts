import type { AddPushBody, NotificationResponse, RemovePushBody, SaveSubscriptionBody } from '@bible-journey/contract';
import type { ReminderTime } from '@bible-journey/core';
import { api } from '../api-client.ts';
import { cancelNativeReminder, isNativeApp, scheduleNativeReminder } from './native-reminder.ts';
import { notificationPermission } from './notification-permission.ts';
import { currentPushSubscription, deviceTimeZone, isPushSupported, subscribeToPush } from './push-subscription.ts';
import {
  areRemindersMuted,
  notificationState,
  setRemindersMuted,
  updateNotificationState,
} from './reminder-settings.ts';

/** What a reminder says when the server knows no plan to name the day's reading from. */
export interface ReminderWords {
  title: string;
  body: string;
}

/** Tells the server where this device's pushes go; `previous` is the subscription it replaces. */
async function saveSubscription(token: string, previous: string | null): Promise<void> {
  const body: SaveSubscriptionBody = {
    subscriptionToken: token,
    timezone: deviceTimeZone(),
    ...(previous && previous !== token ? { previousSubscriptionToken: previous } : {}),
  };
  await api<NotificationResponse>('/notifications/save-subscription', { method: 'POST', body });
  updateNotificationState({ subscriptionToken: token });
}

async function addPush(token: string, time: ReminderTime, words: ReminderWords): Promise<void> {
  const body: AddPushBody = { ...time, subscriptionToken: token, timezone: deviceTimeZone(), ...words };
  await api<NotificationResponse>('/notifications/add-push', { method: 'POST', body });
  updateNotificationState({ reminderOnServer: true });
}

/**
 * Notifications allowed (the ranking's question): this browser's subscription is made and the
 * server learns where its pushes go.
 */
export async function saveDeviceSubscription(): Promise<void> {
  const token = await subscribeToPush();
  await saveSubscription(token, notificationState.get().subscriptionToken);
}

/**
 * The time picker's "Save": the daily reminder at `time`, on this device and on the server. The
 * time is kept on the device even when the browser or the server fails (spec 1 section 8: "the
 * reminder is stored with the old token"); the failure is thrown for the caller's modal, and the
 * next start tries again (`syncReminderWithServer`).
 */
export async function setReminder(time: ReminderTime, words: ReminderWords): Promise<void> {
  const previous = notificationState.get().subscriptionToken;
  // Until the server holds the new time, nothing says it reaches this device (issue 24).
  updateNotificationState({
    hasDefinedReminder: true,
    definedHour: time.hour,
    definedMinute: time.minute,
    reminderOnServer: false,
  });
  setRemindersMuted(false);
  if (isNativeApp()) return scheduleNativeReminder(time, words);
  const token = await subscribeToPush();
  await saveSubscription(token, previous);
  await addPush(token, time, words);
}

/** Ends this device's reminder on the server (it stays set on the device, for unmuting). */
async function removePush(token: string): Promise<void> {
  const body: RemovePushBody = { subscriptionToken: token };
  await api<NotificationResponse>('/notifications/remove-push', { method: 'POST', body });
  updateNotificationState({ reminderOnServer: false });
}

/**
 * Brings the server in line with the device (in the native shells, the device's own daily
 * notification instead): a set, unmuted reminder with notifications allowed is
 * on the server under this browser's current subscription (a lost or changed one is replaced, as
 * iOS drops them); otherwise the server sends none. Safe to call at any time; throws when the
 * server can't be reached (the next call tries again). `words` are asked for only when needed.
 */
export async function syncReminderWithServer(words: () => Promise<ReminderWords>): Promise<void> {
  const state = notificationState.get();
  if (isNativeApp()) {
    const time = { hour: state.definedHour, minute: state.definedMinute };
    if (state.hasDefinedReminder && !areRemindersMuted()) await scheduleNativeReminder(time, await words());
    else await cancelNativeReminder();
    return;
  }
  const wanted =
    state.hasDefinedReminder && !areRemindersMuted() && isPushSupported() && notificationPermission() === 'granted';
  if (wanted) {
    const current = (await currentPushSubscription()) ?? (await subscribeToPush());
    if (current === state.subscriptionToken && state.reminderOnServer) return;
    await saveSubscription(current, state.subscriptionToken);
    await addPush(current, { hour: state.definedHour, minute: state.definedMinute }, await words());
  } else if (state.reminderOnServer && state.subscriptionToken) {
    await removePush(state.subscriptionToken);
  }
}
