import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELAY_COUNT_DEFAULT, DELAY_COUNT_MAX, DELAY_COUNT_MIN } from '../validation/limits.js';
import { clampDelayCount, DEFAULT_PLAN, defaultEndDate, shouldTrackDelaysFor } from './plan-defaults.js';

describe('DEFAULT_PLAN', () => {
  it('is 90 days, 3 chapters a day, traditional order, plan type 0, delays tracked', () => {
    expect(DEFAULT_PLAN).toEqual({
      planType: 0,
      readingOrder: 'traditional',
      chaptersPerDay: 3,
      quantityOfDays: 90,
      trackDelays: true,
    });
    expect(Object.isFrozen(DEFAULT_PLAN)).toBe(true);
  });
});

describe('defaultEndDate', () => {
  it('is the one in default-end-date.ts: a year from today', () => {
    expect(defaultEndDate('2026-11-23')).toBe('2027-11-22');
  });
});

describe('shouldTrackDelaysFor', () => {
  it.each([
    ['2026-05-01', '2026-05-02', false], // starts before today: off
    ['2026-05-02', '2026-05-02', true], // starts today: on
    ['2026-05-03', '2026-05-02', true], // starts later: on
    ['2025-12-31', '2026-01-01', false],
    ['2027-01-01', '2026-12-31', true],
  ])('start %s, today %s -> %s', (start, today, expected) => {
    expect(shouldTrackDelaysFor(start, today)).toBe(expected);
  });
});

describe('clampDelayCount', () => {
  it('defaults to 3, within 1-100', () => {
    expect(DELAY_COUNT_DEFAULT).toBe(3);
    expect(DELAY_COUNT_MIN).toBe(1);
    expect(DELAY_COUNT_MAX).toBe(100);
  });

  it.each<[unknown, number]>([
    [3, 3],
    [1, 1],
    [100, 100],
    [0, 1],
    [-5, 1],
    [101, 100],
    [1e9, 100],
    [2.9, 2],
    [0.5, 1],
    ['7', 7],
    ['0', 1],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 100],
    [Number.NEGATIVE_INFINITY, 1],
    [null, 1],
    [undefined, 1],
    [{}, 1],
  ])('%o -> %d', (value, expected) => {
    expect(clampDelayCount(value)).toBe(expected);
  });

  it('always gives a whole number from 1 to 100, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double(), fc.integer(), fc.string()), (value) => {
        const count = clampDelayCount(value);
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(1);
        expect(count).toBeLessThanOrEqual(100);
      }),
      { numRuns: 300 },
    );
  });
});
