import { type CalendarDate, getDayOfWeek, parseDate } from '@internationalized/date';
import { PlanError } from '../errors.js';

// Plans live in calendar dates (YYYY-MM-DD). No Date object with a time ever takes part,
// so no time zone can move a reading to another day.

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses a `YYYY-MM-DD` string that names a real day (2026-02-30 is refused). */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  try {
    const date = parseDate(value);
    return date.toString() === value ? date : null;
  } catch {
    return null;
  }
}

export function isIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** Week day of a calendar date, Sunday = 0 ... Saturday = 6. */
export function weekDayOf(date: CalendarDate): number {
  return getDayOfWeek(date, 'en-US', 'sun');
}

/** Adds (or with a negative count, subtracts) whole days. */
export function addDays(date: IsoDate, days: number): IsoDate {
  return parseDate(date).add({ days }).toString();
}

/** Today's calendar date in the given time zone (default: the runtime's own). */
export function todayIso(timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/**
 * Non-blocked dates from `start` on, in order: up to `endInclusive` when given, and never more
 * than `limit`. Blocked week days (0-6) never appear. At most six week days may be blocked, so
 * the walk always moves on. Throws PlanError (`startDate`, `outOfRange`) when the walk would need
 * dates past 9999-12-31, the calendar's last day.
 */
export function openDates(
  start: IsoDate,
  blockedWeekDays: ReadonlySet<number>,
  limit: number,
  endInclusive?: IsoDate,
  skip?: ReadonlySet<IsoDate>,
): IsoDate[] {
  const dates: IsoDate[] = [];
  const last = endInclusive === undefined ? null : parseDate(endInclusive);
  let date = parseDate(start);
  while (dates.length < limit && (last === null || date.compare(last) <= 0)) {
    const iso = date.toString();
    if (!blockedWeekDays.has(weekDayOf(date)) && !skip?.has(iso)) dates.push(iso);
    const next = date.add({ days: 1 });
    if (next.compare(date) <= 0) {
      // The calendar ends here (9999-12-31) and `add` stays put: stop rather than repeat the date or loop forever.
      if (last === null && dates.length < limit) throw PlanError.of('startDate', 'outOfRange');
      break;
    }
    date = next;
  }
  return dates;
}
