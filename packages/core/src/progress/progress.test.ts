import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { isPlanError } from '../errors.js';
import { firstUnreadDay, isLate, planProgress } from './progress.js';

const day = (id: number, date: string, read: boolean): CalendarDay => ({
  _id: id,
  date,
  read,
  readingStart: { book: 'genesis', chapter: id + 1 },
  readingEnd: { book: 'genesis', chapter: id + 1 },
  readingDetails: [{ book: 'genesis', chapter: id + 1 }],
});
const plan = (...reads: boolean[]) => reads.map((read, i) => day(i, `2026-01-${String(i + 1).padStart(2, '0')}`, read));

describe('planProgress', () => {
  it.each([
    [[], 0],
    [[false], 0],
    [[true], 100],
    [[true, false, false], 33.33],
    [[true, true, false], 66.67],
    [[true, false], 50],
    [[true, false, false, false, false, false], 16.67],
    [[true, true, true, true, true, true, false], 85.71],
    [[true, true, true], 100],
  ])('%o -> %d', (reads, expected) => {
    expect(planProgress(plan(...reads))).toBe(expected);
  });

  it('is read / total x 100 rounded to 2 decimals, between 0 and 100', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 1200 }), (reads) => {
        const progress = planProgress(plan(...reads));
        const read = reads.filter(Boolean).length;
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        expect(Math.abs(progress - (read / reads.length) * 100)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.round(progress * 100)).toBeCloseTo(progress * 100, 6);
      }),
      { numRuns: 300 },
    );
  });

  it.each([['days'], [null], [{ length: 1 }], [[null]], [[plan(true)[0], undefined]], [[1, 2]]])(
    'refuses %o with a PlanError (invalidDays)',
    (days) => {
      const invalidDays = expect.objectContaining({ name: 'PlanError', code: 'invalidDays', field: 'days' });
      expect(() => planProgress(days as unknown as CalendarDay[])).toThrow(invalidDays);
      expect(() => firstUnreadDay(days as unknown as CalendarDay[])).toThrow(invalidDays);
      expect(() => isLate(days as unknown as CalendarDay[], '2026-01-01')).toThrow(invalidDays);
    },
  );
});

describe('firstUnreadDay', () => {
  it('is the earliest unread day by date, whatever the list order', () => {
    const days = plan(true, false, false).reverse();
    expect(firstUnreadDay(days)?._id).toBe(1);
    expect(firstUnreadDay(plan(true, true))).toBeUndefined();
    expect(firstUnreadDay([])).toBeUndefined();
  });
});

describe('isLate', () => {
  it.each([
    ['first unread day before today', [true, false, false], '2026-01-03', true],
    ['first unread day is today', [true, false, false], '2026-01-02', false],
    ['first unread day after today', [true, false, false], '2026-01-01', false],
    ['everything read', [true, true], '2027-01-01', false],
    ['empty plan', [], '2027-01-01', false],
    ['unread plan that has not started', [false, false], '2025-12-31', false],
    ['unread plan one day in', [false, false], '2026-01-02', true],
  ])('%s -> %s', (_name, reads, today, expected) => {
    expect(isLate(plan(...(reads as boolean[])), today as string)).toBe(expected);
  });

  it('looks at dates, not list order', () => {
    const days = [day(0, '2026-01-05', false), day(1, '2026-01-01', true), day(2, '2026-01-03', false)];
    expect(isLate(days, '2026-01-04')).toBe(true);
    expect(isLate(days, '2026-01-03')).toBe(false);
  });

  it('compares across years as calendar dates', () => {
    expect(isLate([day(0, '2026-12-31', false)], '2027-01-01')).toBe(true);
    expect(isLate([day(0, '2027-01-01', false)], '2026-12-31')).toBe(false);
  });

  it.each([['2026-02-30'], [''], ['today'], [undefined]])('refuses today = %o with invalidDate', (today) => {
    expect(() => isLate(plan(false), today as string)).toThrow(
      expect.objectContaining({ name: 'PlanError', code: 'invalidDate', field: 'today' }),
    );
  });

  it('throws only PlanErrors for junk', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (days, today) => {
        try {
          isLate(days as CalendarDay[], today as string);
        } catch (error) {
          expect(isPlanError(error)).toBe(true);
        }
        try {
          planProgress(days as CalendarDay[]);
        } catch (error) {
          expect(isPlanError(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
