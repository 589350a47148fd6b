import { describe, expect, it } from 'vitest';
import { dayReadingStep } from './day-chapters.js';

const day = [
  { book: 'genesis', chapter: 1 },
  { book: 'genesis', chapter: 2 },
  { book: 'psalms', chapter: 1 },
];

describe('dayReadingStep', () => {
  it('names the neighbours of a chapter within the day', () => {
    expect(dayReadingStep(day, 1)).toEqual({
      chapter: day[1],
      index: 1,
      previous: day[0],
      next: day[2],
      isLast: false,
    });
  });

  it('marks the last chapter of the day', () => {
    const last = dayReadingStep(day, 2);
    expect(last?.isLast).toBe(true);
    expect(last?.next).toBeNull();
    expect(dayReadingStep([day[0] as (typeof day)[0]], 0)?.isLast).toBe(true);
  });

  it('clamps an index out of range', () => {
    expect(dayReadingStep(day, -4)?.index).toBe(0);
    expect(dayReadingStep(day, 99)?.index).toBe(2);
    expect(dayReadingStep(day, Number.NaN)?.index).toBe(0);
    expect(dayReadingStep([], 0)).toBeNull();
  });
});
