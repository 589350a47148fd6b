import type { CalendarDay } from '../calendar/calendar-day.js';
import { byDate } from '../calendar/month-groups.js';
import { type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';

/** What today holds in a plan: the answer to "what do I read today?". */
export type TodayReading<Day extends CalendarDay = CalendarDay> =
  /** Today has a reading (read or not); `dayNumber` counts the plan's days from 1, in date order. */
  | { kind: 'reading'; day: Day; dayNumber: number; dayCount: number }
  /** Inside the plan, but no reading today (a blocked week day): the next one. */
  | { kind: 'rest'; next: Day }
  /** The plan begins later. */
  | { kind: 'notStarted'; first: Day }
  /** Every reading is read. */
  | { kind: 'finished' }
  /** The plan's last date has passed with readings left: the first of them. */
  | { kind: 'ended'; firstUnread: Day };

function sortedDays<Day extends CalendarDay>(days: readonly Day[], today: IsoDate): Day[] {
  if (!parseIsoDate(today)) throw PlanError.of('today', 'invalidDate');
  if (!Array.isArray(days) || !days.every((day) => typeof day === 'object' && day !== null)) {
    throw PlanError.of('days', 'invalidDays');
  }
  return [...days].sort(byDate);
}

/** Today's reading, or why there is none. An empty plan counts as finished. */
export function todayReading<Day extends CalendarDay>(days: readonly Day[], today: IsoDate): TodayReading<Day> {
  const sorted = sortedDays(days, today);
  const firstUnread = sorted.find((day) => !day.read);
  if (!firstUnread) return { kind: 'finished' };
  const index = sorted.findIndex((day) => day.date === today);
  const todays = sorted[index];
  if (todays) return { kind: 'reading', day: todays, dayNumber: index + 1, dayCount: sorted.length };
  const first = sorted[0] as Day;
  if (today < first.date) return { kind: 'notStarted', first };
  const next = sorted.find((day) => day.date > today);
  return next ? { kind: 'rest', next } : { kind: 'ended', firstUnread };
}

/** The first unread reading dated after `date` ("tomorrow's reading"), if any. */
export function nextReading<Day extends CalendarDay>(days: readonly Day[], date: IsoDate): Day | undefined {
  return sortedDays(days, date).find((day) => day.date > date && !day.read);
}

/**
 * The day the checklist opens on and its Today button returns to: today's reading; on a day with
 * none, the next one; after the plan's end, the first unread reading (or the last day when all
 * are read). Undefined for an empty plan.
 */
export function checklistFocusDay<Day extends CalendarDay>(days: readonly Day[], today: IsoDate): Day | undefined {
  const sorted = sortedDays(days, today);
  return (
    sorted.find((day) => day.date === today) ??
    sorted.find((day) => day.date > today) ??
    sorted.find((day) => !day.read) ??
    sorted[sorted.length - 1]
  );
}
