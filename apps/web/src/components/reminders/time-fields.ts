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

// On a 12-hour clock (issue 24: the picker follows the locale) the hour field holds 1-12 and a
// choice says morning or afternoon; the time kept is still hour 0-23 and minute.

export const TWELVE_HOUR_MAX = 12;
export type DayPeriod = 'am' | 'pm';

/** 0-23 as a 12-hour clock reads it: 0 is 12 AM, 12 is 12 PM. */
export function toTwelveHour(hour: number): { hour: number; period: DayPeriod } {
  return { hour: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'am' : 'pm' };
}

/** A 12-hour clock's hour (1-12, 0 read as 12) and period as 0-23. */
export function fromTwelveHour(hour: number, period: DayPeriod): number {
  return (hour % 12) + (period === 'pm' ? 12 : 0);
}

/** A 12-hour field left: empty or 0 becomes 12 (there is no hour 0 on that clock). */
export function padTwelveHourField(value: string): string {
  return Number(value || '0') === 0 ? '12' : padTimeField(value);
}
