import type { CalendarDay } from '../calendar/calendar-day.js';
import { chapterWords, isChapterRef } from '../canon/canon.js';
import { PlanError } from '../errors.js';
import { DEFAULT_WORDS_PER_MINUTE } from '../validation/limits.js';

/** Words of a day's reading, counted in the KJV text. */
export function dayWords(day: Pick<CalendarDay, 'readingDetails'>): number {
  if (!Array.isArray(day?.readingDetails) || !day.readingDetails.every(isChapterRef)) {
    throw PlanError.of('day', 'invalidDays');
  }
  return day.readingDetails.reduce((sum, ref) => sum + chapterWords(ref), 0);
}

/**
 * Estimated minutes to read a day, from its word count (default 238 words a minute), rounded to
 * the nearest minute and at least 1 for any day with text.
 */
export function readingMinutes(
  day: Pick<CalendarDay, 'readingDetails'>,
  wordsPerMinute = DEFAULT_WORDS_PER_MINUTE,
): number {
  if (typeof wordsPerMinute !== 'number' || !(wordsPerMinute > 0) || !Number.isFinite(wordsPerMinute)) {
    throw PlanError.of('wordsPerMinute', 'outOfRange');
  }
  const words = dayWords(day);
  return words === 0 ? 0 : Math.max(1, Math.round(words / wordsPerMinute));
}
