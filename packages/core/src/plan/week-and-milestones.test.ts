import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { BOOKS } from '../canon/canon.js';
import { addDays, weekDayOf } from '../dates/calendar-date.js';
import { milestoneKey, milestoneOfKey, milestonesReached, weekDots } from './week-and-milestones.js';

const day = (date: string, read: boolean, chapters: [string, number][] = [['genesis', 1]]): CalendarDay => ({
  _id: 0,
  date,
  read,
  readingStart: { book: chapters[0]?.[0] ?? 'genesis', chapter: chapters[0]?.[1] ?? 1 },
  readingEnd: { book: chapters.at(-1)?.[0] ?? 'genesis', chapter: chapters.at(-1)?.[1] ?? 1 },
  readingDetails: chapters.map(([book, chapter]) => ({ book, chapter })),
});

describe('weekDots', () => {
  // Thursday 5 March 2026; weekends blocked; Mon-Wed read, Thu read, Fri to come.
  const days = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'].map((date, n) =>
    day(date, n < 4),
  );

  it('starts the week on the locale’s first day and shows rest days as rest', () => {
    const monday = weekDots(days, '2026-03-05', [0, 6], 1);
    expect(monday.map((dot) => `${dot.date.slice(8)} ${dot.kind}`)).toEqual([
      '02 read',
      '03 read',
      '04 read',
      '05 read',
      '06 unread',
      '07 rest',
      '08 rest',
    ]);
    expect(monday.filter((dot) => dot.isToday).map((dot) => dot.date)).toEqual(['2026-03-05']);
    const sunday = weekDots(days, '2026-03-05', [0, 6], 0);
    expect(sunday[0]).toMatchObject({ date: '2026-03-01', kind: 'rest' });
    expect(sunday[6]).toMatchObject({ date: '2026-03-07', kind: 'rest' });
  });

  it('always holds seven days in a row from the week start, today among them', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 6 }), (offset, start) => {
        const today = addDays('2024-01-01', offset);
        const dots = weekDots([], today, [], start);
        expect(dots).toHaveLength(7);
        expect(weekDayOf(dots[0]?.date as string)).toBe(start);
        expect(dots.map((dot) => dot.date)).toEqual(dots.map((_, index) => addDays(dots[0]?.date as string, index)));
        expect(dots.filter((dot) => dot.isToday)).toHaveLength(1);
      }),
    );
  });
});

describe('milestonesReached', () => {
  it('reaches 7, 30 and 100 days read exactly when that many are', () => {
    const plan = (read: number) => Array.from({ length: 120 }, (_, n) => day(addDays('2026-01-01', n), n < read));
    expect(milestonesReached(plan(7), day('x', true)).map(milestoneKey)).toEqual(['days:7']);
    expect(milestonesReached(plan(8), day('x', true)).map(milestoneKey)).toEqual([]);
    expect(milestonesReached(plan(30), day('x', true)).map(milestoneKey)).toEqual(['days:30']);
    expect(milestonesReached(plan(100), day('x', true)).map(milestoneKey)).toEqual(['days:100']);
  });

  it('reaches a book when its last unread chapter is read, whatever the order', () => {
    const ruth = [1, 2, 3, 4].map((chapter, n) => day(addDays('2026-01-01', n), true, [['ruth', chapter]]));
    expect(milestonesReached(ruth, ruth[3] as CalendarDay).map(milestoneKey)).toEqual(['book:ruth']);
    const withGap = ruth.map((each, n) => (n === 1 ? { ...each, read: false } : each));
    expect(milestonesReached(withGap, withGap[3] as CalendarDay)).toEqual([]);
    // A day spanning two books finishes both.
    const jonahMicah = day('2026-02-01', true, [
      ['jonah', 4],
      ['micah', 1],
    ]);
    const jonah = [1, 2, 3].map((chapter) => day('2026-01-01', true, [['jonah', chapter]]));
    expect(milestonesReached([...jonah, jonahMicah], jonahMicah).map(milestoneKey)).toEqual(['book:jonah']);
  });

  it('reaches the whole Bible when every chapter is read', () => {
    const all = BOOKS.flatMap((book) =>
      Array.from({ length: book.chapters }, (_, index) => day('2026-01-01', true, [[book.key, index + 1]])),
    );
    const last = all.at(-1) as CalendarDay;
    expect(milestonesReached(all, last).map(milestoneKey)).toEqual(['book:revelation', 'wholeBible']);
    const short = all.map((each, n) => (n === 0 ? { ...each, read: false } : each));
    expect(milestonesReached(short, last).map(milestoneKey)).toEqual(['book:revelation']);
  });
});

describe('milestoneOfKey', () => {
  it('reads back every key it makes, and nothing else', () => {
    for (const milestone of [
      { kind: 'days', count: 7 },
      { kind: 'days', count: 100 },
      { kind: 'book', book: 'ruth' },
      { kind: 'wholeBible' },
    ] as const) {
      expect(milestoneOfKey(milestoneKey(milestone))).toEqual(milestone);
    }
    for (const key of ['days:8', 'book:nowhere', 'days', '', 'wholeBible:1']) expect(milestoneOfKey(key)).toBeNull();
  });
});
