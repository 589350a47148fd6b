import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { BOOKS, type ChapterRef, chapterWords } from '../canon/canon.js';
import { isPlanError } from '../errors.js';
import { DEFAULT_WORDS_PER_MINUTE } from '../validation/limits.js';
import { dayWords, readingMinutes } from './reading-time.js';

const day = (...readingDetails: ChapterRef[]) => ({ readingDetails });
const allChapters: ChapterRef[] = BOOKS.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, i) => ({ book: book.key, chapter: i + 1 })),
);

describe('dayWords', () => {
  it('adds the word counts of the day chapters', () => {
    const refs = [
      { book: 'genesis', chapter: 1 },
      { book: 'genesis', chapter: 2 },
    ];
    expect(dayWords(day(...refs))).toBe(chapterWords(refs[0] as ChapterRef) + chapterWords(refs[1] as ChapterRef));
    expect(dayWords(day())).toBe(0);
  });
});

describe('readingMinutes', () => {
  it('uses 238 words a minute by default', () => {
    expect(DEFAULT_WORDS_PER_MINUTE).toBe(238);
    const genesis1 = { book: 'genesis', chapter: 1 };
    expect(readingMinutes(day(genesis1))).toBe(Math.round(chapterWords(genesis1) / 238));
  });

  it.each([
    [238, 1],
    [357, 2], // 1.5 rounds up
    [356, 1],
    [2380, 10],
  ])('%i words at 238 wpm -> %i minutes (via a custom speed)', (words, minutes) => {
    // A speed chosen so that Psalm 117 (its words) reads at the same ratio as `words` at 238 wpm.
    const psalm117 = { book: 'psalms', chapter: 117 };
    const speed = (chapterWords(psalm117) * 238) / words;
    expect(readingMinutes(day(psalm117), speed)).toBe(minutes);
  });

  it('is at least one minute for any day with text (Psalm 117 is 33 words)', () => {
    expect(chapterWords({ book: 'psalms', chapter: 117 })).toBe(33);
    expect(readingMinutes(day({ book: 'psalms', chapter: 117 }))).toBe(1);
    expect(readingMinutes(day({ book: 'psalms', chapter: 117 }), 10_000)).toBe(1);
  });

  it('is 0 for a day without chapters', () => {
    expect(readingMinutes(day())).toBe(0);
  });

  it('is words / speed rounded, at least 1, for random days and speeds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...allChapters), { minLength: 1, maxLength: 30 }),
        fc.oneof(
          fc.constant(undefined),
          fc.integer({ min: 1, max: 1000 }),
          fc.double({ min: 0.5, max: 2000, noNaN: true }),
        ),
        (refs, speed) => {
          const words = refs.reduce((sum, ref) => sum + chapterWords(ref), 0);
          const minutes = readingMinutes(day(...refs), speed);
          expect(minutes).toBe(Math.max(1, Math.round(words / (speed ?? 238))));
          expect(Number.isInteger(minutes)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('works on a whole CalendarDay', () => {
    const calendarDay: CalendarDay = {
      _id: 0,
      date: '2026-01-01',
      read: false,
      readingStart: { book: 'psalms', chapter: 119 },
      readingEnd: { book: 'psalms', chapter: 119 },
      readingDetails: [{ book: 'psalms', chapter: 119 }],
    };
    expect(readingMinutes(calendarDay)).toBe(Math.round(chapterWords({ book: 'psalms', chapter: 119 }) / 238));
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], ['238']])(
    'refuses a reading speed of %o with outOfRange',
    (speed) => {
      expect(() => readingMinutes(day({ book: 'genesis', chapter: 1 }), speed as number)).toThrow(
        expect.objectContaining({ name: 'PlanError', code: 'outOfRange', field: 'wordsPerMinute' }),
      );
    },
  );

  it.each([
    [null],
    [undefined],
    [{}],
    [{ readingDetails: 'genesis' }],
    [{ readingDetails: [{ book: 'x', chapter: 1 }] }],
  ])('refuses the day %o with invalidDays', (bad) => {
    expect(() => readingMinutes(bad as CalendarDay)).toThrow(expect.objectContaining({ code: 'invalidDays' }));
  });

  it('throws only PlanErrors for junk', () => {
    fc.assert(
      fc.property(fc.anything(), fc.option(fc.anything(), { nil: undefined }), (value, speed) => {
        try {
          readingMinutes(value as CalendarDay, speed as number);
        } catch (error) {
          expect(isPlanError(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
