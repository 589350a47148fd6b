import type { CalendarDay } from '../calendar/calendar-day.js';
import type { IsoDate } from '../dates/calendar-date.js';
import { isLate } from '../progress/progress.js';

/** Readings behind: unread days dated before today. */
export function overdueCount(days: readonly Pick<CalendarDay, 'date' | 'read'>[], today: IsoDate): number {
  return days.filter((day) => !day.read && day.date < today).length;
}

/**
 * Time for the late dialog to open by itself: the plan is late (spec 2 section 4) and at least
 * `delayCount` readings wait (the checklist's delay-count setting, spec 2 section 9).
 */
export function shouldOfferReplan(days: readonly CalendarDay[], today: IsoDate, delayCount: number): boolean {
  return isLate(days, today) && overdueCount(days, today) >= delayCount;
}
