import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayIso } from '../dates/calendar-date.js';
import { isPlanError } from '../errors.js';
import { convertLegacyPlan, type LegacyDay, type LegacyPlanV1 } from './convert-legacy-plan.js';

const OPTIONS = { today: '2026-05-10', now: '2026-05-10T08:00:00.000Z' };

function legacyDay(
  monthIndex: number,
  day: number,
  start: [string, number, number],
  end: [string, number, number],
  read?: boolean,
): LegacyDay {
  return {
    day,
    monthIndex,
    startBook: start[0],
    startBookIndex: start[1],
    startChapter: start[2],
    endBook: end[0],
    endBookIndex: end[1],
    endChapter: end[2],
    ...(read === undefined ? {} : { read }),
  };
}

/** A v1 plan from 30 November to 2 January: it must wrap into the next year. */
const v1: LegacyPlanV1 = {
  plan: [
    { monthIndex: 10, days: [legacyDay(10, 30, ['genesis', 0, 1], ['genesis', 0, 2], true)] },
    {
      monthIndex: 11,
      days: [
        legacyDay(11, 1, ['genesis', 0, 3], ['genesis', 0, 3], true),
        legacyDay(11, 31, ['genesis', 0, 50], ['exodus', 1, 2], false),
      ],
    },
    {
      monthIndex: 0,
      days: [legacyDay(0, 1, ['exodus', 1, 3], ['exodus', 1, 3]), legacyDay(0, 2, ['exodus', 1, 4], ['exodus', 1, 6])],
    },
  ],
  planArrayForPdf: [],
  built: true,
  readingDatesInterval: { startDate: '2026-11-30', endDate: '2027-01-02' },
  readingInterval: { start: { book: 'genesis', chapter: 1 }, end: { book: 'exodus', chapter: 6 } },
};

describe('convertLegacyPlan', () => {
  it('flattens the month grouping into planv2 days with the current year, rolling into the next year', () => {
    const converted = convertLegacyPlan(v1, OPTIONS);
    expect(converted.planv2.map((day) => day.date)).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(converted.planv2.map((day) => day._id)).toEqual([0, 1, 2, 3, 4]);
    expect(converted.planv2.map((day) => day.read)).toEqual([true, true, false, false, false]);
  });

  it("runs each day's chapters from its start to its end in canonical order, across books", () => {
    const { planv2 } = convertLegacyPlan(v1, OPTIONS);
    expect(planv2[2]).toEqual({
      _id: 2,
      date: '2026-12-31',
      read: false,
      readingStart: { book: 'genesis', chapter: 50 },
      readingEnd: { book: 'exodus', chapter: 2 },
      readingDetails: [
        { book: 'genesis', chapter: 50 },
        { book: 'exodus', chapter: 1 },
        { book: 'exodus', chapter: 2 },
      ],
    });
    expect(planv2[4]?.readingDetails).toEqual([
      { book: 'exodus', chapter: 4 },
      { book: 'exodus', chapter: 5 },
      { book: 'exodus', chapter: 6 },
    ]);
  });

  it('fills the other planv2 fields with the defaults and stamps lastModified', () => {
    const { planv2: _days, ...rest } = convertLegacyPlan(v1, OPTIONS);
    expect(rest).toEqual({
      planId: null,
      lastModified: '2026-05-10T08:00:00.000Z',
      delays: 0,
      blockedWeekDays: [],
      planType: 0,
      chaptersPerDay: 3,
      quantityOfDays: 90,
      readingOrder: 'traditional',
      trackDelays: true,
    });
  });

  it('takes the year from options.today, and the device today by default', () => {
    expect(convertLegacyPlan(v1, { today: '2030-01-01' }).planv2[0]?.date).toBe('2030-11-30');
    const year = todayIso().slice(0, 4);
    expect(convertLegacyPlan(v1).planv2[0]?.date).toBe(`${year}-11-30`);
  });

  it('rolls the year once per wrap, over several years', () => {
    const plan = [
      [legacyDay(11, 31, ['genesis', 0, 1], ['genesis', 0, 1])],
      [legacyDay(0, 1, ['genesis', 0, 2], ['genesis', 0, 2])],
      [legacyDay(11, 31, ['genesis', 0, 3], ['genesis', 0, 3])],
      [legacyDay(0, 1, ['genesis', 0, 4], ['genesis', 0, 4])],
    ];
    expect(convertLegacyPlan(plan, OPTIONS).planv2.map((day) => day.date)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-12-31',
      '2028-01-01',
    ]);
  });

  it('keeps the same date in the same year (no wrap on an equal day)', () => {
    const plan = [
      [legacyDay(3, 5, ['genesis', 0, 1], ['genesis', 0, 1]), legacyDay(3, 5, ['genesis', 0, 2], ['genesis', 0, 2])],
    ];
    expect(convertLegacyPlan(plan, OPTIONS).planv2.map((day) => day.date)).toEqual(['2026-04-05', '2026-04-05']);
  });

  it.each<[string, unknown]>([
    [
      'a bare list of month lists',
      [[{ day: 2, monthIndex: 2, startBookIndex: 42, startChapter: 3, endBookIndex: 42, endChapter: 4 }]],
    ],
    [
      'a bare list of month objects',
      [{ monthIndex: 2, days: [{ day: 2, startBook: 'john', startChapter: 3, endBook: 'john', endChapter: 4 }] }],
    ],
    [
      'a plan keyed by month',
      {
        plan: {
          march: {
            monthIndex: 2,
            days: [{ day: 2, startBook: 'John', startChapter: 3, endBook: 'JOHN', endChapter: 4 }],
          },
        },
      },
    ],
    [
      'months known by position only',
      { plan: [[], [], [{ day: 2, startBookIndex: 42, startChapter: 3, endBookIndex: 42, endChapter: 4 }]] },
    ],
  ])('accepts %s', (_name, legacy) => {
    const { planv2 } = convertLegacyPlan(legacy, OPTIONS);
    expect(planv2).toEqual([
      {
        _id: 0,
        date: '2026-03-02',
        read: false,
        readingStart: { book: 'john', chapter: 3 },
        readingEnd: { book: 'john', chapter: 4 },
        readingDetails: [
          { book: 'john', chapter: 3 },
          { book: 'john', chapter: 4 },
        ],
      },
    ]);
  });

  it('reads only read === true as read', () => {
    const day = (read: unknown) => ({
      day: 1,
      monthIndex: 0,
      startBookIndex: 0,
      startChapter: 1,
      endBookIndex: 0,
      endChapter: 1,
      read,
    });
    const { planv2 } = convertLegacyPlan([[day(true), { ...day('true'), day: 2 }, { ...day(1), day: 3 }]], OPTIONS);
    expect(planv2.map((d) => d.read)).toEqual([true, false, false]);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'plan'],
    ['a number', 42],
    ['no plan', {}],
    ['an empty plan', { plan: [] }],
    ['months that are not lists', { plan: [42] }],
    ['a null month', { plan: [null] }],
    ['a day that is not an object', [[42]]],
    [
      'a day without a day number',
      [[{ monthIndex: 0, startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 1 }]],
    ],
    ['day 0', [[{ day: 0, monthIndex: 0, startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 1 }]]],
    ['30 February', [[{ day: 30, monthIndex: 1, startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 1 }]]],
    ['month 12', [[{ day: 1, monthIndex: 12, startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 1 }]]],
    ['month -1', [[{ day: 1, monthIndex: -1, startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 1 }]]],
    ['month "1"', [[{ day: 1, monthIndex: '1', startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 1 }]]],
    [
      'an unknown book',
      [[{ day: 1, monthIndex: 0, startBook: 'gen', startChapter: 1, endBookIndex: 0, endChapter: 1 }]],
    ],
    ['no book at all', [[{ day: 1, monthIndex: 0, startChapter: 1, endChapter: 1 }]]],
    ['Genesis 51', [[{ day: 1, monthIndex: 0, startBookIndex: 0, startChapter: 51, endBookIndex: 1, endChapter: 1 }]]],
    [
      'Exodus 41 as the end',
      [[{ day: 1, monthIndex: 0, startBookIndex: 0, startChapter: 1, endBookIndex: 1, endChapter: 41 }]],
    ],
    [
      'an end before the start',
      [[{ day: 1, monthIndex: 0, startBookIndex: 1, startChapter: 1, endBookIndex: 0, endChapter: 1 }]],
    ],
    [
      'an end chapter before the start chapter',
      [[{ day: 1, monthIndex: 0, startBookIndex: 0, startChapter: 5, endBookIndex: 0, endChapter: 4 }]],
    ],
    ['chapter 0', [[{ day: 1, monthIndex: 0, startBookIndex: 0, startChapter: 0, endBookIndex: 0, endChapter: 1 }]]],
  ])('refuses %s with invalidLegacyPlan', (_name, legacy) => {
    expect(() => convertLegacyPlan(legacy, OPTIONS)).toThrow(
      expect.objectContaining({ name: 'PlanError', code: 'invalidLegacyPlan' }),
    );
  });

  it('refuses a bad today with invalidDate', () => {
    expect(() => convertLegacyPlan(v1, { today: '2026-02-30' })).toThrow(
      expect.objectContaining({ code: 'invalidDate', field: 'today' }),
    );
  });

  it('throws only PlanErrors for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (legacy) => {
        try {
          convertLegacyPlan(legacy, OPTIONS);
        } catch (error) {
          expect(isPlanError(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
    const dayArb = fc.record(
      {
        day: fc.oneof(fc.integer({ min: -1, max: 32 }), fc.anything()),
        monthIndex: fc.oneof(fc.integer({ min: -1, max: 12 }), fc.anything()),
        startBook: fc.oneof(fc.constantFrom('genesis', 'Exodus', 'x'), fc.anything()),
        startBookIndex: fc.oneof(fc.integer({ min: -1, max: 66 }), fc.anything()),
        startChapter: fc.oneof(fc.integer({ min: -1, max: 51 }), fc.anything()),
        endBook: fc.oneof(fc.constantFrom('genesis', 'exodus', 'x'), fc.anything()),
        endBookIndex: fc.oneof(fc.integer({ min: -1, max: 66 }), fc.anything()),
        endChapter: fc.oneof(fc.integer({ min: -1, max: 51 }), fc.anything()),
        read: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.array(dayArb, { maxLength: 4 }),
            fc.record({ monthIndex: fc.anything(), days: fc.array(dayArb, { maxLength: 4 }) }),
          ),
          { maxLength: 4 },
        ),
        (plan) => {
          try {
            const { planv2 } = convertLegacyPlan({ plan }, OPTIONS);
            planv2.forEach((day, i) => {
              expect(day._id).toBe(i);
              expect(day.readingDetails.length).toBeGreaterThan(0);
            });
          } catch (error) {
            expect(isPlanError(error)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
