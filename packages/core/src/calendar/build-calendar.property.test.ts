import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChapterRef, chapterVerses, chapterWords, getBook, type ReadingPosition } from '../canon/canon.js';
import { isPlanError } from '../errors.js';
import { READING_ORDERS, type ReadingOrder } from '../reading-orders/reading-order.js';
import { chapterSequence } from '../reading-orders/reading-orders.js';
import { clone, DAY_MS, fromUtc, plusDays, toUtc, weekDay } from '../test-support/date-oracle.js';
import { validatePlanForm } from '../validation/plan-form.js';
import { buildReadingCalendar } from './build-calendar.js';
import type { Balance, BuildInput, CalendarDay, PlanType } from './calendar-day.js';

// ---------------------------------------------------------------------------------------------
// Independent oracles: dates by UTC day arithmetic (no library, no local time zone), optimum by
// the greedy feasibility bound.
// ---------------------------------------------------------------------------------------------

/** Open dates from `start`: at most `limit`, up to `end` inclusive when given. */
function walkDates(start: string, blocked: readonly number[], limit: number, end?: string): string[] {
  const out: string[] = [];
  for (let day = start; out.length < limit && (end === undefined || day <= end); day = plusDays(day, 1)) {
    if (!blocked.includes(weekDay(day))) out.push(day);
  }
  return out;
}

/** Dates a plan of `chapterCount` chapters must get, straight from the rules of each plan type. */
function expectedDates(input: BuildInput, chapterCount: number): string[] {
  const blocked = input.blockedWeekDays ?? [];
  switch (input.planType) {
    case 0: {
      const end =
        (input.endDate as string) < input.startDate ? plusDays(input.startDate, 1) : (input.endDate as string);
      const inRange = walkDates(input.startDate, blocked, chapterCount, end);
      return inRange.length > 0 ? inRange : walkDates(input.startDate, blocked, 1);
    }
    case 1:
      return walkDates(
        input.startDate,
        blocked,
        Math.max(1, Math.floor(chapterCount / (input.chaptersPerDay as number))),
      );
    case 2:
      return walkDates(input.startDate, blocked, Math.min(input.quantityOfDays as number, chapterCount));
  }
}

const WEIGHT = { verses: chapterVerses, words: chapterWords } as const;

/** Runs a greedy cut (the fewest runs under a cap: greedy from the left is optimal). */
function fewestRuns(weights: readonly number[], cap: number): number {
  let runs = 1;
  let current = 0;
  for (const weight of weights) {
    if (weight > cap) return Number.POSITIVE_INFINITY;
    if (current + weight > cap) {
      runs++;
      current = weight;
    } else current += weight;
  }
  return runs;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Checks the day sizes: 'chapters' -> sizes differ by at most one and the bigger days come first;
 * 'verses'/'words' -> the heaviest day is optimal: no cut into as many days has a lighter heaviest day
 * (with a cap one lighter, even the fewest possible runs are more than the days).
 */
function expectBalanced(days: readonly CalendarDay[], balance: Balance) {
  const sizes = days.map((day) => day.readingDetails.length);
  if (balance === 'chapters') {
    const total = sum(sizes);
    const base = Math.floor(total / days.length);
    const extra = total % days.length;
    sizes.forEach((size, g) => {
      expect(size).toBe(g < extra ? base + 1 : base);
    });
    return;
  }
  const weightOf = WEIGHT[balance];
  const weights = days.flatMap((day) => day.readingDetails.map(weightOf));
  const heaviest = Math.max(...days.map((day) => sum(day.readingDetails.map(weightOf))));
  expect(fewestRuns(weights, heaviest)).toBeLessThanOrEqual(days.length);
  expect(fewestRuns(weights, heaviest - 1)).toBeGreaterThan(days.length);
}

// ---------------------------------------------------------------------------------------------
// Arbitraries
// ---------------------------------------------------------------------------------------------

const positionOf = (ref: ChapterRef): ReadingPosition => ({ bookIndex: getBook(ref.book).index, chapter: ref.chapter });

/** A valid calendar date between 1990 and 2100. */
const isoDate = fc
  .integer({ min: toUtc('1990-01-01') / DAY_MS, max: toUtc('2100-12-31') / DAY_MS })
  .map((day) => fromUtc(day * DAY_MS));

/** Start <= end in the order: sometimes a short range, sometimes any range. */
const rangeArb = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 1188 }), fc.integer({ min: 0, max: 40 })).map(([from, length]) => ({
    from,
    to: Math.min(1188, from + length),
  })),
  fc
    .tuple(fc.integer({ min: 0, max: 1188 }), fc.integer({ min: 0, max: 1188 }))
    .map(([a, b]) => ({ from: Math.min(a, b), to: Math.max(a, b) })),
);

const countArb = fc.oneof(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 1190 }));

interface Scenario {
  input: BuildInput;
  /** The chapters the plan must read, in order. */
  expected: readonly ChapterRef[];
}

const scenarioArb: fc.Arbitrary<Scenario> = fc
  .record({
    order: fc.constantFrom(...READING_ORDERS),
    range: rangeArb,
    planType: fc.constantFrom<PlanType>(0, 1, 2),
    startDate: isoDate,
    span: fc.oneof(fc.integer({ min: -40, max: 40 }), fc.integer({ min: -400, max: 1500 })),
    chaptersPerDay: countArb,
    quantityOfDays: countArb,
    blocked: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 6 }),
    balance: fc.constantFrom<Balance | undefined>('chapters', 'verses', 'words', undefined),
    readPicks: fc.oneof(
      fc.constant<number[]>([]),
      fc.array(fc.integer({ min: 0, max: 1188 }), { maxLength: 40 }),
      fc.array(fc.integer({ min: 0, max: 1188 }), { maxLength: 300 }),
    ),
  })
  .map(({ order, range, planType, startDate, span, chaptersPerDay, quantityOfDays, blocked, balance, readPicks }) => {
    const sequence = chapterSequence(order as ReadingOrder);
    // Picks land inside the range most of the time, anywhere otherwise.
    const chaptersRead = readPicks.map((pick, i) =>
      i % 4 === 3
        ? (sequence[pick] as ChapterRef)
        : (sequence[range.from + (pick % (range.to - range.from + 1))] as ChapterRef),
    );
    const input: BuildInput = {
      planType,
      readingOrder: order,
      startDate,
      startReading: positionOf(sequence[range.from] as ChapterRef),
      endReading: positionOf(sequence[range.to] as ChapterRef),
      blockedWeekDays: blocked,
      ...(planType === 0 ? { endDate: plusDays(startDate, span) } : {}),
      ...(planType === 1 ? { chaptersPerDay } : {}),
      ...(planType === 2 ? { quantityOfDays } : {}),
      ...(chaptersRead.length > 0 ? { chaptersRead: chaptersRead.map((ref) => ({ ...ref })) } : {}),
      ...(balance === undefined ? {} : { balance }),
    };
    const read = new Set(chaptersRead.map((ref) => `${ref.book}:${ref.chapter}`));
    const expected = sequence.slice(range.from, range.to + 1).filter((ref) => !read.has(`${ref.book}:${ref.chapter}`));
    return { input, expected };
  });

// ---------------------------------------------------------------------------------------------
// Properties
// ---------------------------------------------------------------------------------------------

describe('buildReadingCalendar properties', () => {
  it('keeps every invariant for random valid inputs', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input, expected }) => {
        if (expected.length === 0) {
          expect(() => buildReadingCalendar(input)).toThrow(expect.objectContaining({ code: 'nothingToRead' }));
          return;
        }
        const days = buildReadingCalendar(input);

        // Every chapter of the range (minus those read) exactly once, in order, in whole chapters.
        expect(days.flatMap((day) => day.readingDetails)).toEqual(expected);

        // At least one day, at least one chapter a day, ids 0..n-1, unread, start/end = first/last.
        expect(days.length).toBeGreaterThanOrEqual(1);
        days.forEach((day, index) => {
          expect(day._id).toBe(index);
          expect(day.read).toBe(false);
          expect(day.readingDetails.length).toBeGreaterThanOrEqual(1);
          expect(day.readingStart).toEqual(day.readingDetails[0]);
          expect(day.readingEnd).toEqual(day.readingDetails[day.readingDetails.length - 1]);
        });

        // Dates: real, strictly ascending, never on a blocked week day.
        const blocked = input.blockedWeekDays ?? [];
        days.forEach((day, index) => {
          expect(day.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(fromUtc(toUtc(day.date))).toBe(day.date);
          expect(blocked).not.toContain(weekDay(day.date));
          if (index > 0) expect(day.date > (days[index - 1] as CalendarDay).date).toBe(true);
        });

        // The dates are exactly those the plan type calls for.
        expect(days.map((day) => day.date)).toEqual(expectedDates(input, expected.length));

        // The number of days, per plan type.
        if (input.planType === 1) {
          expect(days).toHaveLength(Math.max(1, Math.floor(expected.length / (input.chaptersPerDay as number))));
        }
        if (input.planType === 2) {
          expect(days).toHaveLength(Math.min(input.quantityOfDays as number, expected.length));
        }
        if (input.planType === 0) {
          const end = input.endDate as string;
          const last = end < input.startDate ? plusDays(input.startDate, 1) : end;
          const open = walkDates(input.startDate, blocked, Number.POSITIVE_INFINITY, last);
          if (open.length > 0) {
            // Within [start, max(end, start + 1)], one day per open date (capped at the chapter count).
            expect(days).toHaveLength(Math.min(open.length, expected.length));
            for (const day of days) {
              expect(day.date >= input.startDate && day.date <= last).toBe(true);
            }
          } else {
            expect(days).toHaveLength(1);
          }
        }

        expectBalanced(days, input.balance ?? 'chapters');
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with the plan form: a form-valid input always builds (unless nothing is left to read)', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input, expected }) => {
        const form = validatePlanForm(input);
        const startAfterEnd = input.planType === 0 && (input.endDate as string) < input.startDate;
        expect(form.ok).toBe(!startAfterEnd);
        if (expected.length > 0) expect(buildReadingCalendar(input).length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  it('is deterministic: the same input gives the same plan', () => {
    fc.assert(
      fc.property(scenarioArb, ({ input, expected }) => {
        fc.pre(expected.length > 0);
        expect(buildReadingCalendar(clone(input))).toEqual(buildReadingCalendar(clone(input)));
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a reversed reading range in any order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...READING_ORDERS),
        fc.integer({ min: 0, max: 1188 }),
        fc.integer({ min: 0, max: 1188 }),
        (order, a, b) => {
          fc.pre(a !== b);
          const sequence = chapterSequence(order);
          const input: BuildInput = {
            planType: 2,
            quantityOfDays: 10,
            readingOrder: order,
            startDate: '2026-01-01',
            startReading: positionOf(sequence[Math.max(a, b)] as ChapterRef),
            endReading: positionOf(sequence[Math.min(a, b)] as ChapterRef),
          };
          expect(() => buildReadingCalendar(input)).toThrow(
            expect.objectContaining({ name: 'PlanError', code: 'readingRangeReversed', field: 'endReading' }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzzing: bad input only ever throws a PlanError.
// ---------------------------------------------------------------------------------------------

/** Calls the builder; any throw must be a PlanError with a code and a field. */
function buildOrPlanError(value: unknown) {
  try {
    const days = buildReadingCalendar(value as BuildInput);
    expect(Array.isArray(days)).toBe(true);
  } catch (error) {
    if (!isPlanError(error)) throw error;
    expect(typeof error.code).toBe('string');
    expect(typeof error.field).toBe('string');
    expect(error.errors.length).toBeGreaterThan(0);
  }
}

const junk = fc.oneof(
  fc.anything(),
  fc.constantFrom(null, undefined, '', 0, -1, 1.5, Number.NaN, Infinity, [], {}, '2026-02-30', 'x', true),
);
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: junk });
const positionArb = fc.record({
  bookIndex: fc.integer({ min: -2, max: 67 }),
  chapter: fc.integer({ min: -1, max: 152 }),
});

/** Inputs of the right shape whose fields are often wrong, and sometimes absurd. */
const malformedInputArb = fc.record(
  {
    planType: maybe(fc.constantFrom<unknown>(0, 1, 2, '0', '1', '2')),
    readingOrder: maybe(fc.constantFrom(...READING_ORDERS)),
    startDate: maybe(isoDate),
    endDate: maybe(isoDate),
    chaptersPerDay: maybe(fc.oneof(countArb, fc.integer({ min: -5, max: 2000 }), fc.string())),
    quantityOfDays: maybe(fc.oneof(countArb, fc.integer({ min: -5, max: 2000 }), fc.string())),
    startReading: maybe(positionArb),
    endReading: maybe(positionArb),
    blockedWeekDays: maybe(fc.array(fc.oneof(fc.integer({ min: -1, max: 8 }), junk), { maxLength: 8 })),
    chaptersRead: maybe(
      fc.array(
        fc.oneof(
          fc.record({
            book: fc.constantFrom('genesis', 'job', 'x', 'psalms'),
            chapter: fc.integer({ min: -1, max: 151 }),
          }),
          junk,
        ),
        { maxLength: 5 },
      ),
    ),
    balance: maybe(fc.constantFrom('chapters', 'verses', 'words', 'pages')),
  },
  { requiredKeys: [] },
);

describe('buildReadingCalendar fuzzing', () => {
  it('throws only PlanErrors for anything at all', () => {
    fc.assert(fc.property(fc.anything(), buildOrPlanError), { numRuns: 500 });
  });

  it('throws only PlanErrors for malformed plan objects', () => {
    fc.assert(fc.property(malformedInputArb, buildOrPlanError), { numRuns: 500 });
  });

  it('throws only PlanErrors when junk is nested inside the fields', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'planType',
            'readingOrder',
            'startDate',
            'endDate',
            'startReading',
            'endReading',
            'blockedWeekDays',
            'chaptersRead',
            'balance',
            'quantityOfDays',
            'chaptersPerDay',
            '__proto__',
            'constructor',
          ),
          fc.anything({
            maxDepth: 3,
            withNullPrototype: true,
            withBoxedValues: true,
            withMap: true,
            withSet: true,
            withSparseArray: true,
            withTypedArray: true,
            withDate: true,
          }),
        ),
        buildOrPlanError,
      ),
      { numRuns: 500 },
    );
  });
});
