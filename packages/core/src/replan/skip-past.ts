import type { CalendarDay } from '../calendar/calendar-day.js';
import { assertCalendarDays } from '../calendar/check-days.js';
import { byDate } from '../calendar/month-groups.js';
import { type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';

/**
 * Starts a late plan on today's reading, as the group reads it (a challenge's late joiner): read
 * days stay as they are; the unread days dated before today leave the plan; today's and later days
 * keep their dates and chapters. Returns a new list in date order with `_id` renumbered 0..n-1.
 */
export function skipPastReadings(days: CalendarDay[], today: IsoDate): CalendarDay[] {
  assertCalendarDays(days);
  if (!parseIsoDate(today)) throw PlanError.of('today', today === undefined ? 'required' : 'invalidDate');
  return [...days]
    .sort(byDate)
    .filter((day) => day.read || day.date >= today)
    .map((day, index) => ({ ...day, _id: index }));
}
