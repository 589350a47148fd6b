import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampDelayCount } from '../plan/plan-defaults.js';
import {
  DELAY_COUNT_MAX,
  DELAY_COUNT_MIN,
  isDayOrChapterCount,
  isDelayCount,
  MAX_DAYS_OR_CHAPTERS,
  MIN_DAYS_OR_CHAPTERS,
} from './limits.js';

describe('isDayOrChapterCount', () => {
  it.each([
    [MIN_DAYS_OR_CHAPTERS, true],
    [MAX_DAYS_OR_CHAPTERS, true],
    [MIN_DAYS_OR_CHAPTERS - 1, false],
    [MAX_DAYS_OR_CHAPTERS + 1, false],
    [2.5, false],
    [Number.NaN, false],
  ])('%d -> %s', (value, expected) => {
    expect(isDayOrChapterCount(value)).toBe(expected);
  });
});

describe('isDelayCount', () => {
  it('holds exactly for the whole numbers clampDelayCount keeps as they are', () => {
    fc.assert(
      fc.property(fc.integer({ min: DELAY_COUNT_MIN - 5, max: DELAY_COUNT_MAX + 5 }), (count) => {
        expect(isDelayCount(count)).toBe(clampDelayCount(count) === count);
      }),
    );
    for (const value of [1.5, '3', null, undefined]) expect(isDelayCount(value)).toBe(false);
  });
});
