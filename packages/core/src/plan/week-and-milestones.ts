import type { CalendarDay } from '../calendar/calendar-day.js';
import { BOOKS } from '../canon/canon.js';
import { addDays, type IsoDate, weekDayOf } from '../dates/calendar-date.js';

/** One date of the week shown when a day is finished. */
export interface WeekDot {
  date: IsoDate;
  /** 'read': every reading of the date read; 'unread': a reading left; 'rest': a blocked week day; 'none': no reading that date. */
  kind: 'read' | 'unread' | 'rest' | 'none';
  isToday: boolean;
}

/**
 * The seven dates of the week holding `today`, starting on the locale's first day (0 = Sunday,
 * 1 = Monday…): each read, unread, a rest day (a blocked week day with no reading) or without reading.
 */
export function weekDots(
  days: readonly Pick<CalendarDay, 'date' | 'read'>[],
  today: IsoDate,
  blockedWeekDays: readonly number[],
  weekStart: number,
): WeekDot[] {
  const first = addDays(today, -((weekDayOf(today) - weekStart + 7) % 7));
  const blocked = new Set(blockedWeekDays);
  return Array.from({ length: 7 }, (_, offset) => {
    const date = addDays(first, offset);
    const dated = days.filter((day) => day.date === date);
    const kind: WeekDot['kind'] =
      dated.length > 0
        ? dated.every((day) => day.read)
          ? 'read'
          : 'unread'
        : blocked.has(weekDayOf(date))
          ? 'rest'
          : 'none';
    return { date, kind, isToday: date === today };
  });
}

/** A milestone worth a word when it is reached, and remembered. */
export type Milestone = { kind: 'days'; count: 7 | 30 | 100 } | { kind: 'book'; book: string } | { kind: 'wholeBible' };

export const DAY_MILESTONES = [7, 30, 100] as const;

/** A milestone's stable key, to remember it once ("days:7", "book:ruth", "wholeBible"). */
export function milestoneKey(milestone: Milestone): string {
  if (milestone.kind === 'days') return `days:${milestone.count}`;
  if (milestone.kind === 'book') return `book:${milestone.book}`;
  return 'wholeBible';
}

/** The milestone a key names (the menu lists what was remembered), or null for one it can't read. */
export function milestoneOfKey(key: string): Milestone | null {
  if (key === 'wholeBible') return { kind: 'wholeBible' };
  const [kind, value = ''] = key.split(':');
  if (kind === 'book' && BOOKS.some((book) => book.key === value)) return { kind: 'book', book: value };
  const count = DAY_MILESTONES.find((each) => String(each) === value);
  return kind === 'days' && count !== undefined ? { kind: 'days', count } : null;
}

const TOTAL_CHAPTERS = BOOKS.reduce((sum, book) => sum + book.chapters, 0);

/**
 * The milestones that finishing `finished` reaches in the plan (its days with that one read):
 * 7, 30 and 100 days read; every chapter of a book read, for the books of that day; every chapter
 * of the Bible read. A milestone counts once: the caller remembers those already reached.
 */
export function milestonesReached(
  days: readonly Pick<CalendarDay, 'read' | 'readingDetails'>[],
  finished: Pick<CalendarDay, 'readingDetails'>,
): Milestone[] {
  const reached: Milestone[] = [];
  const readDays = days.filter((day) => day.read).length;
  for (const count of DAY_MILESTONES) if (readDays === count) reached.push({ kind: 'days', count });

  const readChapters = new Set<string>();
  for (const day of days) {
    if (!day.read) continue;
    for (const ref of day.readingDetails) readChapters.add(`${ref.book} ${ref.chapter}`);
  }
  const books = [...new Set(finished.readingDetails.map((ref) => ref.book))];
  for (const key of books) {
    const book = BOOKS.find((candidate) => candidate.key === key);
    if (!book) continue;
    const whole = Array.from({ length: book.chapters }, (_, index) => `${key} ${index + 1}`);
    if (whole.every((chapter) => readChapters.has(chapter))) reached.push({ kind: 'book', book: key });
  }
  if (readChapters.size === TOTAL_CHAPTERS) reached.push({ kind: 'wholeBible' });
  return reached;
}
