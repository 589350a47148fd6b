import { describe, expect, it } from 'vitest';
import { initialPlanForm, type PlanFormState, toBuildInput, toggleWeekDay, validateForm } from './plan-form-state.ts';

const today = '2026-03-10';
const initial = initialPlanForm(today);
const withValues = (values: Partial<PlanFormState>): PlanFormState => ({ ...initial, ...values });

describe('the plan form values', () => {
  it('starts with the defaults: traditional Genesis 1 to Revelation 22, today to a year from today (decision 0006), type 0', () => {
    expect(initial).toMatchObject({
      readingOrder: 'traditional',
      startReading: { bookIndex: 0, chapter: 1 },
      endReading: { bookIndex: 65, chapter: 22 },
      startDate: today,
      endDate: '2027-03-09',
      planType: 0,
      chaptersPerDay: '3',
      quantityOfDays: '90',
      trackDelays: true,
      blockedWeekDays: [],
    });
  });

  it('never blocks the last open week day', () => {
    let blocked: number[] = [];
    for (const day of [0, 1, 2, 3, 4, 5, 6]) blocked = toggleWeekDay(blocked, day);
    expect(blocked).toEqual([0, 1, 2, 3, 4, 5]);
    blocked = toggleWeekDay(blocked, 2);
    expect(blocked).toEqual([0, 1, 3, 4, 5]);
  });
});

describe('validateForm and toBuildInput', () => {
  it("reports core's codes by field", () => {
    const swapped = withValues({
      startReading: { bookIndex: 1, chapter: 1 },
      endReading: { bookIndex: 0, chapter: 1 },
    });
    expect(validateForm(swapped)).toEqual({ endReading: 'readingRangeReversed' });
    expect(validateForm(withValues({ endDate: '2026-01-01' }))).toEqual({ endDate: 'startDateAfterEndDate' });
  });

  it('checks only the count of the chosen type and builds with it', () => {
    const byDays = withValues({ isMoreOptionsOpen: true, planType: 2 });
    expect(validateForm({ ...byDays, quantityOfDays: '' })).toEqual({ quantityOfDays: 'required' });
    expect(validateForm({ ...byDays, quantityOfDays: '1191' })).toEqual({ quantityOfDays: 'outOfRange' });
    const fine = { ...byDays, chaptersPerDay: 'x', quantityOfDays: '30' };
    expect(validateForm(fine)).toEqual({});
    expect(toBuildInput(fine)).toMatchObject({ planType: 2, quantityOfDays: 30, balance: 'chapters' });
    expect(toBuildInput(fine).endDate).toBeUndefined();
  });
});
