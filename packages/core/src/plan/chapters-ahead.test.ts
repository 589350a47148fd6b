import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { addDays } from '../dates/calendar-date.js';
import { chaptersAhead } from './chapters-ahead.js';

// Day n reads Genesis 2n+1 and 2n+2, dated from 1 March 2026 on.
const plan = (count: number, readUpTo = -1): CalendarDay[] =>
  Array.from({ length: count }, (_, n) => ({
    _id: n,
    date: addDays('2026-03-01', n),
    read: n <= readUpTo,
    readingStart: { book: 'genesis', chapter: 2 * n + 1 },
    readingEnd: { book: 'genesis', chapter: 2 * n + 2 },
    readingDetails: [
      { book: 'genesis', chapter: 2 * n + 1 },
      { book: 'genesis', chapter: 2 * n + 2 },
    ],
  }));
const chapterNumbers = (refs: { chapter: number }[]) => refs.map((ref) => ref.chapter);

describe('chaptersAhead', () => {
  it('keeps today’s reading and the next seven days', () => {
    // Today is day 2 (3 March), days 0 and 1 read: days 2 to 9.
    expect(chapterNumbers(chaptersAhead(plan(20, 1), '2026-03-03'))).toEqual([
      5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
    ]);
  });

  it('puts today first, then the unread days behind it, then the days to come', () => {
    // Today is day 4; days 1 to 3 were never read.
    const chapters = chapterNumbers(chaptersAhead(plan(8, 0), '2026-03-05', 3));
    expect(chapters).toEqual([9, 10, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14]);
  });

  it('keeps the first unread readings of a plan that has ended, and nothing of one not begun for weeks', () => {
    expect(chapterNumbers(chaptersAhead(plan(5, 1), '2026-04-01', 2))).toEqual([5, 6, 7, 8]);
    expect(chaptersAhead(plan(5), '2026-02-01')).toEqual([]);
    expect(chapterNumbers(chaptersAhead(plan(5), '2026-02-27', 4))).toEqual([1, 2, 3, 4]);
  });

  it('names a chapter two days share once', () => {
    const days = plan(3);
    days[1] = { ...(days[1] as CalendarDay), readingDetails: [{ book: 'genesis', chapter: 2 }] };
    expect(chapterNumbers(chaptersAhead(days, '2026-03-01'))).toEqual([1, 2, 5, 6]);
  });
});
