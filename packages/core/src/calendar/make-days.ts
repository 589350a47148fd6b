import { type ChapterRef, chapterVerses, chapterWords } from '../canon/canon.js';
import type { IsoDate } from '../dates/calendar-date.js';
import type { Balance, CalendarDay } from './calendar-day.js';
import { splitByWeight, splitEvenly } from './split.js';

const WEIGHTS: Record<Exclude<Balance, 'chapters'>, (ref: ChapterRef) => number> = {
  verses: chapterVerses,
  words: chapterWords,
};

/**
 * Spreads the chapters, in order and each exactly once, over the dates: one day per date, every
 * day at least one whole chapter. Requires 1 <= dates.length <= chapters.length.
 */
export function spreadChapters(
  chapters: readonly ChapterRef[],
  dates: readonly IsoDate[],
  balance: Balance,
): CalendarDay[] {
  const runs =
    balance === 'chapters'
      ? splitEvenly(chapters, dates.length)
      : splitByWeight(chapters, chapters.map(WEIGHTS[balance]), dates.length);
  return runs.map((run, index) => ({
    _id: index,
    date: dates[index] as IsoDate,
    read: false,
    readingStart: { ...(run[0] as ChapterRef) },
    readingEnd: { ...(run[run.length - 1] as ChapterRef) },
    readingDetails: run.map((ref) => ({ ...ref })),
  }));
}
