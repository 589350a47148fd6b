import { PlanError } from '../errors.js';

// Plans live in calendar dates (YYYY-MM-DD). No Date object with a time ever takes part,
// so no time zone can move a reading to another day: the arithmetic below counts whole days in
// UTC, where every day has 24 hours.

/** A calendar date as `YYYY-MM-DD`. */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** The calendar's first and last day (years 1 to 9999, proleptic Gregorian). */
const FIRST_DAY = dayNumber(1, 1, 1);
const LAST_DAY = dayNumber(9999, 12, 31);

/** Days since 1970-01-01 of a year, month (1-12) and day; setUTCFullYear keeps years below 100. */
function dayNumber(year: number, month: number, day: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return Math.round(date.getTime() / DAY_MS);
}

function isoOfDayNumber(days: number): IsoDate {
  const date = new Date(days * DAY_MS);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function dayNumberOf(date: IsoDate): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return dayNumber(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The date itself when `value` is a `YYYY-MM-DD` string naming a real day (2026-02-30 is refused), else null. */
export function parseIsoDate(value: unknown): IsoDate | null {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return null;
  const days = dayNumberOf(value);
  return days >= FIRST_DAY && days <= LAST_DAY && isoOfDayNumber(days) === value ? value : null;
}

export function isIsoDate(value: unknown): value is IsoDate {
  return parseIsoDate(value) !== null;
}

/** Week day of a calendar date, Sunday = 0 ... Saturday = 6. */
export function weekDayOf(date: IsoDate): number {
  // 1970-01-01 was a Thursday.
  return (((dayNumberOf(date) + 4) % 7) + 7) % 7;
}

/**
 * Adds (or with a negative count, subtracts) whole days; the result stays within the calendar
 * (0001-01-01 to 9999-12-31).
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  return isoOfDayNumber(Math.min(LAST_DAY, Math.max(FIRST_DAY, dayNumberOf(date) + days)));
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
  const last = endInclusive === undefined ? null : dayNumberOf(endInclusive);
  let day = dayNumberOf(start);
  while (dates.length < limit && (last === null || day <= last)) {
    const iso = isoOfDayNumber(day);
    if (!blockedWeekDays.has(weekDayOf(iso)) && !skip?.has(iso)) dates.push(iso);
    if (day >= LAST_DAY) {
      // The calendar ends here (9999-12-31): stop rather than repeat the date or loop forever.
      if (last === null && dates.length < limit) throw PlanError.of('startDate', 'outOfRange');
      break;
    }
    day += 1;
  }
  return dates;
}
