import { type IsoDate, weekDayOf } from './calendar-date.js';

/** The seven week days as plans number them: Sunday = 0 ... Saturday = 6 (the order of `weekDayOf`). */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

export function isWeekDay(value: unknown): value is WeekDay {
  return Number.isInteger(value) && (value as number) >= WEEK_DAYS[0] && (value as number) <= WEEK_DAYS[6];
}

/** Whether a date falls on one of the plan's blocked week days (no reading is planned on it). */
export function isBlockedDate(date: IsoDate, blockedWeekDays: readonly number[] | ReadonlySet<number>): boolean {
  const day = weekDayOf(date);
  return Array.isArray(blockedWeekDays)
    ? blockedWeekDays.includes(day)
    : (blockedWeekDays as ReadonlySet<number>).has(day);
}
