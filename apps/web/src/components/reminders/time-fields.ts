import type { ReminderTime } from '@bible-journey/core';

// The reminder time picker's rules (spec 1 section 5): hour 0-23, minute 0-59, two digits, an
// empty field becomes 00 when left.

export const HOUR_MAX = 23;
export const MINUTE_MAX = 59;

/** What a field holds after typing: digits only, at most two, never above `max`; null refuses the change. */
export function acceptTimeDigits(typed: string, max: number): string | null {
  if (!/^\d{0,2}$/.test(typed)) return null;
  return typed !== '' && Number(typed) > max ? null : typed;
}

/** A field left: padded to two digits, empty becomes 00. */
export function padTimeField(value: string): string {
  return value.padStart(2, '0').slice(-2);
}

export function timeFieldsOf({ hour, minute }: ReminderTime): { hour: string; minute: string } {
  return { hour: padTimeField(String(hour)), minute: padTimeField(String(minute)) };
}

/** The fields as a time (an empty one counts as 00). */
export function timeOfFields(fields: { hour: string; minute: string }): ReminderTime {
  return { hour: Number(fields.hour || '0'), minute: Number(fields.minute || '0') };
}
