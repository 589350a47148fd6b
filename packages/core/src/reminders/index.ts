/**
 * @bible-journey/core/reminders — when a daily reminder fires, on its own entry: it brings the
 * Temporal polyfill, which the server's scheduler needs and the web app's first load does not.
 */
export { isReminderTime, isTimeZone, type ReminderTime } from './reminder-rules.js';
export {
  dueReminderOutcome,
  localDateAt,
  nextReminderAfter,
  REMINDER_CATCH_UP_MS,
  type ReminderFiring,
  reminderOn,
} from './reminder-time.js';
