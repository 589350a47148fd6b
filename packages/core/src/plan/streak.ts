import type { CalendarDay } from '../calendar/calendar-day.js';
import { addDays, type IsoDate, parseIsoDate, weekDayOf } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';

/**
 * The reading streak: how many of the plan's reading dates in a row, up to today, were read.
 *
 * Walking back from today, date by date:
 * - a blocked week day neither counts nor breaks the streak (there was nothing to read);
 * - a date with a reading counts when every reading dated then is read, and breaks the streak when
 *   one is not — except today, which is not over yet: unread, it is skipped;
 * - any other date (before the plan began, a date whose reading was moved away by a replan, the
 *   days after the plan ended) breaks it, except today.
 * Readings ticked ahead of their date don't count: a streak is made of days lived.
 */
export function readingStreak(
  days: readonly Pick<CalendarDay, 'date' | 'read'>[],
  today: IsoDate,
  blockedWeekDays: readonly number[],
): number {
  if (!parseIsoDate(today)) throw PlanError.of('today', 'invalidDate');
  const readByDate = new Map<IsoDate, boolean>();
  let first: IsoDate | null = null;
  for (const day of days) {
    if (day.date > today) continue;
    readByDate.set(day.date, (readByDate.get(day.date) ?? true) && day.read === true);
    if (first === null || day.date < first) first = day.date;
  }
  if (first === null) return 0;
  const blocked = new Set(blockedWeekDays);
  let streak = 0;
  let date = today;
  while (date >= first) {
    const read = readByDate.get(date);
    if (read === true) streak += 1;
    else if (!(date === today || (read === undefined && blocked.has(weekDayOf(date))))) break;
    const previous = addDays(date, -1);
    // addDays stops at the calendar's first day: never loop on it.
    if (previous === date) break;
    date = previous;
  }
  return streak;
}
