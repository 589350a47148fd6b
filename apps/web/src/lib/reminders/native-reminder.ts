import type { ReminderTime } from '@bible-journey/core';
import type { ReminderWords } from './reminder-sync.ts';

/** The one daily reminder's id among the app's local notifications. */
export const NATIVE_REMINDER_ID = 1;

/** Whether the app runs inside a Capacitor shell (Android or iOS), where reminders are local notifications. */
export function isNativeApp(): boolean {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

// The plugin loads only inside the native shells: the web app never fetches it.
const plugin = async () => (await import('@capacitor/local-notifications')).LocalNotifications;

/** Asks the device for permission to show notifications; true when allowed. */
export async function allowNativeNotifications(): Promise<boolean> {
  const notifications = await plugin();
  const { display } = await notifications.requestPermissions();
  return display === 'granted';
}

/**
 * The daily reminder as a repeating local notification at hour:minute, second 0 (spec 1 section 9),
 * in whatever zone the device is in that day. Replaces the one scheduled before.
 */
export async function scheduleNativeReminder(time: ReminderTime, words: ReminderWords): Promise<void> {
  const notifications = await plugin();
  await notifications.cancel({ notifications: [{ id: NATIVE_REMINDER_ID }] });
  await notifications.schedule({
    notifications: [
      {
        id: NATIVE_REMINDER_ID,
        title: words.title,
        body: words.body,
        schedule: { on: { hour: time.hour, minute: time.minute, second: 0 }, allowWhileIdle: true },
        extra: { url: '/plan' },
      },
    ],
  });
}

/** Stops the daily local notification ("Stop reminders", the mute switch). */
export async function cancelNativeReminder(): Promise<void> {
  const notifications = await plugin();
  await notifications.cancel({ notifications: [{ id: NATIVE_REMINDER_ID }] });
}
