import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Balance, CalendarDay } from '../calendar/calendar-day.js';
import { chapterVerses, chapterWords } from '../canon/canon.js';
import { isPlanError } from '../errors.js';
import { clone, plusDays, weekDay } from '../test-support/date-oracle.js';
import {
  balanceArb,
  blockedWeekDaysArb,
  firstDate,
  isoDateArb,
  lastDate,
  readPlanArb,
} from '../test-support/plan-arbitraries.js';
import { type ReplanOptions, replan } from './replan.js';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** Dates from `start` that are open (not blocked, not taken): at most `limit`, up to `end` when given. */
function walkDates(start: string, blocked: readonly number[], taken: ReadonlySet<string>, limit: number, end?: string) {
  const out: string[] = [];
  for (let day = start; out.length < limit && (end === undefined || day <= end); day = plusDays(day, 1)) {
    if (!blocked.includes(weekDay(day)) && !taken.has(day)) out.push(day);
  }
  return out;
}

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

function expectBalanced(days: readonly CalendarDay[], balance: Balance) {
  if (days.length === 0) return;
  const sizes = days.map((day) => day.readingDetails.length);
  if (balance === 'chapters') {
    const base = Math.floor(sum(sizes) / days.length);
    const extra = sum(sizes) % days.length;
    sizes.forEach((size, g) => {
      expect(size).toBe(g < extra ? base + 1 : base);
    });
    return;
  }
  const weightOf = balance === 'verses' ? chapterVerses : chapterWords;
  const weights = days.flatMap((day) => day.readingDetails.map(weightOf));
  const heaviest = Math.max(...days.map((day) => sum(day.readingDetails.map(weightOf))));
  expect(fewestRuns(weights, heaviest)).toBeLessThanOrEqual(days.length);
  expect(fewestRuns(weights, heaviest - 1)).toBeGreaterThan(days.length);
}

/** A built plan with some days read, and the options of a replan: a today around its start or its end. */
const scenarioArb = fc
  .record({
    plan: readPlanArb,
    todayOffset: fc.integer({ min: -20, max: 60 }),
    todayFromEnd: fc.boolean(),
    blocked: fc.option(blockedWeekDaysArb, { nil: undefined }),
    balance: balanceArb,
  })
  .map(({ plan: { days }, ...s }) => {
    const options: ReplanOptions = {
      today: plusDays(s.todayFromEnd ? lastDate(days) : firstDate(days), s.todayOffset),
      ...(s.blocked ? { blockedWeekDays: s.blocked } : {}),
      ...(s.balance ? { balance: s.balance } : {}),
    };
    return { days, options };
  });

describe('replan properties', () => {
  it('keeps every invariant for random plans, read marks and todays', () => {
    fc.assert(
      fc.property(scenarioArb, ({ days, options }) => {
        const before = clone(days);
        const result = replan(days, options);
        expect(days).toEqual(before); // the input is left alone

        const readDays = days.filter((day) => day.read);
        const unreadChapters = days.filter((day) => !day.read).flatMap((day) => day.readingDetails);

        // _id renumbered 0..n-1, dates strictly ascending, start/end = first/last chapter.
        result.forEach((day, index) => {
          expect(day._id).toBe(index);
          if (index > 0) expect(day.date > (result[index - 1] as CalendarDay).date).toBe(true);
          expect(day.readingDetails.length).toBeGreaterThan(0);
          expect(day.readingStart).toEqual(day.readingDetails[0]);
          expect(day.readingEnd).toEqual(day.readingDetails[day.readingDetails.length - 1]);
        });

        // Read days keep their dates and content.
        const readAfter = result.filter((day) => day.read);
        expect(readAfter.map(({ _id, ...day }) => day)).toEqual(readDays.map(({ _id, ...day }) => day));

        // Every chapter of the original plan exactly once; the unread ones in their original order.
        const all = (list: readonly CalendarDay[]) =>
          list.flatMap((day) => day.readingDetails.map((r) => `${r.book}:${r.chapter}`));
        expect([...all(result)].sort()).toEqual([...all(days)].sort());
        const newDays = result.filter((day) => !day.read);
        expect(newDays.flatMap((day) => day.readingDetails)).toEqual(unreadChapters);

        if (unreadChapters.length === 0) {
          expect(result).toEqual(days.map((day, index) => ({ ...day, _id: index })));
          return;
        }

        // New dates: open dates from today up to the old end (none holding a read day, no blocked
        // week day), capped at the chapter count; one date past the old end if none is left.
        const blocked = options.blockedWeekDays ?? [];
        const taken = new Set(readDays.map((day) => day.date));
        const oldEnd = (days[days.length - 1] as CalendarDay).date;
        const inRange = walkDates(options.today, blocked, taken, unreadChapters.length, oldEnd);
        const expectedDates = inRange.length > 0 ? inRange : walkDates(options.today, blocked, taken, 1);
        expect(newDays.map((day) => day.date)).toEqual(expectedDates);
        for (const day of newDays) {
          expect(day.date >= options.today).toBe(true);
          expect(blocked).not.toContain(weekDay(day.date));
          expect(taken.has(day.date)).toBe(false);
        }
        if (inRange.length > 0) for (const day of newDays) expect(day.date <= oldEnd).toBe(true);
        else expect(newDays).toHaveLength(1);

        expectBalanced(newDays, options.balance ?? 'chapters');

        // Late plan, read days first and all before today: the whole plan reads in the original order.
        const readIsPrefix = days.every((day, index) => day.read === index < readDays.length);
        if (readIsPrefix && readDays.every((day) => day.date < options.today)) {
          expect(result.flatMap((day) => day.readingDetails)).toEqual(days.flatMap((day) => day.readingDetails));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('changes nothing when replanning an evenly spread, gapless plan on its first unread day', () => {
    fc.assert(
      fc.property(scenarioArb, ({ days }) => {
        // Read days first; replanning on the first unread day with the same spread changes nothing.
        const firstUnread = days.findIndex((day) => !day.read);
        fc.pre(firstUnread >= 0);
        const prefix = days.map((day, index) => ({ ...day, read: index < firstUnread }));
        const sameDates = prefix.slice(firstUnread).map((day) => day.date);
        // Only when the plan was built without gaps (consecutive dates) is the new spread identical.
        fc.pre(sameDates.every((date, i) => i === 0 || date === plusDays(sameDates[i - 1] as string, 1)));
        const sizes = prefix.slice(firstUnread).map((day) => day.readingDetails.length);
        fc.pre(
          sizes.every((size, i) => i === 0 || size <= (sizes[i - 1] as number)) &&
            Math.max(...sizes) - Math.min(...sizes) <= 1,
        );
        expect(replan(prefix, { today: (prefix[firstUnread] as CalendarDay).date })).toEqual(prefix);
      }),
      { numRuns: 100 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Fuzzing: bad input only ever throws a PlanError.
// ---------------------------------------------------------------------------------------------

function replanOrPlanError(days: unknown, options: unknown) {
  try {
    expect(Array.isArray(replan(days as CalendarDay[], options as ReplanOptions))).toBe(true);
  } catch (error) {
    if (!isPlanError(error)) throw error;
    expect(typeof error.code).toBe('string');
    expect(typeof error.field).toBe('string');
  }
}

const junk = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constantFrom(null, undefined, '', 0, 1.5, Number.NaN, [], {}, '2026-02-30', true),
);
const maybe = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: junk });
const refArb = fc.record({
  book: fc.constantFrom('genesis', 'psalms', 'x', ''),
  chapter: fc.integer({ min: -1, max: 151 }),
});
const malformedDayArb = fc.record(
  {
    _id: maybe(fc.nat()),
    date: maybe(isoDateArb),
    read: maybe(fc.boolean()),
    readingStart: maybe(refArb),
    readingEnd: maybe(refArb),
    readingDetails: maybe(fc.array(maybe(refArb), { maxLength: 4 })),
  },
  { requiredKeys: [] },
);
const malformedOptionsArb = fc.record(
  {
    today: maybe(isoDateArb),
    blockedWeekDays: maybe(fc.array(maybe(fc.integer({ min: -1, max: 8 })), { maxLength: 8 })),
    balance: maybe(fc.constantFrom('chapters', 'verses', 'words', 'pages')),
  },
  { requiredKeys: [] },
);

describe('replan fuzzing', () => {
  it('throws only PlanErrors for anything at all', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), replanOrPlanError), { numRuns: 500 });
  });

  it('throws only PlanErrors for malformed days and options', () => {
    fc.assert(
      fc.property(fc.oneof(fc.array(malformedDayArb, { maxLength: 6 }), junk), malformedOptionsArb, replanOrPlanError),
      { numRuns: 500 },
    );
  });

  it('throws only PlanErrors for a valid plan with junk options', () => {
    fc.assert(
      fc.property(scenarioArb, fc.oneof(malformedOptionsArb, junk), ({ days }, options) => {
        replanOrPlanError(days, options);
      }),
      { numRuns: 200 },
    );
  });
});
