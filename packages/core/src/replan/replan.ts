import type { Balance, CalendarDay } from '../calendar/calendar-day.js';
import { assertCalendarDays } from '../calendar/check-days.js';
import { spreadChapters } from '../calendar/make-days.js';
import { byDate } from '../calendar/month-groups.js';
import type { ChapterRef } from '../canon/canon.js';
import { type IsoDate, openDates, parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';
import { checkPlanInput } from '../validation/plan-input.js';

export interface ReplanOptions {
  /** The reader's today, `YYYY-MM-DD`. */
  today: IsoDate;
  blockedWeekDays?: number[];
  balance?: Balance;
}

/**
 * Rebuilds a late plan: read days keep their dates; the chapters of the unread days are spread
 * again from today (or the first open date after it) up to the plan's old end date, over dates
 * that hold no read day (at least one date, past the old end if need be). Returns a new list in
 * date order with `_id` renumbered 0..n-1.
 */
export function replan(days: CalendarDay[], options: ReplanOptions): CalendarDay[] {
  return replanUntil(days, options);
}

/**
 * `replan` up to `endDate` instead of the plan's old end date when one is given (keeping the pace
 * moves the end: packages/core/src/plan/keep-pace.ts).
 */
export function replanUntil(days: CalendarDay[], options: ReplanOptions, endDate?: IsoDate): CalendarDay[] {
  assertCalendarDays(days);
  const { today, blockedWeekDays, balance } = checkReplanOptions(options);
  if (endDate !== undefined && !parseIsoDate(endDate)) throw PlanError.of('endDate', 'invalidDate');
  const ordered = [...days].sort(byDate);
  const readDays = ordered.filter((day) => day.read);
  const unreadChapters: ChapterRef[] = ordered.filter((day) => !day.read).flatMap((day) => day.readingDetails);
  if (unreadChapters.length === 0) return renumber(ordered);

  const oldEnd = endDate ?? (ordered[ordered.length - 1] as CalendarDay).date;
  const taken = new Set(readDays.map((day) => day.date));
  let dates = today <= oldEnd ? openDates(today, blockedWeekDays, unreadChapters.length, oldEnd, taken) : [];
  if (dates.length === 0) dates = openDates(today, blockedWeekDays, 1, undefined, taken);

  const replanned = spreadChapters(unreadChapters, dates, balance);
  return renumber([...readDays, ...replanned].sort(byDate));
}

function renumber(days: readonly CalendarDay[]): CalendarDay[] {
  return days.map((day, index) => ({ ...day, _id: index }));
}

/** The replan options, checked with the plan form's week-day and balance rules (a PlanError otherwise). */
export function checkReplanOptions(options: unknown) {
  if (typeof options !== 'object' || options === null) throw PlanError.of('options', 'invalidInput');
  const { today, blockedWeekDays, balance } = options as Record<string, unknown>;
  if (!parseIsoDate(today)) throw PlanError.of('today', today === undefined ? 'required' : 'invalidDate');
  // Reuse the plan form's week-day and balance rules so replanning refuses what building refuses.
  const checked = checkPlanInput(
    { planType: 0, startDate: today, endDate: today, blockedWeekDays, balance },
    'builder',
  );
  if (!checked.ok) throw new PlanError(checked.errors as [PlanError['errors'][number]]);
  return { today: today as IsoDate, blockedWeekDays: checked.value.blockedWeekDays, balance: checked.value.balance };
}
