import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { BuildInput, CalendarDay } from '../calendar/calendar-day.js';
import { byDate } from '../calendar/month-groups.js';
import { isPlanError } from '../errors.js';

/**
 * An edited plan that keeps the person's progress (spec 2 section 4: chapters already read are
 * left out of the new plan): every read day keeps its date, chapters and mark; the chapters not
 * read yet are spread over the edited dates, around the read days. `_id` is renumbered 0..n-1.
 */
export function rebuildKeepingProgress<Day extends CalendarDay>(
  previous: readonly Day[],
  input: BuildInput,
): (Day | CalendarDay)[] {
  const readDays = previous.filter((day) => day.read);
  if (readDays.length === 0) return buildReadingCalendar(input);
  let unread: CalendarDay[] = [];
  try {
    unread = buildReadingCalendar({
      ...input,
      chaptersRead: [...(input.chaptersRead ?? []), ...readDays.flatMap((day) => day.readingDetails)],
      takenDates: [...(input.takenDates ?? []), ...readDays.map((day) => day.date)],
    });
  } catch (error) {
    // Everything in the new range is read already: the plan is its read days.
    if (!isPlanError(error) || !error.errors.some((problem) => problem.code === 'nothingToRead')) throw error;
  }
  return [...readDays, ...unread].sort(byDate).map((day, index) => ({ ...day, _id: index }));
}
