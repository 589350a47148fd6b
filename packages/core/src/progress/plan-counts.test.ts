import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChapterRef } from '../canon/canon.js';
import { planCounts } from './plan-counts.js';

const chapters = (count: number): ChapterRef[] =>
  Array.from({ length: count }, (_, index) => ({ book: 'psalms', chapter: index + 1 }));

describe('planCounts', () => {
  it('counts days and chapters, read and in all', () => {
    const days = [
      { read: true, readingDetails: chapters(3) },
      { read: true, readingDetails: chapters(4) },
      { read: false, readingDetails: chapters(4) },
    ];
    expect(planCounts(days)).toEqual({ daysRead: 2, dayCount: 3, chaptersRead: 7, chapterCount: 11 });
    expect(planCounts([])).toEqual({ daysRead: 0, dayCount: 0, chaptersRead: 0, chapterCount: 0 });
  });

  it('refuses a list with a missing day', () => {
    expect(() => planCounts([null] as never)).toThrow(expect.objectContaining({ code: 'invalidDays' }));
  });

  it('stays within its totals, and a plan read through reads every chapter', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ read: fc.boolean(), size: fc.integer({ min: 1, max: 8 }) })), (spec) => {
        const days = spec.map(({ read, size }) => ({ read, readingDetails: chapters(size) }));
        const counts = planCounts(days);
        expect(counts.daysRead).toBeLessThanOrEqual(counts.dayCount);
        expect(counts.chaptersRead).toBeLessThanOrEqual(counts.chapterCount);
        expect(counts.chaptersRead).toBeGreaterThanOrEqual(counts.daysRead);
        const all = planCounts(days.map((each) => ({ ...each, read: true })));
        expect(all.chaptersRead).toBe(counts.chapterCount);
        expect(all.daysRead).toBe(days.length);
      }),
    );
  });
});
