import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlanError } from '../errors.js';
import { clone, plusDays } from '../test-support/date-oracle.js';
import { firstDate, readPlanArb } from '../test-support/plan-arbitraries.js';
import { skipPastReadings } from './skip-past.js';

const withoutId = <T extends { _id: number }>({ _id, ...day }: T) => day;

describe('skipPastReadings', () => {
  it('keeps every read day and every day from today, drops the unread past, renumbers', () => {
    fc.assert(
      fc.property(readPlanArb, fc.integer({ min: -5, max: 400 }), ({ days }, offset) => {
        const today = plusDays(firstDate(days), offset);
        const before = clone(days);
        const result = skipPastReadings(days, today);
        expect(days).toEqual(before);

        const kept = days.filter((day) => day.read || day.date >= today);
        expect(result.map(withoutId)).toEqual(kept.map(withoutId));
        result.forEach((day, index) => {
          expect(day._id).toBe(index);
          if (index > 0) expect(day.date > (result[index - 1]?.date ?? '')).toBe(true);
        });
        expect(result.some((day) => !day.read && day.date < today)).toBe(false);
        // No chapter becomes read, none that was read is lost.
        const read = (list: typeof days) => list.filter((day) => day.read).flatMap((day) => day.readingDetails);
        expect(read(result)).toEqual(read(days));
      }),
    );
  });

  it('refuses a today that is not a date', () => {
    let error: unknown;
    try {
      skipPastReadings([], '2027-02-30');
    } catch (caught) {
      error = caught;
    }
    expect(isPlanError(error)).toBe(true);
  });
});
