import {
  checkPlanInput,
  MAX_BLOCKED_WEEK_DAYS,
  MAX_DAYS_OR_CHAPTERS,
  MIN_DAYS_OR_CHAPTERS,
  WEEK_DAYS,
} from '@bible-journey/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BlockedWeekDaysSchema, PlanBodySchema, WeekDaySchema } from './plan.js';

// The plan form checks its input with core (checkPlanInput); the API with these schemas. A value
// one of them takes and the other refuses would let a plan through one door and not the other.

/** Whether core's plan-input check finds nothing wrong with one field. */
function coreAccepts(field: string, input: Record<string, unknown>): boolean {
  const result = checkPlanInput({ startDate: '2027-01-01', endDate: '2027-12-31', ...input }, 'form');
  return result.ok || !result.errors.some((error) => error.field === field);
}

const countArb = fc.oneof(
  fc.integer({ min: MIN_DAYS_OR_CHAPTERS - 3, max: MIN_DAYS_OR_CHAPTERS + 3 }),
  fc.integer({ min: MAX_DAYS_OR_CHAPTERS - 3, max: MAX_DAYS_OR_CHAPTERS + 3 }),
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.double({ min: -10, max: 2000, noNaN: true }),
);

describe('plan-input limits: contract and core agree', () => {
  it.each([
    ['chaptersPerDay', 1],
    ['quantityOfDays', 2],
  ] as const)('on %s', (field, planType) => {
    const schema = PlanBodySchema.shape[field];
    fc.assert(
      fc.property(countArb, (count) => {
        expect(schema.safeParse(count).success).toBe(coreAccepts(field, { planType, [field]: count }));
      }),
      { numRuns: 500 },
    );
    expect(schema.safeParse(MIN_DAYS_OR_CHAPTERS).success).toBe(true);
    expect(schema.safeParse(MAX_DAYS_OR_CHAPTERS).success).toBe(true);
    expect(schema.safeParse(MAX_DAYS_OR_CHAPTERS + 1).success).toBe(false);
  });

  it('on the week days a plan may block (different days, at least one left open)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: -2, max: 9 }), { maxLength: 9 }), (days) => {
        expect(BlockedWeekDaysSchema.safeParse(days).success).toBe(
          coreAccepts('blockedWeekDays', { blockedWeekDays: days }),
        );
      }),
      { numRuns: 500 },
    );
    for (const day of WEEK_DAYS) expect(WeekDaySchema.safeParse(day).success).toBe(true);
    expect(BlockedWeekDaysSchema.safeParse(WEEK_DAYS.slice(0, MAX_BLOCKED_WEEK_DAYS)).success).toBe(true);
    expect(BlockedWeekDaysSchema.safeParse([...WEEK_DAYS]).success).toBe(false);
  });

  it('except that the API refuses a repeated week day, which the form and the builder count once', () => {
    expect(BlockedWeekDaysSchema.safeParse([0, 0]).success).toBe(false);
    expect(coreAccepts('blockedWeekDays', { blockedWeekDays: [0, 0] })).toBe(true);
  });
});
