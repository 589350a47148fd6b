import { describe, expect, it } from 'vitest';
import { weekDayOf } from './calendar-date.js';
import { isWeekDay, WEEK_DAYS } from './week-days.js';

describe('week days', () => {
  it('are Sunday (0) to Saturday (6), the numbers weekDayOf gives', () => {
    expect(WEEK_DAYS).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // 2023-01-01 was a Sunday.
    expect(WEEK_DAYS.map((day) => weekDayOf(`2023-01-0${day + 1}`))).toEqual([...WEEK_DAYS]);
  });

  it.each([
    [0, true],
    [6, true],
    [-1, false],
    [7, false],
    [1.5, false],
    ['1', false],
    [null, false],
  ])('isWeekDay(%o) -> %s', (value, expected) => {
    expect(isWeekDay(value)).toBe(expected);
  });
});
