import { storedValue } from '../storage.ts';

/**
 * Reminder settings kept on this device (spec 1 section 3, "Notification state"; section 4,
 * "Reminders"). One place for them: the late dialog's mute toggle (spec 2 section 2) writes here
 * today, and the reminders work (issue 13: the first-time modal, the time picker, "Stop
 * reminders", the continue and remind-now prompts) reads and extends this module — add the other
 * fields of the notification state (definedHour, definedMinute, reminderCounter, askAgainOn…)
 * beside `showReminders` rather than in a store of its own.
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
