import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChapterRef, chapterVerses, chapterWords } from '../canon/canon.js';
import { READING_ORDERS } from '../reading-orders/reading-order.js';
import { chapterSequence } from '../reading-orders/reading-orders.js';
import type { Balance } from './calendar-day.js';
import { spreadChapters } from './make-days.js';

const WEIGHT: Record<Exclude<Balance, 'chapters'>, (ref: ChapterRef) => number> = {
  verses: chapterVerses,
  words: chapterWords,
};
const dateList = (count: number) =>
  Array.from({ length: count }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);

/** The lightest possible heaviest day over every way to cut the chapters into `days` contiguous days. */
function bruteForceOptimum(weights: readonly number[], days: number): number {
  let best = Number.POSITIVE_INFINITY;
  const walk = (start: number, daysLeft: number, heaviest: number) => {
    if (heaviest >= best) return;
    if (daysLeft === 1) {
      best = Math.min(
        best,
        Math.max(
          heaviest,
          weights.slice(start).reduce((a, b) => a + b, 0),
        ),
      );
      return;
    }
    let run = 0;
    for (let end = start + 1; end <= weights.length - daysLeft + 1; end++) {
      run += weights[end - 1] as number;
      walk(end, daysLeft - 1, Math.max(heaviest, run));
    }
  };
  walk(0, days, 0);
  return best;
}

describe('spreadChapters', () => {
  it('makes one day per date with copies of the chapter references', () => {
    const chapters = chapterSequence('traditional').slice(0, 5);
    const days = spreadChapters(chapters, ['2026-01-01', '2026-01-03'], 'chapters');
    expect(days).toEqual([
      {
        _id: 0,
        date: '2026-01-01',
        read: false,
        readingStart: { book: 'genesis', chapter: 1 },
        readingEnd: { book: 'genesis', chapter: 3 },
        readingDetails: [
          { book: 'genesis', chapter: 1 },
          { book: 'genesis', chapter: 2 },
          { book: 'genesis', chapter: 3 },
        ],
      },
      {
        _id: 1,
        date: '2026-01-03',
        read: false,
        readingStart: { book: 'genesis', chapter: 4 },
        readingEnd: { book: 'genesis', chapter: 5 },
        readingDetails: [
          { book: 'genesis', chapter: 4 },
          { book: 'genesis', chapter: 5 },
        ],
      },
    ]);
    expect(days[0]?.readingDetails[0]).not.toBe(chapters[0]);
    expect(days[0]?.readingStart).not.toBe(days[0]?.readingDetails[0]);
  });

  it.each(['verses', 'words'] as const)(
    "'%s': no other cut of a real reading range has a lighter heaviest day",
    (balance) => {
      fc.assert(
        fc.property(
          fc.constantFrom(...READING_ORDERS),
          fc.integer({ min: 0, max: 1188 }),
          fc.integer({ min: 1, max: 12 }),
          fc.integer({ min: 1, max: 12 }),
          (order, first, length, wantedDays) => {
            const chapters = chapterSequence(order).slice(first, first + length);
            const dayCount = Math.min(wantedDays, chapters.length);
            const days = spreadChapters(chapters, dateList(dayCount), balance);
            expect(days).toHaveLength(dayCount);
            expect(days.flatMap((day) => day.readingDetails)).toEqual(chapters);
            for (const day of days) expect(day.readingDetails.length).toBeGreaterThan(0);
            const weights = chapters.map(WEIGHT[balance]);
            const heaviest = Math.max(
              ...days.map((day) => day.readingDetails.map(WEIGHT[balance]).reduce((a, b) => a + b, 0)),
            );
            expect(heaviest).toBe(bruteForceOptimum(weights, dayCount));
          },
        ),
        { numRuns: 300 },
      );
    },
  );
});
