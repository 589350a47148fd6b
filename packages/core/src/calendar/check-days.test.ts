import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlanError } from '../errors.js';
import { assertCalendarDays } from './check-days.js';

const good = {
  _id: 0,
  date: '2026-01-01',
  read: false,
  readingStart: { book: 'genesis', chapter: 1 },
  readingEnd: { book: 'genesis', chapter: 2 },
  readingDetails: [
    { book: 'genesis', chapter: 1 },
    { book: 'genesis', chapter: 2 },
  ],
};

describe('assertCalendarDays', () => {
  it.each([[[]], [[good]], [[good, { ...good, date: '2026-01-02', read: true }]]])('accepts %o', (days) => {
    expect(() => assertCalendarDays(days)).not.toThrow();
  });

  it.each([
    ['not a list', { 0: good }],
    ['null', null],
    ['a null day', [null]],
    ['a string day', ['2026-01-01']],
    ['no date', [{ ...good, date: undefined }]],
    ['an impossible date', [{ ...good, date: '2026-02-29' }]],
    ['a date-time', [{ ...good, date: '2026-01-01T00:00:00.000Z' }]],
    ['a read flag that is not a boolean', [{ ...good, read: 1 }]],
    ['no chapters', [{ ...good, readingDetails: [] }]],
    ['chapters not a list', [{ ...good, readingDetails: { book: 'genesis', chapter: 1 } }]],
    ['an unknown book', [{ ...good, readingDetails: [{ book: 'gen', chapter: 1 }] }]],
    ['a chapter out of range', [{ ...good, readingDetails: [{ book: 'genesis', chapter: 51 }] }]],
  ])('refuses %s with invalidDays', (_name, days) => {
    expect(() => assertCalendarDays(days)).toThrow(
      expect.objectContaining({ name: 'PlanError', code: 'invalidDays', field: 'days' }),
    );
  });

  it('throws only PlanErrors for anything', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        try {
          assertCalendarDays(value);
        } catch (error) {
          expect(isPlanError(error)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
