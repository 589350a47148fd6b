import type { CalendarDay } from '../calendar/calendar-day.js';
import { byDate } from '../calendar/month-groups.js';
import { type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';

/** Share of days read: read days / total days x 100, rounded to 2 decimals. 0 for an empty plan. */
export function planProgress(days: readonly CalendarDay[]): number {
  assertDayList(days);
  if (days.length === 0) return 0;
  const read = days.filter((day) => day.read === true).length;
  return Math.round((read * 10_000) / days.length) / 100;
}

/** The earliest unread day, or undefined when all are read. */
export function firstUnreadDay<Day extends CalendarDay>(days: readonly Day[]): Day | undefined {
  assertDayList(days);
  return [...days].sort(byDate).find((day) => !day.read);
}

/** A plan is late when its first unread day is before today. */
export function isLate(days: readonly CalendarDay[], today: IsoDate): boolean {
  if (!parseIsoDate(today)) throw PlanError.of('today', 'invalidDate');
  const firstUnread = firstUnreadDay(days);
  return firstUnread !== undefined && firstUnread.date < today;
}

/** A list of day objects (a null or missing entry would otherwise fail deep inside with a TypeError). */
function assertDayList(days: unknown): void {
  if (!Array.isArray(days) || !Array.from(days).every((day) => typeof day === 'object' && day !== null)) {
    throw PlanError.of('days', 'invalidDays');
  }
}
