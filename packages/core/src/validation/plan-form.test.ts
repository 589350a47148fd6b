import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PlanErrorCode } from '../errors.js';
import { validatePlanForm } from './plan-form.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  planType: 0,
  readingOrder: 'traditional',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  chaptersPerDay: 3,
  quantityOfDays: 90,
  startReading: { bookIndex: 0, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 22 },
  blockedWeekDays: [],
  ...overrides,
});

const CODES: readonly PlanErrorCode[] = [
  'invalidInput',
  'required',
  'invalidPlanType',
  'invalidReadingOrder',
  'invalidDate',
  'startDateAfterEndDate',
  'notAWholeNumber',
  'outOfRange',
  'invalidBook',
  'invalidChapter',
  'chapterOutOfRange',
  'readingRangeReversed',
  'invalidWeekDay',
  'allWeekDaysBlocked',
  'invalidChapterRef',
  'invalidBalance',
  'nothingToRead',
  'invalidDays',
  'invalidLegacyPlan',
];

describe('validatePlanForm: accepted forms', () => {
  it.each<[string, Record<string, unknown>]>([
    ['the default form', {}],
    ['a one-day plan', { endDate: '2026-01-01' }],
    ['a plan across a year end', { startDate: '2026-11-01', endDate: '2027-02-28' }],
    [
      'type 1 with an end date before the start (the date check is for type 0 only)',
      { planType: 1, endDate: '2025-01-01' },
    ],
    ['type 2 with an end date before the start', { planType: 2, endDate: '2025-01-01' }],
    ['type 1 without an end date', { planType: 1, endDate: undefined }],
    ['type 2 with junk in the unused chapters per day', { planType: 2, chaptersPerDay: 'lots' }],
    ['type 0 with junk in the unused counts', { chaptersPerDay: -1, quantityOfDays: 'x' }],
    ['1 chapter a day', { planType: 1, chaptersPerDay: 1 }],
    ['1190 chapters a day', { planType: 1, chaptersPerDay: 1190 }],
    ['1 day', { planType: 2, quantityOfDays: 1 }],
    ['1190 days', { planType: 2, quantityOfDays: 1190 }],
    ['counts typed as strings', { planType: '2', quantityOfDays: '90' }],
    ['six blocked week days', { blockedWeekDays: [0, 1, 2, 3, 4, 5] }],
    [
      'a one-chapter reading range',
      { startReading: { bookIndex: 30, chapter: 1 }, endReading: { bookIndex: 30, chapter: 1 } },
    ],
    [
      'a chronological range that runs backwards in the canon but forwards in the order',
      {
        readingOrder: 'chronological',
        startReading: { bookIndex: 17, chapter: 1 },
        endReading: { bookIndex: 0, chapter: 50 },
      },
    ],
    ['chapters already read', { chaptersRead: [{ book: 'genesis', chapter: 1 }] }],
    ['every balance', { balance: 'words' }],
    ['no reading range (the order defaults apply)', { startReading: undefined, endReading: undefined }],
  ])('%s', (_name, overrides) => {
    expect(validatePlanForm(form(overrides))).toEqual({ ok: true });
  });
});

describe('validatePlanForm: refused forms', () => {
  it.each<[string, Record<string, unknown>, { field: string; code: PlanErrorCode }[]]>([
    [
      'start date after end date (type 0)',
      { startDate: '2026-05-02', endDate: '2026-05-01' },
      [{ field: 'endDate', code: 'startDateAfterEndDate' }],
    ],
    ['no start date', { startDate: '' }, [{ field: 'startDate', code: 'required' }]],
    ['no end date (type 0)', { endDate: null }, [{ field: 'endDate', code: 'required' }]],
    ['an impossible date', { startDate: '2026-02-29' }, [{ field: 'startDate', code: 'invalidDate' }]],
    ['a date object', { startDate: new Date('2026-01-01') }, [{ field: 'startDate', code: 'invalidDate' }]],
    [
      'reversed reading range',
      { startReading: { bookIndex: 65, chapter: 1 }, endReading: { bookIndex: 0, chapter: 1 } },
      [{ field: 'endReading', code: 'readingRangeReversed' }],
    ],
    [
      'reversed in the chronological order (Genesis 12 comes after Job)',
      {
        readingOrder: 'chronological',
        startReading: { bookIndex: 0, chapter: 12 },
        endReading: { bookIndex: 17, chapter: 1 },
      },
      [{ field: 'endReading', code: 'readingRangeReversed' }],
    ],
    [
      'Genesis 51',
      { startReading: { bookIndex: 0, chapter: 51 } },
      [{ field: 'startReading', code: 'chapterOutOfRange' }],
    ],
    ['Jude 2', { endReading: { bookIndex: 64, chapter: 2 } }, [{ field: 'endReading', code: 'chapterOutOfRange' }]],
    ['chapter 0', { startReading: { bookIndex: 0, chapter: 0 } }, [{ field: 'startReading', code: 'invalidChapter' }]],
    [
      'chapter "1"',
      { startReading: { bookIndex: 0, chapter: '1' } },
      [{ field: 'startReading', code: 'invalidChapter' }],
    ],
    ['book 66', { endReading: { bookIndex: 66, chapter: 1 } }, [{ field: 'endReading', code: 'invalidBook' }]],
    ['a reading position as a list', { endReading: [65, 22] }, [{ field: 'endReading', code: 'invalidBook' }]],
    ['0 chapters a day', { planType: 1, chaptersPerDay: 0 }, [{ field: 'chaptersPerDay', code: 'outOfRange' }]],
    ['1191 chapters a day', { planType: 1, chaptersPerDay: 1191 }, [{ field: 'chaptersPerDay', code: 'outOfRange' }]],
    [
      '2.5 chapters a day',
      { planType: 1, chaptersPerDay: 2.5 },
      [{ field: 'chaptersPerDay', code: 'notAWholeNumber' }],
    ],
    [
      '"2.5" chapters a day',
      { planType: 1, chaptersPerDay: '2.5' },
      [{ field: 'chaptersPerDay', code: 'notAWholeNumber' }],
    ],
    ['"" chapters a day', { planType: 1, chaptersPerDay: '' }, [{ field: 'chaptersPerDay', code: 'required' }]],
    ['0 days', { planType: 2, quantityOfDays: 0 }, [{ field: 'quantityOfDays', code: 'outOfRange' }]],
    ['"-5" days', { planType: 2, quantityOfDays: '-5' }, [{ field: 'quantityOfDays', code: 'outOfRange' }]],
    ['1191 days', { planType: 2, quantityOfDays: 1191 }, [{ field: 'quantityOfDays', code: 'outOfRange' }]],
    [
      '"ninety" days',
      { planType: 2, quantityOfDays: 'ninety' },
      [{ field: 'quantityOfDays', code: 'notAWholeNumber' }],
    ],
    ['no days', { planType: 2, quantityOfDays: undefined }, [{ field: 'quantityOfDays', code: 'required' }]],
    [
      'all week days blocked',
      { blockedWeekDays: [0, 1, 2, 3, 4, 5, 6] },
      [{ field: 'blockedWeekDays', code: 'allWeekDaysBlocked' }],
    ],
    ['week day 7', { blockedWeekDays: [7] }, [{ field: 'blockedWeekDays', code: 'invalidWeekDay' }]],
    ['week day 2.5', { blockedWeekDays: [2.5] }, [{ field: 'blockedWeekDays', code: 'invalidWeekDay' }]],
    ['plan type 3', { planType: 3 }, [{ field: 'planType', code: 'invalidPlanType' }]],
    ['unknown order', { readingOrder: 'random' }, [{ field: 'readingOrder', code: 'invalidReadingOrder' }]],
    ['unknown balance', { balance: 'minutes' }, [{ field: 'balance', code: 'invalidBalance' }]],
    [
      'bad chapters read',
      { chaptersRead: [{ book: 'genesis', chapter: 99 }] },
      [{ field: 'chaptersRead', code: 'invalidChapterRef' }],
    ],
    [
      'several problems at once',
      {
        startDate: '2026-02-01',
        endDate: '2026-01-01',
        blockedWeekDays: [0, 1, 2, 3, 4, 5, 6],
        endReading: { bookIndex: 0, chapter: 99 },
      },
      [
        { field: 'endDate', code: 'startDateAfterEndDate' },
        { field: 'endReading', code: 'chapterOutOfRange' },
        { field: 'blockedWeekDays', code: 'allWeekDaysBlocked' },
      ],
    ],
  ])('%s', (_name, overrides, errors) => {
    expect(validatePlanForm(form(overrides))).toEqual({ ok: false, errors });
  });

  it.each([[null], [undefined], ['plan'], [0], [[]], [[form()]], [true]])(
    'refuses %o as a whole (invalidInput)',
    (value) => {
      expect(validatePlanForm(value)).toEqual({ ok: false, errors: [{ field: 'input', code: 'invalidInput' }] });
    },
  );

  it('reports every missing field of an empty object', () => {
    expect(validatePlanForm({})).toEqual({
      ok: false,
      errors: [
        { field: 'startDate', code: 'required' },
        { field: 'endDate', code: 'required' },
      ],
    });
  });

  it('reports a garbage reading range without throwing', () => {
    const result = validatePlanForm({
      startDate: 'x',
      endDate: [],
      startReading: 'genesis',
      endReading: { bookIndex: {}, chapter: [] },
    });
    expect(result.ok).toBe(false);
  });
});

describe('validatePlanForm never throws', () => {
  const expectResult = (value: unknown) => {
    const result = validatePlanForm(value);
    if (result.ok) {
      expect(result).toEqual({ ok: true });
      return;
    }
    expect(result.errors.length).toBeGreaterThan(0);
    for (const error of result.errors) {
      expect(typeof error.field).toBe('string');
      expect(CODES).toContain(error.code);
    }
  };

  it('on anything at all', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withNullPrototype: true,
          withBoxedValues: true,
          withDate: true,
          withMap: true,
          withSet: true,
          withSparseArray: true,
        }),
        expectResult,
      ),
      { numRuns: 500 },
    );
  });

  it('on forms whose fields hold junk', () => {
    const junk = fc.anything({ maxDepth: 2, withSparseArray: true, withNullPrototype: true, withBoxedValues: true });
    fc.assert(
      fc.property(
        fc.record(
          {
            planType: fc.oneof(fc.constantFrom(0, 1, 2, '1'), junk),
            readingOrder: fc.oneof(fc.constantFrom('traditional', 'historical', 'chronological'), junk),
            startDate: fc.oneof(fc.constant('2026-01-01'), junk),
            endDate: fc.oneof(fc.constant('2026-06-01'), junk),
            chaptersPerDay: fc.oneof(fc.integer({ min: -2, max: 1200 }), junk),
            quantityOfDays: fc.oneof(fc.integer({ min: -2, max: 1200 }), junk),
            startReading: fc.oneof(
              fc.record({ bookIndex: fc.integer({ min: -1, max: 66 }), chapter: fc.integer({ min: -1, max: 151 }) }),
              junk,
            ),
            endReading: fc.oneof(
              fc.record({ bookIndex: fc.integer({ min: -1, max: 66 }), chapter: fc.integer({ min: -1, max: 151 }) }),
              junk,
            ),
            blockedWeekDays: fc.oneof(
              fc.array(fc.oneof(fc.integer({ min: -1, max: 7 }), junk), { maxLength: 8 }),
              junk,
            ),
            chaptersRead: fc.oneof(
              fc.array(
                fc.oneof(
                  fc.record({ book: fc.constantFrom('genesis', 'x'), chapter: fc.integer({ min: 0, max: 51 }) }),
                  junk,
                ),
              ),
              junk,
            ),
            balance: fc.oneof(fc.constantFrom('chapters', 'verses', 'words'), junk),
          },
          { requiredKeys: [] },
        ),
        expectResult,
      ),
      { numRuns: 500 },
    );
  });
});
