import { addDays } from '@bible-journey/core';
import { areRemindersMuted, notificationsPostponedOn, permissionDenied } from './reminder-settings.ts';

/** "Later" on the app's notification question: it is asked again this many days on. */
export const NOTIFICATIONS_ASK_AGAIN_DAYS = 7;

/** What the browser says of notifications for this app; 'unsupported' where it has none. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/**
 * Whether to ask about notifications now (spec 3 section 4, "if undecided, ask"): the browser
 * hasn't been asked, reminders aren't muted, and the person didn't say "Later" in the last
 * NOTIFICATIONS_ASK_AGAIN_DAYS days.
 */
export function shouldAskForNotifications(today: string): boolean {
  if (notificationPermission() !== 'default' || areRemindersMuted() || permissionDenied.get()) return false;
  const postponedOn = notificationsPostponedOn.get();
  return postponedOn === null || addDays(postponedOn, NOTIFICATIONS_ASK_AGAIN_DAYS) <= today;
}

/** "Later": the question waits NOTIFICATIONS_ASK_AGAIN_DAYS days. */
export function postponeNotifications(today: string): void {
  notificationsPostponedOn.set(today);
}

/**
 * "Allow": the browser asks the person. A refusal is kept (`permissionDenied`); a question closed
 * without an answer counts as "Later". Saving a push subscription comes with the reminders (issue 13).
 */
export async function requestNotifications(today: string): Promise<NotificationPermission> {
  if (typeof Notification === 'undefined') return 'denied';
  const answer = await Notification.requestPermission();
  if (answer === 'denied') permissionDenied.set(true);
  if (answer === 'default') postponeNotifications(today);
  return answer;
}
