import { describe, expect, it } from 'vitest';
import { type ChapterRef, chapterVerses, chapterWords } from '../canon/canon.js';
import { isPlanError, type PlanError } from '../errors.js';
import { chapterSequence } from '../reading-orders/reading-orders.js';
import { buildReadingCalendar, chapterKey } from './build-calendar.js';
import type { BuildInput, CalendarDay } from './calendar-day.js';

/** A deep copy of plain data (the tests run without DOM or Node typings). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const WHOLE_BIBLE = { startReading: { bookIndex: 0, chapter: 1 }, endReading: { bookIndex: 65, chapter: 22 } };
const GENESIS = (from: number, to: number) => ({
  startReading: { bookIndex: 0, chapter: from },
  endReading: { bookIndex: 0, chapter: to },
});
const gen = (...chapters: number[]) => chapters.map((chapter) => ({ book: 'genesis', chapter }));

function input(overrides: Partial<BuildInput> = {}): BuildInput {
  return {
    planType: 0,
    readingOrder: 'traditional',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    ...WHOLE_BIBLE,
    ...overrides,
  };
}

const sizes = (days: readonly CalendarDay[]) => days.map((day) => day.readingDetails.length);
const dates = (days: readonly CalendarDay[]) => days.map((day) => day.date);
const chapters = (days: readonly CalendarDay[]) => days.flatMap((day) => day.readingDetails);

/** Runs `build` and returns the PlanError it throws (fails the test on success or on any other error). */
function planError(build: () => unknown): PlanError {
  try {
    build();
  } catch (error) {
    if (isPlanError(error)) return error;
    throw new Error(`expected a PlanError, got ${String(error)}`);
  }
  throw new Error('expected a PlanError, but the build succeeded');
}

function expectWellFormed(days: readonly CalendarDay[]) {
  expect(days.length).toBeGreaterThan(0);
  days.forEach((day, index) => {
    expect(day._id).toBe(index);
    expect(day.read).toBe(false);
    expect(day.readingDetails.length).toBeGreaterThan(0);
    expect(day.readingStart).toEqual(day.readingDetails[0]);
    expect(day.readingEnd).toEqual(day.readingDetails[day.readingDetails.length - 1]);
    if (index > 0) expect(day.date > (days[index - 1] as CalendarDay).date).toBe(true);
  });
}

describe('buildReadingCalendar: a default yearly plan', () => {
  const days = buildReadingCalendar(input());

  it('reads the whole Bible once, in order, over every day of 2026', () => {
    expectWellFormed(days);
    expect(days).toHaveLength(365);
    expect(days[0]?.date).toBe('2026-01-01');
    expect(days[364]?.date).toBe('2026-12-31');
    expect(chapters(days)).toEqual(chapterSequence('traditional'));
  });

  it('spreads 1189 chapters as 94 days of 4 then 271 days of 3 (leftovers to the first days)', () => {
    expect(sizes(days)).toEqual([...Array(94).fill(4), ...Array(271).fill(3)]);
    expect(days[0]?.readingDetails).toEqual(gen(1, 2, 3, 4));
    expect(days[0]?.readingStart).toEqual({ book: 'genesis', chapter: 1 });
    expect(days[0]?.readingEnd).toEqual({ book: 'genesis', chapter: 4 });
    expect(days[364]?.readingEnd).toEqual({ book: 'revelation', chapter: 22 });
  });

  it('returns copies: changing a day does not change the reading orders or the next plan', () => {
    (days[0] as CalendarDay).readingDetails[0] = { book: 'exodus', chapter: 40 };
    (days[0] as CalendarDay).readingStart.chapter = 99;
    expect(chapterSequence('traditional')[0]).toEqual({ book: 'genesis', chapter: 1 });
    expect(buildReadingCalendar(input())[0]?.readingStart).toEqual({ book: 'genesis', chapter: 1 });
  });
});

describe('plan type 0: by start and end date', () => {
  it.each([
    // [first chapter, last chapter, start, end, expected sizes]
    [1, 10, '2026-01-01', '2026-01-03', [4, 3, 3]],
    [1, 11, '2026-01-01', '2026-01-04', [3, 3, 3, 2]],
    [1, 12, '2026-01-01', '2026-01-04', [3, 3, 3, 3]],
    [1, 5, '2026-01-01', '2026-01-01', [5]],
    [1, 3, '2026-01-01', '2026-01-10', [1, 1, 1]],
    [1, 1, '2026-01-01', '2026-12-31', [1]],
  ])('Genesis %i-%i from %s to %s -> day sizes %o', (from, to, start, end, expected) => {
    const days = buildReadingCalendar(input({ ...GENESIS(from, to), startDate: start, endDate: end }));
    expectWellFormed(days);
    expect(sizes(days)).toEqual(expected);
    expect(chapters(days)).toEqual(gen(...Array.from({ length: to - from + 1 }, (_, i) => from + i)));
    expect(days[0]?.date).toBe(start);
  });

  it('gives the leftover chapters one each to the first days', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 10), endDate: '2026-01-03' }));
    expect(days.map((day) => day.readingDetails)).toEqual([gen(1, 2, 3, 4), gen(5, 6, 7), gen(8, 9, 10)]);
  });

  it('caps the days at the chapter count', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 3), endDate: '2026-01-10' }));
    expect(dates(days)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
  });

  it('moves an end date before the start date to the day after the start', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 10), startDate: '2026-05-10', endDate: '2026-05-01' }));
    expect(dates(days)).toEqual(['2026-05-10', '2026-05-11']);
    expect(sizes(days)).toEqual([5, 5]);
  });

  it('moves an end date before the start date to the next day even across a year end', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 2), startDate: '2026-12-31', endDate: '2026-01-01' }));
    expect(dates(days)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('never puts a day on a blocked week day', () => {
    // 2026-01-01 is a Thursday; weekends (0 and 6) blocked leave 1, 2, 5, 6, 7, 8, 9 January.
    const days = buildReadingCalendar(
      input({ ...GENESIS(1, 14), startDate: '2026-01-01', endDate: '2026-01-11', blockedWeekDays: [0, 6] }),
    );
    expect(dates(days)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
    expect(sizes(days)).toEqual([2, 2, 2, 2, 2, 2, 2]);
  });

  it('accepts six blocked week days: only that week day gets readings', () => {
    const days = buildReadingCalendar(
      input({ ...GENESIS(1, 50), startDate: '2026-01-01', endDate: '2026-01-31', blockedWeekDays: [0, 1, 2, 3, 4, 6] }),
    );
    // Fridays of January 2026.
    expect(dates(days)).toEqual(['2026-01-02', '2026-01-09', '2026-01-16', '2026-01-23', '2026-01-30']);
    expect(sizes(days)).toEqual([10, 10, 10, 10, 10]);
  });

  it('still makes one day when every date of the range is blocked (the first open date after the start)', () => {
    // 2026-01-03 is a Saturday.
    const days = buildReadingCalendar(
      input({ ...GENESIS(1, 3), startDate: '2026-01-03', endDate: '2026-01-03', blockedWeekDays: [6] }),
    );
    expect(dates(days)).toEqual(['2026-01-04']);
    expect(sizes(days)).toEqual([3]);
  });

  it('may cross a year boundary', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 8), startDate: '2026-12-29', endDate: '2027-01-01' }));
    expect(dates(days)).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
    expect(sizes(days)).toEqual([2, 2, 2, 2]);
  });

  it('handles leap days', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 3), startDate: '2028-02-28', endDate: '2028-03-01' }));
    expect(dates(days)).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
  });
});

describe('plan type 1: by chapters per day', () => {
  it.each([
    // [chapters per day, first, last, expected sizes]
    [3, 1, 50, [4, 4, ...Array(14).fill(3)]],
    [5, 1, 50, Array(10).fill(5)],
    [7, 1, 10, [10]],
    [60, 1, 50, [50]],
    [1, 1, 4, [1, 1, 1, 1]],
    [4, 1, 9, [5, 4]],
  ])('%i a day over Genesis %i-%i -> day sizes %o', (chaptersPerDay, from, to, expected) => {
    const days = buildReadingCalendar(
      input({ planType: 1, chaptersPerDay, endDate: undefined, ...GENESIS(from, to), startDate: '2026-03-01' }),
    );
    expectWellFormed(days);
    expect(sizes(days)).toEqual(expected);
    expect(days).toHaveLength(Math.max(1, Math.floor((to - from + 1) / chaptersPerDay)));
  });

  it('ignores the end date and uses consecutive open dates from the start', () => {
    const days = buildReadingCalendar(
      input({ planType: 1, chaptersPerDay: 10, ...GENESIS(1, 50), startDate: '2026-01-01', endDate: '2026-01-02' }),
    );
    expect(dates(days)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05']);
  });

  it('skips blocked week days', () => {
    // 2026-01-01 is a Thursday; block Friday (5) and Saturday (6).
    const days = buildReadingCalendar(
      input({ planType: 1, chaptersPerDay: 10, ...GENESIS(1, 50), startDate: '2026-01-01', blockedWeekDays: [5, 6] }),
    );
    expect(dates(days)).toEqual(['2026-01-01', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07']);
  });

  it('reads the whole Bible in one day at 1190 chapters a day, and in 1189 days at 1 a day', () => {
    expect(sizes(buildReadingCalendar(input({ planType: 1, chaptersPerDay: 1190 })))).toEqual([1189]);
    const slow = buildReadingCalendar(input({ planType: 1, chaptersPerDay: 1 }));
    expect(slow).toHaveLength(1189);
    expect(slow[1188]?.date).toBe('2029-04-03');
  });
});

describe('plan type 2: by number of days', () => {
  it('spreads the whole Bible over 90 days: 19 days of 14, then 71 of 13', () => {
    const days = buildReadingCalendar(input({ planType: 2, quantityOfDays: 90, endDate: undefined }));
    expectWellFormed(days);
    expect(sizes(days)).toEqual([...Array(19).fill(14), ...Array(71).fill(13)]);
    expect(days[89]?.date).toBe('2026-03-31');
  });

  it('makes exactly quantityOfDays open dates from the start, skipping blocked week days', () => {
    // Only Mondays (1) left open; 2026-01-05 is the first Monday.
    const days = buildReadingCalendar(
      input({ planType: 2, quantityOfDays: 5, ...GENESIS(1, 50), blockedWeekDays: [0, 2, 3, 4, 5, 6] }),
    );
    expect(dates(days)).toEqual(['2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26', '2026-02-02']);
  });

  it('caps the days at the chapter count', () => {
    const days = buildReadingCalendar(input({ planType: 2, quantityOfDays: 1190, ...GENESIS(1, 3) }));
    expect(sizes(days)).toEqual([1, 1, 1]);
  });

  it('accepts the limits 1 and 1190', () => {
    expect(buildReadingCalendar(input({ planType: 2, quantityOfDays: 1 }))).toHaveLength(1);
    expect(buildReadingCalendar(input({ planType: 2, quantityOfDays: 1190 }))).toHaveLength(1189);
  });

  it('ignores an end date before the start date (the date check is for type 0 only)', () => {
    const days = buildReadingCalendar(
      input({ planType: 2, quantityOfDays: 3, ...GENESIS(1, 3), startDate: '2026-06-01', endDate: '2026-01-01' }),
    );
    expect(dates(days)).toEqual(['2026-06-01', '2026-06-02', '2026-06-03']);
  });
});

describe('dates are calendar dates, never shifted by a time zone', () => {
  it.each([
    ['2026-03-28', ['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01']], // Europe DST starts 03-29
    ['2026-04-03', ['2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06', '2026-04-07']], // NZ DST ends 04-05
    ['2026-09-25', ['2026-09-25', '2026-09-26', '2026-09-27', '2026-09-28', '2026-09-29']], // NZ DST starts 09-27
    ['2026-10-24', ['2026-10-24', '2026-10-25', '2026-10-26', '2026-10-27', '2026-10-28']], // Europe DST ends 10-25
    ['2026-11-01', ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']], // US DST ends 11-01
  ])('a plan starting %s across a DST change has consecutive dates', (startDate, expected) => {
    const days = buildReadingCalendar(input({ planType: 2, quantityOfDays: 5, ...GENESIS(1, 5), startDate }));
    expect(dates(days)).toEqual(expected);
    const byRange = buildReadingCalendar(
      input({ ...GENESIS(1, 5), startDate, endDate: expected[expected.length - 1] as string }),
    );
    expect(dates(byRange)).toEqual(expected);
  });

  it('starts on the start date itself and blocks by the calendar week day (2026-03-29 is a Sunday)', () => {
    const days = buildReadingCalendar(
      input({ planType: 2, quantityOfDays: 3, ...GENESIS(1, 3), startDate: '2026-03-29', blockedWeekDays: [1] }),
    );
    expect(dates(days)).toEqual(['2026-03-29', '2026-03-31', '2026-04-01']);
  });
});

describe('chapters already read', () => {
  it('leaves them out of the new plan', () => {
    const days = buildReadingCalendar(
      input({
        ...GENESIS(1, 6),
        endDate: '2026-01-02',
        chaptersRead: [
          { book: 'genesis', chapter: 2 },
          { book: 'genesis', chapter: 4 },
          { book: 'exodus', chapter: 1 }, // outside the range: ignored
        ],
      }),
    );
    expect(days.map((day) => day.readingDetails)).toEqual([gen(1, 3), gen(5, 6)]);
  });

  it('counts only the chapters left when sizing the plan', () => {
    const days = buildReadingCalendar(
      input({ planType: 2, quantityOfDays: 10, ...GENESIS(1, 5), chaptersRead: gen(1, 2) }),
    );
    expect(days.map((day) => day.readingDetails)).toEqual([gen(3), gen(4), gen(5)]);
  });

  it('refuses a plan with nothing left to read', () => {
    const error = planError(() => buildReadingCalendar(input({ ...GENESIS(1, 3), chaptersRead: gen(3, 1, 2) })));
    expect(error.code).toBe('nothingToRead');
    expect(error.field).toBe('chaptersRead');
  });

  it('does not change the caller input', () => {
    const read = gen(2);
    const blocked = [0, 6];
    const original = input({ ...GENESIS(1, 5), chaptersRead: read, blockedWeekDays: blocked });
    const copy = clone(original);
    buildReadingCalendar(original);
    expect(original).toEqual(copy);
  });
});

describe('reading orders', () => {
  it('follows the chronological order: Job right after Genesis 11', () => {
    const days = buildReadingCalendar(
      input({
        readingOrder: 'chronological',
        planType: 2,
        quantityOfDays: 2,
        startReading: { bookIndex: 0, chapter: 10 },
        endReading: { bookIndex: 17, chapter: 2 },
      }),
    );
    expect(days.map((day) => day.readingDetails)).toEqual([
      gen(10, 11),
      [
        { book: 'job', chapter: 1 },
        { book: 'job', chapter: 2 },
      ],
    ]);
  });

  it.each(['traditional', 'historical', 'chronological'] as const)(
    '%s: the default range reads the whole order',
    (order) => {
      const days = buildReadingCalendar(input({ readingOrder: order, planType: 2, quantityOfDays: 100 }));
      expect(chapters(days)).toEqual(chapterSequence(order));
      expect(days[days.length - 1]?.readingEnd).toEqual({ book: 'revelation', chapter: 22 });
    },
  );

  it('uses the order default range when no reading range is given', () => {
    const { startReading: _s, endReading: _e, ...noRange } = input({ planType: 2, quantityOfDays: 10 });
    const days = buildReadingCalendar(noRange as BuildInput);
    expect(chapters(days)).toHaveLength(1189);
  });
});

describe('balance', () => {
  const psalms = (from: number, to: number) => ({
    startReading: { bookIndex: 18, chapter: from },
    endReading: { bookIndex: 18, chapter: to },
  });
  const weight = (day: CalendarDay, of: (ref: ChapterRef) => number) =>
    day.readingDetails.reduce((sum, ref) => sum + of(ref), 0);

  it("defaults to 'chapters'", () => {
    const plain = buildReadingCalendar(input({ planType: 2, quantityOfDays: 2, ...psalms(119, 123) }));
    const chapters = buildReadingCalendar(
      input({ planType: 2, quantityOfDays: 2, ...psalms(119, 123), balance: 'chapters' }),
    );
    expect(plain).toEqual(chapters);
    expect(sizes(plain)).toEqual([3, 2]);
  });

  it("'verses' puts the long Psalm 119 (176 verses) alone on a day", () => {
    const days = buildReadingCalendar(
      input({ planType: 2, quantityOfDays: 2, ...psalms(119, 123), balance: 'verses' }),
    );
    expect(days.map((day) => day.readingDetails.map((ref) => ref.chapter))).toEqual([[119], [120, 121, 122, 123]]);
    expect(days.map((day) => weight(day, chapterVerses))).toEqual([176, 7 + 8 + 9 + 4]);
  });

  it("'words' cuts by word counts and keeps chapters whole, contiguous and in order", () => {
    const days = buildReadingCalendar(input({ planType: 2, quantityOfDays: 2, ...psalms(119, 123), balance: 'words' }));
    expect(days.map((day) => day.readingDetails.map((ref) => ref.chapter))).toEqual([[119], [120, 121, 122, 123]]);
    expect(weight(days[0] as CalendarDay, chapterWords)).toBe(chapterWords({ book: 'psalms', chapter: 119 }));
  });

  it("'verses' on a yearly plan makes the heaviest day lighter than chapter balance does", () => {
    const byChapters = buildReadingCalendar(input());
    const byVerses = buildReadingCalendar(input({ balance: 'verses' }));
    expectWellFormed(byVerses);
    expect(byVerses).toHaveLength(365);
    expect(chapters(byVerses)).toEqual(chapters(byChapters));
    const heaviest = (days: CalendarDay[]) => Math.max(...days.map((day) => weight(day, chapterVerses)));
    expect(heaviest(byVerses)).toBeLessThan(heaviest(byChapters));
  });
});

describe('bad input throws a PlanError with a code and a field', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['missing start date', { startDate: undefined }, 'startDate', 'required'],
    ['empty start date', { startDate: '' }, 'startDate', 'required'],
    ['impossible start date', { startDate: '2026-02-30' }, 'startDate', 'invalidDate'],
    ['start date with a time', { startDate: '2026-01-01T10:00:00Z' }, 'startDate', 'invalidDate'],
    ['missing end date (type 0)', { endDate: undefined }, 'endDate', 'required'],
    ['bad end date (type 0)', { endDate: '31/12/2026' }, 'endDate', 'invalidDate'],
    ['plan type 3', { planType: 3 }, 'planType', 'invalidPlanType'],
    ['plan type -1', { planType: -1 }, 'planType', 'invalidPlanType'],
    ['plan type 1.5', { planType: 1.5 }, 'planType', 'invalidPlanType'],
    ['plan type "x"', { planType: 'x' }, 'planType', 'invalidPlanType'],
    ['unknown order', { readingOrder: 'alphabetical' }, 'readingOrder', 'invalidReadingOrder'],
    ['missing chapters per day', { planType: 1 }, 'chaptersPerDay', 'required'],
    ['0 chapters per day', { planType: 1, chaptersPerDay: 0 }, 'chaptersPerDay', 'outOfRange'],
    ['-3 chapters per day', { planType: 1, chaptersPerDay: -3 }, 'chaptersPerDay', 'outOfRange'],
    ['1191 chapters per day', { planType: 1, chaptersPerDay: 1191 }, 'chaptersPerDay', 'outOfRange'],
    ['1.5 chapters per day', { planType: 1, chaptersPerDay: 1.5 }, 'chaptersPerDay', 'notAWholeNumber'],
    ['NaN chapters per day', { planType: 1, chaptersPerDay: Number.NaN }, 'chaptersPerDay', 'notAWholeNumber'],
    ['Infinity chapters per day', { planType: 1, chaptersPerDay: Infinity }, 'chaptersPerDay', 'notAWholeNumber'],
    ['"abc" chapters per day', { planType: 1, chaptersPerDay: 'abc' }, 'chaptersPerDay', 'notAWholeNumber'],
    ['missing number of days', { planType: 2 }, 'quantityOfDays', 'required'],
    ['0 days', { planType: 2, quantityOfDays: 0 }, 'quantityOfDays', 'outOfRange'],
    ['1191 days', { planType: 2, quantityOfDays: 1191 }, 'quantityOfDays', 'outOfRange'],
    ['2.5 days', { planType: 2, quantityOfDays: 2.5 }, 'quantityOfDays', 'notAWholeNumber'],
    ['chapter 51 of Genesis', { startReading: { bookIndex: 0, chapter: 51 } }, 'startReading', 'chapterOutOfRange'],
    ['chapter 23 of Revelation', { endReading: { bookIndex: 65, chapter: 23 } }, 'endReading', 'chapterOutOfRange'],
    ['chapter 0', { startReading: { bookIndex: 0, chapter: 0 } }, 'startReading', 'invalidChapter'],
    ['chapter 1.5', { startReading: { bookIndex: 0, chapter: 1.5 } }, 'startReading', 'invalidChapter'],
    ['book 66', { endReading: { bookIndex: 66, chapter: 1 } }, 'endReading', 'invalidBook'],
    ['book -1', { startReading: { bookIndex: -1, chapter: 1 } }, 'startReading', 'invalidBook'],
    ['reading position as a string', { startReading: 'genesis 1' }, 'startReading', 'invalidBook'],
    [
      'reversed reading range',
      { startReading: { bookIndex: 1, chapter: 1 }, endReading: { bookIndex: 0, chapter: 50 } },
      'endReading',
      'readingRangeReversed',
    ],
    [
      'reversed within a book',
      { startReading: { bookIndex: 0, chapter: 3 }, endReading: { bookIndex: 0, chapter: 2 } },
      'endReading',
      'readingRangeReversed',
    ],
    [
      'all seven week days blocked',
      { blockedWeekDays: [0, 1, 2, 3, 4, 5, 6] },
      'blockedWeekDays',
      'allWeekDaysBlocked',
    ],
    ['week day 7', { blockedWeekDays: [7] }, 'blockedWeekDays', 'invalidWeekDay'],
    ['week day -1', { blockedWeekDays: [-1] }, 'blockedWeekDays', 'invalidWeekDay'],
    ['week day "1"', { blockedWeekDays: ['1'] }, 'blockedWeekDays', 'invalidWeekDay'],
    ['week days not a list', { blockedWeekDays: 'monday' }, 'blockedWeekDays', 'invalidWeekDay'],
    ['unknown chapter read', { chaptersRead: [{ book: 'x', chapter: 1 }] }, 'chaptersRead', 'invalidChapterRef'],
    [
      'chapter read out of range',
      { chaptersRead: [{ book: 'genesis', chapter: 51 }] },
      'chaptersRead',
      'invalidChapterRef',
    ],
    ['chapters read not a list', { chaptersRead: 'genesis 1' }, 'chaptersRead', 'invalidChapterRef'],
    ['unknown balance', { balance: 'pages' }, 'balance', 'invalidBalance'],
  ])('%s', (_name, overrides, field, code) => {
    const error = planError(() => buildReadingCalendar({ ...input(), ...overrides } as BuildInput));
    expect(error.errors).toContainEqual({ field, code });
    expect(error.field).toBe(field);
    expect(error.code).toBe(code);
  });

  it.each([[null], [undefined], ['plan'], [42], [[]], [true]])('refuses %o as a whole with invalidInput', (value) => {
    const error = planError(() => buildReadingCalendar(value as unknown as BuildInput));
    expect(error).toMatchObject({ field: 'input', code: 'invalidInput' });
  });

  it('lists every problem at once', () => {
    const error = planError(() =>
      buildReadingCalendar({
        ...input(),
        startDate: 'soon',
        endDate: undefined,
        blockedWeekDays: [9],
        balance: 'pages',
      } as unknown as BuildInput),
    );
    expect(error.errors).toEqual([
      { field: 'startDate', code: 'invalidDate' },
      { field: 'endDate', code: 'required' },
      { field: 'blockedWeekDays', code: 'invalidWeekDay' },
      { field: 'balance', code: 'invalidBalance' },
    ]);
  });

  it('accepts numeric strings from form inputs as whole numbers', () => {
    const days = buildReadingCalendar({
      ...input({ ...GENESIS(1, 10) }),
      planType: '2',
      quantityOfDays: ' 5 ',
    } as unknown as BuildInput);
    expect(sizes(days)).toEqual([2, 2, 2, 2, 2]);
  });

  it('accepts repeated blocked week days as long as one week day stays open', () => {
    const days = buildReadingCalendar(input({ ...GENESIS(1, 2), blockedWeekDays: [0, 0, 1, 1, 2, 3, 4, 5] }));
    expect(days.every((day) => day.date.length === 10)).toBe(true);
  });

  it('refuses plans that would run past 9999-12-31', () => {
    const error = planError(() =>
      buildReadingCalendar(input({ planType: 2, quantityOfDays: 4, ...GENESIS(1, 10), startDate: '9999-12-30' })),
    );
    expect(error.code).toBe('outOfRange');
    // 9999-12-31 is a Friday: with Fridays blocked there is no date at all, which must not hang.
    const blocked = planError(() =>
      buildReadingCalendar(
        input({ planType: 1, chaptersPerDay: 5, ...GENESIS(1, 10), startDate: '9999-12-31', blockedWeekDays: [5] }),
      ),
    );
    expect(blocked.code).toBe('outOfRange');
    // A plan that fits stays possible.
    const fits = buildReadingCalendar(input({ ...GENESIS(1, 4), startDate: '9999-12-30', endDate: '9999-12-31' }));
    expect(dates(fits)).toEqual(['9999-12-30', '9999-12-31']);
  });
});

describe('chapterKey', () => {
  it('names a chapter as book:chapter', () => {
    expect(chapterKey({ book: 'john', chapter: 3 })).toBe('john:3');
  });
});
