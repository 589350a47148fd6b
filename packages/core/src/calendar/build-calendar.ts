import type { ChapterRef } from '../canon/canon.js';
import { PlanError } from '../errors.js';
import { readingRange } from '../reading-orders/reading-orders.js';
import { checkPlanInput } from '../validation/plan-input.js';
import type { BuildInput, CalendarDay } from './calendar-day.js';
import { spreadChapters } from './make-days.js';
import { planDates } from './plan-dates.js';

export const chapterKey = (ref: ChapterRef): string => `${ref.book}:${ref.chapter}`;

/**
 * Builds a plan's days: the chapters of the reading range (in the chosen order, minus the
 * chapters already read) spread over the dates of the plan type. Throws a PlanError with a code
 * for any bad input.
 */
export function buildReadingCalendar(input: BuildInput): CalendarDay[] {
  const checked = checkPlanInput(input, 'builder');
  if (!checked.ok) throw new PlanError(checked.errors as [PlanError['errors'][number]]);
  const plan = checked.value;
  const alreadyRead = new Set(plan.chaptersRead.map(chapterKey));
  const chapters = readingRange(plan.readingOrder, plan.startReading, plan.endReading).filter(
    (ref) => !alreadyRead.has(chapterKey(ref)),
  );
  if (chapters.length === 0) throw PlanError.of('chaptersRead', 'nothingToRead');
  return spreadChapters(chapters, planDates(plan, chapters.length), plan.balance);
}
