import type { CalendarDay } from '../calendar/calendar-day.js';
import { assertCalendarDays } from '../calendar/check-days.js';
import { byDate } from '../calendar/month-groups.js';
import { type IsoDate, openDates } from '../dates/calendar-date.js';
import { checkReplanOptions, type ReplanOptions, replanUntil } from '../replan/replan.js';

/**
 * Where a late plan ends when it keeps its pace: the unread days, as many as they are now, on the
 * open dates from today (no blocked week day, no date of a read day). Never before the plan's
 * current end date, so keeping the pace never ends sooner than keeping the end date.
 */
export function keepPaceEndDate(days: CalendarDay[], options: ReplanOptions): IsoDate {
  assertCalendarDays(days);
  const { today, blockedWeekDays } = checkReplanOptions(options);
  const ordered = [...days].sort(byDate);
  const end = ordered.at(-1)?.date ?? today;
  const unreadDays = ordered.filter((day) => !day.read).length;
  if (unreadDays === 0) return end;
  const taken = new Set(ordered.filter((day) => day.read).map((day) => day.date));
  const paceEnd = openDates(today, blockedWeekDays, unreadDays, undefined, taken).at(-1) ?? end;
  // Dates as text: the later of the two (Math.max would turn them into numbers).
  if (paceEnd > end) return paceEnd;
  return end;
}

/**
 * Rebuilds a late plan keeping its pace: read days keep their dates; the unread chapters, in their
 * order, are spread from today over as many days as the unread days are now, so chapters per day
 * stay as they were and the end date moves. Returns a new list with `_id` renumbered 0..n-1.
 */
export function replanKeepingPace(days: CalendarDay[], options: ReplanOptions): CalendarDay[] {
  return replanUntil(days, options, keepPaceEndDate(days, options));
}
