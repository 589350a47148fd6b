import type { CalendarDay } from '../calendar/calendar-day.js';
import { PlanError } from '../errors.js';

/** Progress in human units: days and chapters, read and in all. */
export interface PlanCounts {
  daysRead: number;
  dayCount: number;
  chaptersRead: number;
  chapterCount: number;
}

/** How many of the plan's days and chapters are read (a day's chapters are its readingDetails). */
export function planCounts(days: readonly Pick<CalendarDay, 'read' | 'readingDetails'>[]): PlanCounts {
  if (!Array.isArray(days)) throw PlanError.of('days', 'invalidDays');
  const counts: PlanCounts = { daysRead: 0, dayCount: 0, chaptersRead: 0, chapterCount: 0 };
  for (const day of days) {
    if (typeof day !== 'object' || day === null || !Array.isArray(day.readingDetails)) {
      throw PlanError.of('days', 'invalidDays');
    }
    const chapters = day.readingDetails.length;
    counts.dayCount += 1;
    counts.chapterCount += chapters;
    if (day.read === true) {
      counts.daysRead += 1;
      counts.chaptersRead += chapters;
    }
  }
  return counts;
}
