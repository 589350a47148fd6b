import { DEFAULT_REMINDER_TIME, isReminderTime } from '@bible-journey/core';
import { storedValue } from '../storage.ts';

/**
 * Reminder settings kept on this device (spec 1 section 3, "Notification state"; section 4,
 * "Reminders"): one place for them. The late dialog's mute toggle and the menu's reminder card
 * both write `showReminders` through `reminder-sync.ts`, which also tells the server.
 *
 * `showReminders` is the spec's flag: true by default; false means reminders are muted. Every
 * reminder prompt and notification must check it (`areRemindersMuted()`) before showing.
 */
export const showReminders = storedValue<boolean>(
  'showReminders',
  true,
  (value): value is boolean => typeof value === 'boolean',
);

/** Reminders muted on this device: no reminder prompt or notification may show. */
export function areRemindersMuted(): boolean {
  return !showReminders.get();
}

/** Mutes (or unmutes) reminders on this device: the late dialog's toggle, and "Stop reminders". */
export function setRemindersMuted(muted: boolean): void {
  showReminders.set(!muted);
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isDateOrNull = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

/** Spec 1 section 3 `permissionDenied`: the browser refused notifications when the app asked for them. */
export const permissionDenied = storedValue<boolean>('permissionDenied', false, isBoolean);

/**
 * When the person last answered "Later" to the app's question about notifications (the ranking's
 * permission modal, spec 3 section 2), `YYYY-MM-DD`; null when they never did.
 */
export const notificationsPostponedOn = storedValue<string | null>('notificationsPostponedOn', null, isDateOrNull);

/**
 * The rest of spec 1 section 3's notification state: the daily reminder this device set, where
 * its pushes go, and the prompts' counter and ask-again date. `reminderOnServer` is what the
 * server was last told (a reminder, or none), so a mute or unmute made offline reaches it later.
 */
export interface NotificationState {
  /** The day this device first came to a reminder prompt's moment: none is shown that day. */
  firstSeenOn: string | null;
  subscriptionToken: string | null;
  hasDefinedReminder: boolean;
  definedHour: number;
  definedMinute: number;
  reminderCounter: number;
  askAgainOn: string | null;
  reminderOnServer: boolean;
}

export const INITIAL_NOTIFICATION_STATE: NotificationState = {
  firstSeenOn: null,
  subscriptionToken: null,
  hasDefinedReminder: false,
  definedHour: DEFAULT_REMINDER_TIME.hour,
  definedMinute: DEFAULT_REMINDER_TIME.minute,
  reminderCounter: 0,
  askAgainOn: null,
  reminderOnServer: false,
};

function isNotificationState(value: unknown): value is NotificationState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    isDateOrNull(state.firstSeenOn) &&
    (state.subscriptionToken === null || typeof state.subscriptionToken === 'string') &&
    isBoolean(state.hasDefinedReminder) &&
    typeof state.definedHour === 'number' &&
    typeof state.definedMinute === 'number' &&
    isReminderTime({ hour: state.definedHour, minute: state.definedMinute }) &&
    Number.isInteger(state.reminderCounter) &&
    (state.reminderCounter as number) >= 0 &&
    isDateOrNull(state.askAgainOn) &&
    isBoolean(state.reminderOnServer)
  );
}

export const notificationState = storedValue<NotificationState>(
  'notificationState',
  INITIAL_NOTIFICATION_STATE,
  isNotificationState,
);

/** Changes some fields of the notification state. */
export function updateNotificationState(change: Partial<NotificationState>): NotificationState {
  const next = { ...notificationState.get(), ...change };
  notificationState.set(next);
  return next;
}
