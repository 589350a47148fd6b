import { describe, expect, it } from 'vitest';
import { MAX_BLOCKED_WEEK_DAYS, MAX_DAYS_OR_CHAPTERS, MIN_DAYS_OR_CHAPTERS } from './limits.js';
import { checkPlanInput, toWholeNumber } from './plan-input.js';

describe('limits', () => {
  it('match the spec', () => {
    expect(MIN_DAYS_OR_CHAPTERS).toBe(1);
    expect(MAX_DAYS_OR_CHAPTERS).toBe(1190);
    expect(MAX_BLOCKED_WEEK_DAYS).toBe(6);
  });
});

describe('toWholeNumber', () => {
  it.each<[unknown, number]>([
    [0, 0],
    [3, 3],
    [-4, -4],
    [1190, 1190],
    ['3', 3],
    [' 12 ', 12],
    ['-7', -7],
    ['007', 7],
  ])('%o -> %d', (value, expected) => {
    expect(toWholeNumber(value)).toBe(expected);
  });

  it.each([
    [1.5],
    ['1.5'],
    ['1e3'],
    ['0x10'],
    [''],
    [' '],
    ['3 days'],
    [Number.NaN],
    [Infinity],
    [null],
    [undefined],
    [true],
    [[3]],
    [{}],
  ])('%o -> NaN', (value) => {
    expect(toWholeNumber(value)).toBeNaN();
  });
});

describe('checkPlanInput', () => {
  const base = {
    planType: 0,
    readingOrder: 'traditional',
    startDate: '2026-03-10',
    endDate: '2026-03-01',
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: 5 },
  };

  it("'form' refuses a start date after the end date, 'builder' lets it through to be corrected", () => {
    expect(checkPlanInput(base, 'form')).toEqual({
      ok: false,
      errors: [{ field: 'endDate', code: 'startDateAfterEndDate' }],
    });
    expect(checkPlanInput(base, 'builder').ok).toBe(true);
  });

  it('fills defaults and normalizes what it accepts', () => {
    const result = checkPlanInput(
      {
        planType: '2',
        startDate: '2026-01-01',
        quantityOfDays: ' 30 ',
        blockedWeekDays: [6, 0, 6],
        chaptersRead: [{ book: 'genesis', chapter: 1, extra: true }],
      },
      'form',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        planType: 2,
        readingOrder: 'traditional',
        startDate: '2026-01-01',
        endDate: undefined,
        chaptersPerDay: undefined,
        quantityOfDays: 30,
        startReading: { bookIndex: 0, chapter: 1 },
        endReading: { bookIndex: 65, chapter: 22 },
        blockedWeekDays: new Set([6, 0]),
        chaptersRead: [{ book: 'genesis', chapter: 1 }],
        takenDates: new Set(),
        balance: 'chapters',
      },
    });
  });

  it("takes the chosen order's default reading range", () => {
    const result = checkPlanInput(
      { planType: 1, chaptersPerDay: 3, readingOrder: 'chronological', startDate: '2026-01-01' },
      'form',
    );
    expect(result.ok && result.value.startReading).toEqual({ bookIndex: 0, chapter: 1 });
    expect(result.ok && result.value.endReading).toEqual({ bookIndex: 65, chapter: 22 });
  });
});
