import { isChapterRef } from '../canon/canon.js';
import { parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';
import type { CalendarDay } from './calendar-day.js';

/** Throws PlanError `invalidDays` unless every day has a real date, a read flag and its chapters. */
export function assertCalendarDays(days: unknown): asserts days is CalendarDay[] {
  if (!Array.isArray(days) || !days.every(isCalendarDay)) throw PlanError.of('days', 'invalidDays');
}

function isCalendarDay(value: unknown): value is CalendarDay {
  if (typeof value !== 'object' || value === null) return false;
  const day = value as Record<string, unknown>;
  return (
    parseIsoDate(day.date) !== null &&
    typeof day.read === 'boolean' &&
    Array.isArray(day.readingDetails) &&
    day.readingDetails.length > 0 &&
    day.readingDetails.every(isChapterRef)
  );
}
