import { defaultReadingRange } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { initialPlanForm, planFormReducer, toBuildInput, validateForm } from './plan-form-state.ts';

const today = '2026-03-10';
const initial = initialPlanForm(today);

describe('planFormReducer', () => {
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

  it("resets the reading range to the new order's defaults when the order changes", () => {
    const moved = planFormReducer(initial, { type: 'setStartReading', position: { bookIndex: 39, chapter: 1 } });
    const next = planFormReducer(moved, { type: 'setReadingOrder', readingOrder: 'chronological' });
    const range = defaultReadingRange('chronological');
    expect(next.startReading).toEqual(range.start);
    expect(next.endReading).toEqual(range.end);
  });

  it('turns delay tracking off for a start date before today and on for today or later', () => {
    const past = planFormReducer(initial, { type: 'setStartDate', date: '2026-03-09', today });
    expect(past.trackDelays).toBe(false);
    expect(planFormReducer(past, { type: 'setStartDate', date: today, today }).trackDelays).toBe(true);
    expect(planFormReducer(past, { type: 'setStartDate', date: '2026-04-01', today }).trackDelays).toBe(true);
  });

  it('sets type 2 for number of days, 1 for chapters per day, and back to 0 when more options close', () => {
    const opened = planFormReducer(initial, { type: 'setMoreOptionsOpen', isOpen: true });
    expect(opened.planType).toBe(0);
    const byDays = planFormReducer(opened, { type: 'chooseOption', option: 'days' });
    expect(byDays.planType).toBe(2);
    const byChapters = planFormReducer(byDays, { type: 'chooseOption', option: 'chapters' });
    expect(byChapters.planType).toBe(1);
    const closed = planFormReducer(byChapters, { type: 'setMoreOptionsOpen', isOpen: false });
    expect(closed).toMatchObject({ planType: 0, isMoreOptionsOpen: false });
  });

  it('never blocks the last open week day', () => {
    let state = initial;
    for (const day of [0, 1, 2, 3, 4, 5, 6]) state = planFormReducer(state, { type: 'toggleWeekDay', weekDay: day });
    expect(state.blockedWeekDays).toEqual([0, 1, 2, 3, 4, 5]);
    state = planFormReducer(state, { type: 'toggleWeekDay', weekDay: 2 });
    expect(state.blockedWeekDays).toEqual([0, 1, 3, 4, 5]);
  });
});

describe('validateForm and toBuildInput', () => {
  it("reports core's codes by field", () => {
    const reversed = planFormReducer(initial, { type: 'setEndReading', position: { bookIndex: 0, chapter: 1 } });
    const swapped = planFormReducer(reversed, { type: 'setStartReading', position: { bookIndex: 1, chapter: 1 } });
    expect(validateForm(swapped)).toEqual({ endReading: 'readingRangeReversed' });
    const dates = planFormReducer(initial, { type: 'setEndDate', date: '2026-01-01' });
    expect(validateForm(dates)).toEqual({ endDate: 'startDateAfterEndDate' });
  });

  it('checks only the count of the chosen type and builds with it', () => {
    const byDays = planFormReducer(initial, { type: 'chooseOption', option: 'days' });
    const blank = planFormReducer(byDays, { type: 'setQuantityOfDays', value: '' });
    expect(validateForm(blank)).toEqual({ quantityOfDays: 'required' });
    const tooMany = planFormReducer(byDays, { type: 'setQuantityOfDays', value: '1191' });
    expect(validateForm(tooMany)).toEqual({ quantityOfDays: 'outOfRange' });
    const fine = planFormReducer(planFormReducer(byDays, { type: 'setChaptersPerDay', value: 'x' }), {
      type: 'setQuantityOfDays',
      value: '30',
    });
    expect(validateForm(fine)).toEqual({});
    expect(toBuildInput(fine)).toMatchObject({ planType: 2, quantityOfDays: 30, balance: 'chapters' });
    expect(toBuildInput(fine).endDate).toBeUndefined();
  });
});
