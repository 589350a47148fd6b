import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../canon/book.js';
import { BOOKS, type ChapterRef, getBook } from '../canon/canon.js';
import { READING_ORDERS, type ReadingOrder } from './reading-order.js';
import {
  chapterSequence,
  defaultReadingRange,
  isReadingOrder,
  positionInOrder,
  readingOrderName,
  readingRange,
} from './reading-orders.js';

const key = (ref: ChapterRef) => `${ref.book}:${ref.chapter}`;
const position = (ref: ChapterRef) => ({ bookIndex: getBook(ref.book).index, chapter: ref.chapter });
const canonical: ChapterRef[] = BOOKS.flatMap((book) =>
  Array.from({ length: book.chapters }, (_, i) => ({ book: book.key, chapter: i + 1 })),
);

/** Index of a chapter in an order's sequence, found by a plain scan. */
const indexIn = (order: ReadingOrder, book: string, chapter: number) =>
  chapterSequence(order).findIndex((ref) => ref.book === book && ref.chapter === chapter);

describe.each(READING_ORDERS)('%s order', (order) => {
  const sequence = chapterSequence(order);

  it('covers all 1189 chapters exactly once', () => {
    expect(sequence).toHaveLength(1189);
    expect(new Set(sequence.map(key)).size).toBe(1189);
    expect([...sequence.map(key)].sort()).toEqual(canonical.map(key).sort());
  });

  it('ends at Revelation 22, and its default range runs from its first chapter to Revelation 22', () => {
    expect(sequence[sequence.length - 1]).toEqual({ book: 'revelation', chapter: 22 });
    const range = defaultReadingRange(order);
    expect(range.start).toEqual(position(sequence[0] as ChapterRef));
    expect(range.end).toEqual({ bookIndex: 65, chapter: 22 });
    expect(readingRange(order, range.start, range.end)).toEqual(sequence);
  });

  it('positionInOrder is the inverse of the sequence', () => {
    sequence.forEach((ref, index) => {
      expect(positionInOrder(order, position(ref))).toBe(index);
    });
  });

  it('a reading range is the slice of the sequence from start to end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1188 }), fc.integer({ min: 0, max: 1188 }), (a, b) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const start = position(sequence[from] as ChapterRef);
        const end = position(sequence[to] as ChapterRef);
        expect(readingRange(order, start, end)).toEqual(sequence.slice(from, to + 1));
        if (from < to) {
          expect(() => readingRange(order, end, start)).toThrow(
            expect.objectContaining({ name: 'PlanError', code: 'readingRangeReversed', field: 'endReading' }),
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('a one-chapter range is that chapter', () => {
    expect(readingRange(order, { bookIndex: 30, chapter: 1 }, { bookIndex: 30, chapter: 1 })).toEqual([
      { book: 'obadiah', chapter: 1 },
    ]);
  });

  it('has a name in every language', () => {
    for (const language of LANGUAGES) expect(readingOrderName(order, language).length).toBeGreaterThan(0);
  });
});

it.each(['traditional', 'historical'] as const)('%s order reads every book in ascending chapter order', (order) => {
  const lastChapter = new Map<string, number>();
  for (const ref of chapterSequence(order)) {
    expect(ref.chapter).toBeGreaterThan(lastChapter.get(ref.book) ?? 0);
    lastChapter.set(ref.book, ref.chapter);
  }
});

describe('traditional order', () => {
  it('is the canonical order', () => {
    expect(chapterSequence('traditional')).toEqual(canonical);
  });

  it('starts at Genesis 1', () => {
    expect(defaultReadingRange('traditional').start).toEqual({ bookIndex: 0, chapter: 1 });
  });

  it('refuses Exodus 1 -> Genesis 50 as reversed', () => {
    expect(() => readingRange('traditional', { bookIndex: 1, chapter: 1 }, { bookIndex: 0, chapter: 50 })).toThrow(
      expect.objectContaining({ code: 'readingRangeReversed' }),
    );
  });
});

describe('historical order', () => {
  it('reads whole books, Job right after Genesis', () => {
    const sequence = chapterSequence('historical');
    expect(sequence.slice(0, 50).every((ref) => ref.book === 'genesis')).toBe(true);
    expect(sequence[50]).toEqual({ book: 'job', chapter: 1 });
    // Whole books: each book's chapters are contiguous.
    const runs = sequence.filter((ref, i) => i === 0 || sequence[i - 1]?.book !== ref.book).map((ref) => ref.book);
    expect(new Set(runs).size).toBe(66);
  });

  it('differs from the traditional order', () => {
    expect(chapterSequence('historical')).not.toEqual(chapterSequence('traditional'));
  });
});

describe('chronological order', () => {
  const sequence = chapterSequence('chronological');

  it('puts Job right after Genesis 11, and Genesis 12 right after Job 42', () => {
    expect(sequence.slice(0, 11)).toEqual(Array.from({ length: 11 }, (_, i) => ({ book: 'genesis', chapter: i + 1 })));
    expect(sequence[11]).toEqual({ book: 'job', chapter: 1 });
    const job42 = indexIn('chronological', 'job', 42);
    expect(sequence[job42 + 1]).toEqual({ book: 'genesis', chapter: 12 });
  });

  it('interleaves the Psalms with other books', () => {
    const psalmRuns = sequence.filter((ref, i) => ref.book === 'psalms' && sequence[i - 1]?.book !== 'psalms');
    expect(psalmRuns.length).toBeGreaterThan(10);
    // Psalm 90 (Moses) sits inside Numbers.
    const psalm90 = indexIn('chronological', 'psalms', 90);
    expect(sequence[psalm90 - 1]).toEqual({ book: 'numbers', chapter: 15 });
    expect(sequence[psalm90 + 1]).toEqual({ book: 'numbers', chapter: 16 });
  });

  it('splits Acts into the segments 1-14, 15-16, 17, 18-19, 20-28', () => {
    const actsRuns: number[][] = [];
    sequence.forEach((ref, i) => {
      if (ref.book !== 'acts') return;
      if (sequence[i - 1]?.book !== 'acts') actsRuns.push([]);
      actsRuns[actsRuns.length - 1]?.push(ref.chapter);
    });
    expect(actsRuns.map((run) => [run[0], run[run.length - 1]])).toEqual([
      [1, 14],
      [15, 16],
      [17, 17],
      [18, 19],
      [20, 28],
    ]);
  });

  it('accepts Job 1 -> Genesis 50 (in order) although Job comes after Genesis in the canon', () => {
    const range = readingRange('chronological', { bookIndex: 17, chapter: 1 }, { bookIndex: 0, chapter: 50 });
    expect(range[0]).toEqual({ book: 'job', chapter: 1 });
    expect(range[range.length - 1]).toEqual({ book: 'genesis', chapter: 50 });
    expect(range).toHaveLength(42 + 39);
  });

  it('refuses Genesis 12 -> Job 1 as reversed (Job comes first in this order)', () => {
    expect(() => readingRange('chronological', { bookIndex: 0, chapter: 12 }, { bookIndex: 17, chapter: 1 })).toThrow(
      expect.objectContaining({ code: 'readingRangeReversed' }),
    );
  });
});

describe('bad input', () => {
  it.each([
    ['traditional', true],
    ['historical', true],
    ['chronological', true],
    ['Traditional', false],
    ['', false],
    [null, false],
    [0, false],
    [{}, false],
  ])('isReadingOrder(%o) is %s', (value, expected) => {
    expect(isReadingOrder(value)).toBe(expected);
  });

  it.each([
    [{ bookIndex: 0, chapter: 51 }],
    [{ bookIndex: 0, chapter: 0 }],
    [{ bookIndex: 66, chapter: 1 }],
    [{ bookIndex: -1, chapter: 1 }],
    [{ bookIndex: 1.5, chapter: 1 }],
    [{ bookIndex: 0, chapter: 1.5 }],
  ])('positionInOrder refuses %o with chapterOutOfRange', (bad) => {
    expect(() => positionInOrder('traditional', bad)).toThrow(
      expect.objectContaining({ name: 'PlanError', code: 'chapterOutOfRange' }),
    );
  });

  it('refuses an unknown order with invalidReadingOrder', () => {
    const bad = 'alphabetical' as ReadingOrder;
    for (const call of [
      () => chapterSequence(bad),
      () => positionInOrder(bad, { bookIndex: 0, chapter: 1 }),
      () => readingOrderName(bad, 'en'),
      () => defaultReadingRange(bad),
      () => readingRange(bad, { bookIndex: 0, chapter: 1 }, { bookIndex: 0, chapter: 2 }),
    ]) {
      expect(call).toThrow(expect.objectContaining({ name: 'PlanError', code: 'invalidReadingOrder' }));
    }
  });

  it('keeps the shared sequence frozen, so callers cannot corrupt it', () => {
    const sequence = chapterSequence('traditional');
    expect(Object.isFrozen(sequence)).toBe(true);
    expect(Object.isFrozen(sequence[0])).toBe(true);
  });
});
