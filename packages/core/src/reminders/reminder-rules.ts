// The rules of a reminder's settings that every side checks (issue 13, spec 1 section 5): light,
// with no Temporal, so the contract and the web app use them freely.

/** A reminder's local time of day: hour 0-23, minute 0-59 (spec 1 section 5). */
export interface ReminderTime {
  hour: number;
  minute: number;
}

/** Spec 1 section 9: a reminder's default time is 17:00. */
export const DEFAULT_REMINDER_TIME: ReminderTime = { hour: 17, minute: 0 };

/** Whether the hour and minute are a time of day (0-23, 0-59, whole numbers). */
export function isReminderTime(time: ReminderTime): boolean {
  return (
    Number.isInteger(time.hour) &&
    Number.isInteger(time.minute) &&
    time.hour >= 0 &&
    time.hour <= 23 &&
    time.minute >= 0 &&
    time.minute <= 59
  );
}

// A zone name, not a fixed offset ("+03:00" never changes for summer time, so it would drift).
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether `zone` is an IANA time zone the platform knows ("America/Sao_Paulo", "UTC"). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !ZONE_NAME.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
