import { addDays, type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';

/**
 * Default end date of a new plan: a year of reading from today, so the day before the same date
 * next year (2026-11-23 -> 2027-11-22: 365 days, or 366 when they hold a 29 February). A year from
 * 29 February is 1 March, so it ends on 28 February (2028-02-29 -> 2029-02-28). Never past the
 * calendar's last day, 9999-12-31. Plans may cross the year: docs/decisions/0006-default-end-date.md
 * tells why this departs from spec 2 section 9 (31 December of the current year).
 */
export function defaultEndDate(today: IsoDate): IsoDate {
  if (!parseIsoDate(today)) throw PlanError.of('today', 'invalidDate');
  const nextYear = Number(today.slice(0, 4)) + 1;
  if (nextYear > 9999) return '9999-12-31';
  const monthDay = today.slice(5);
  const anniversary = `${String(nextYear).padStart(4, '0')}-${monthDay === '02-29' ? '03-01' : monthDay}`;
  return addDays(anniversary, -1);
}
