import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlanError } from '../errors.js';
import { LANGUAGES } from './book.js';
import {
  BOOKS,
  bibleReference,
  bookIndexOf,
  bookName,
  chapterVerses,
  chapterWords,
  findBook,
  formatReadingRange,
  getBook,
  getBookByIndex,
  isChapterRef,
  TOTAL_CHAPTERS,
  toChapterRef,
  toReadingPosition,
} from './canon.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

const book = (key: string) => {
  const found = BOOKS.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no book ${key}`);
  return found;
};

describe('BOOKS', () => {
  it('holds 66 books indexed 0-65 in canonical order', () => {
    expect(BOOKS).toHaveLength(66);
    BOOKS.forEach((entry, index) => {
      expect(entry.index).toBe(index);
    });
    expect(BOOKS[0]?.key).toBe('genesis');
    expect(BOOKS[65]?.key).toBe('revelation');
  });

  it('has 1189 chapters in total', () => {
    expect(TOTAL_CHAPTERS).toBe(1189);
    expect(sum(BOOKS.map((entry) => entry.chapters))).toBe(1189);
  });

  it('has unique lowercase keys such as samuel1 and thessalonians1', () => {
    const keys = BOOKS.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(66);
    for (const key of keys) expect(key).toMatch(/^[a-z]+[0-9]?$/);
    expect(keys).toContain('samuel1');
    expect(keys).toContain('samuel2');
    expect(keys).toContain('thessalonians1');
    expect(keys).toContain('thessalonians2');
    expect(keys).toContain('john1');
    expect(keys).toContain('songofsolomon');
  });

  it('splits 39 Old Testament books and 27 New Testament books', () => {
    BOOKS.forEach((entry) => {
      expect(entry.testament).toBe(entry.index < 39 ? 'old' : 'new');
    });
  });

  it('gives every chapter a positive verse and word count', () => {
    for (const entry of BOOKS) {
      expect(entry.chapters).toBeGreaterThan(0);
      expect(entry.verses).toHaveLength(entry.chapters);
      expect(entry.words).toHaveLength(entry.chapters);
      for (const count of [...entry.verses, ...entry.words]) {
        expect(Number.isInteger(count) && count > 0).toBe(true);
      }
    }
  });

  it('names and abbreviates every book in pt, en, id and pl', () => {
    expect([...LANGUAGES].sort()).toEqual(['en', 'id', 'pl', 'pt']);
    for (const entry of BOOKS) {
      for (const language of LANGUAGES) {
        expect(entry.name[language].trim().length).toBeGreaterThan(0);
        expect(entry.abbr[language].trim().length).toBeGreaterThan(0);
      }
    }
  });

  it.each([
    ['genesis', 0, 50, 1533],
    ['psalms', 18, 150, 2461],
    ['revelation', 65, 22, 404],
    ['obadiah', 30, 1, 21],
    ['samuel1', 8, 31, 810],
    ['thessalonians1', 51, 5, 89],
    ['john', 42, 21, 879],
  ])('%s: index %i, %i chapters, %i verses', (key, index, chapters, verses) => {
    const entry = book(key);
    expect(entry.index).toBe(index);
    expect(entry.chapters).toBe(chapters);
    expect(sum(entry.verses)).toBe(verses);
  });

  it('knows some well-known chapter facts', () => {
    expect(chapterVerses({ book: 'psalms', chapter: 119 })).toBe(176);
    expect(chapterVerses({ book: 'psalms', chapter: 117 })).toBe(2);
    expect(chapterVerses({ book: 'john', chapter: 3 })).toBe(36);
    expect(chapterVerses({ book: 'genesis', chapter: 1 })).toBe(31);
    expect(chapterWords({ book: 'psalms', chapter: 117 })).toBeLessThan(chapterWords({ book: 'psalms', chapter: 119 }));
  });

  it('has 31102 verses in the whole Bible (KJV versification)', () => {
    expect(sum(BOOKS.map((entry) => sum(entry.verses)))).toBe(31102);
  });
});

describe('book lookups', () => {
  it('finds books by key and by index', () => {
    expect(findBook('exodus')?.index).toBe(1);
    expect(findBook('Exodus')).toBeUndefined();
    expect(findBook('nope')).toBeUndefined();
    expect(getBook('revelation').chapters).toBe(22);
    expect(getBookByIndex(42).key).toBe('john');
    expect(bookIndexOf('acts')).toBe(43);
    expect(bookIndexOf('nope')).toBe(-1);
  });

  it.each([['nope'], [''], ['GENESIS'], ['constructor'], ['__proto__']])('getBook(%o) throws invalidBook', (key) => {
    expect(() => getBook(key)).toThrow(expect.objectContaining({ code: 'invalidBook', field: 'book' }));
  });

  it.each([[-1], [66], [1.5], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'getBookByIndex(%o) throws invalidBook',
    (index) => {
      expect(() => getBookByIndex(index)).toThrow(expect.objectContaining({ code: 'invalidBook', field: 'bookIndex' }));
    },
  );

  it('converts between chapter references and reading positions', () => {
    expect(toChapterRef({ bookIndex: 51, chapter: 4 })).toEqual({ book: 'thessalonians1', chapter: 4 });
    expect(toReadingPosition({ book: 'samuel2', chapter: 7 })).toEqual({ bookIndex: 9, chapter: 7 });
    expect(() => toChapterRef({ bookIndex: 99, chapter: 1 })).toThrow(expect.objectContaining({ code: 'invalidBook' }));
    expect(() => toReadingPosition({ book: 'x', chapter: 1 })).toThrow(
      expect.objectContaining({ code: 'invalidBook' }),
    );
  });

  it('round-trips every chapter between ChapterRef and ReadingPosition', () => {
    for (const entry of BOOKS) {
      for (let chapter = 1; chapter <= entry.chapters; chapter++) {
        const ref = toChapterRef({ bookIndex: entry.index, chapter });
        expect(ref).toEqual({ book: entry.key, chapter });
        expect(toReadingPosition(ref)).toEqual({ bookIndex: entry.index, chapter });
      }
    }
  });
});

describe('isChapterRef', () => {
  it.each([
    [{ book: 'genesis', chapter: 1 }, true],
    [{ book: 'genesis', chapter: 50 }, true],
    [{ book: 'obadiah', chapter: 1 }, true],
    [{ book: 'genesis', chapter: 51 }, false],
    [{ book: 'genesis', chapter: 0 }, false],
    [{ book: 'genesis', chapter: 1.5 }, false],
    [{ book: 'genesis', chapter: '1' }, false],
    [{ book: 'Genesis', chapter: 1 }, false],
    [{ book: 0, chapter: 1 }, false],
    [{ bookIndex: 0, chapter: 1 }, false],
    [null, false],
    [undefined, false],
    ['genesis 1', false],
    [['genesis', 1], false],
  ])('%o -> %s', (value, expected) => {
    expect(isChapterRef(value)).toBe(expected);
  });

  it('never throws on any input', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof isChapterRef(value)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('chapter facts', () => {
  it('chapterVerses and chapterWords agree with the book tables', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 0, max: 65 })
          .chain((index) =>
            fc.tuple(
              fc.constant(index),
              fc.integer({ min: 1, max: (BOOKS[index] as (typeof BOOKS)[number]).chapters }),
            ),
          ),
        ([index, chapter]) => {
          const entry = getBookByIndex(index);
          expect(chapterVerses({ book: entry.key, chapter })).toBe(entry.verses[chapter - 1]);
          expect(chapterWords({ book: entry.key, chapter })).toBe(entry.words[chapter - 1]);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('throws a PlanError for an unknown book', () => {
    expect(() => chapterVerses({ book: 'x', chapter: 1 })).toThrow(expect.objectContaining({ code: 'invalidBook' }));
    expect(() => chapterWords({ book: 'x', chapter: 1 })).toThrow(expect.objectContaining({ code: 'invalidBook' }));
  });
});

describe('names and references', () => {
  it.each([
    ['john', 'en', 'John'],
    ['john', 'pt', 'João'],
    ['genesis', 'pt', 'Gênesis'],
    ['genesis', 'id', 'Kejadian'],
    ['genesis', 'pl', 'Księga Rodzaju'],
  ] as const)('bookName(%s, %s) = %s', (key, language, expected) => {
    expect(bookName(key, language)).toBe(expected);
  });

  it.each([
    [{ book: 'genesis', chapter: 1 }, 'pt', 'Gn 1'],
    [{ book: 'genesis', chapter: 1 }, 'en', 'Gen 1'],
    [{ book: 'exodus', chapter: 20 }, 'pt', 'Êx 20'],
    [{ book: 'genesis', chapter: 3 }, 'pl', 'Rdz 3'],
  ] as const)('bibleReference(%o, %s) = %s', (ref, language, expected) => {
    expect(bibleReference(ref, language)).toBe(expected);
  });

  it.each([
    [{ book: 'genesis', chapter: 1 }, { book: 'genesis', chapter: 1 }, 'pt', 'Gn 1'],
    [{ book: 'genesis', chapter: 1 }, { book: 'genesis', chapter: 3 }, 'pt', 'Gn 1-3'],
    [{ book: 'genesis', chapter: 50 }, { book: 'exodus', chapter: 2 }, 'pt', 'Gn 50 - Êx 2'],
    [{ book: 'genesis', chapter: 50 }, { book: 'exodus', chapter: 2 }, 'en', 'Gen 50 - Exod 2'],
    [{ book: 'genesis', chapter: 1 }, { book: 'genesis', chapter: 3 }, 'id', 'Kej 1-3'],
  ] as const)('formatReadingRange(%o, %o, %s) = %s', (start, end, language, expected) => {
    expect(formatReadingRange(start, end, language)).toBe(expected);
  });

  it('refuses unknown books with a PlanError', () => {
    for (const call of [
      () => bookName('x', 'en'),
      () => bibleReference({ book: 'x', chapter: 1 }, 'en'),
      () => formatReadingRange({ book: 'x', chapter: 1 }, { book: 'x', chapter: 2 }, 'en'),
      () => formatReadingRange({ book: 'genesis', chapter: 1 }, { book: 'x', chapter: 2 }, 'en'),
    ]) {
      let caught: unknown;
      try {
        call();
      } catch (error) {
        caught = error;
      }
      expect(isPlanError(caught)).toBe(true);
    }
  });
});
