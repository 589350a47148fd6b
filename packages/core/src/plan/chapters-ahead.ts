import type { CalendarDay } from '../calendar/calendar-day.js';
import type { ChapterRef } from '../canon/canon.js';
import { addDays, type IsoDate } from '../dates/calendar-date.js';

/** How many days of readings a device keeps ready to read offline: today and the next seven. */
export const DAYS_KEPT_AHEAD = 8;

/**
 * The chapters a reader opens next, to keep on the device before anything else: today's reading,
 * then, when the plan is behind, its first `dayCount` unread readings before today (what "Read
 * now" opens), then the readings of the next `dayCount - 1` days. Each chapter once.
 */
export function chaptersAhead<Day extends CalendarDay>(
  days: readonly Day[],
  today: IsoDate,
  dayCount = DAYS_KEPT_AHEAD,
): ChapterRef[] {
  const sorted = [...days].sort((a, b) => a.date.localeCompare(b.date));
  const last = addDays(today, dayCount - 1);
  const todays = sorted.filter((day) => day.date === today);
  const late = sorted.filter((day) => day.date < today && !day.read).slice(0, dayCount);
  const upcoming = sorted.filter((day) => day.date > today && day.date <= last);
  const seen = new Set<string>();
  const chapters: ChapterRef[] = [];
  for (const day of [...todays, ...late, ...upcoming]) {
    for (const ref of day.readingDetails) {
      const key = `${ref.book} ${ref.chapter}`;
      if (seen.has(key)) continue;
      seen.add(key);
      chapters.push(ref);
    }
  }
  return chapters;
}
