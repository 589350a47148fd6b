import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultEndDate } from './default-end-date.js';

/** Days from `start` to `end`, both counted. */
function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

describe('defaultEndDate', () => {
  it.each([
    // The day of the issue: the old default left 39 days for the whole Bible.
    ['2026-11-23', '2027-11-22'],
    // The old default made a single day of the whole Bible.
    ['2026-12-31', '2027-12-30'],
    ['2026-01-01', '2026-12-31'],
    ['2026-07-15', '2027-07-14'],
    // 29 February: a year later is 1 March, so the plan ends on 28 February.
    ['2028-02-29', '2029-02-28'],
    // The year before a leap day ends on it.
    ['2027-03-01', '2028-02-29'],
    ['2028-03-01', '2029-02-28'],
    ['2028-02-28', '2029-02-27'],
    ['2099-12-31', '2100-12-30'],
    ['0999-06-01', '1000-05-31'],
    // The calendar's last year: never past 9999-12-31.
    ['9999-01-01', '9999-12-31'],
    ['9998-12-31', '9999-12-30'],
  ])('today %s -> %s', (today, expected) => {
    expect(defaultEndDate(today)).toBe(expected);
  });

  it('gives a year of days: 365, or 366 when the span holds a 29 February', () => {
    const date = fc
      .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9000-12-31T00:00:00Z'), noInvalidDate: true })
      .map((value) => value.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, (today) => {
        const end = defaultEndDate(today);
        const years = [today.slice(0, 4), end.slice(0, 4)];
        const holdsLeapDay = years.some((year) => {
          const leapDay = `${year}-02-29`;
          return isLeapYear(Number(year)) && today <= leapDay && leapDay <= end;
        });
        expect(daysBetween(today, end)).toBe(holdsLeapDay ? 366 : 365);
      }),
      { numRuns: 300 },
    );
  });

  it.each([['2026-02-30'], [''], ['2026'], [undefined], ['2026-11-23T00:00']])(
    'refuses %o with invalidDate',
    (today) => {
      expect(() => defaultEndDate(today as string)).toThrow(
        expect.objectContaining({ name: 'PlanError', code: 'invalidDate', field: 'today' }),
      );
    },
  );
});
