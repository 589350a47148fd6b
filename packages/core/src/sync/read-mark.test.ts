import { describe, expect, it } from 'vitest';
import { dayIndexHolding, isNewerMark } from './read-mark.js';

describe('isNewerMark', () => {
  const at = (time: string | null, read: boolean) => ({ read, readChangedAt: time });

  it.each([
    { candidate: at('2027-01-01T10:00:01Z', false), current: at('2027-01-01T10:00:00Z', true), newer: true },
    { candidate: at('2027-01-01T10:00:00Z', true), current: at('2027-01-01T10:00:01Z', false), newer: false },
    { candidate: at('2027-01-01T10:00:00Z', true), current: at(null, false), newer: true },
    { candidate: at(null, true), current: at('2027-01-01T10:00:00Z', false), newer: false },
    // Same instant: a read mark wins the tie, and the same mark is not newer than itself.
    { candidate: at('2027-01-01T10:00:00Z', true), current: at('2027-01-01T10:00:00.000Z', false), newer: true },
    { candidate: at('2027-01-01T10:00:00Z', false), current: at('2027-01-01T10:00:00Z', true), newer: false },
    { candidate: at('2027-01-01T10:00:00Z', true), current: at('2027-01-01T10:00:00Z', true), newer: false },
    { candidate: at(null, true), current: at(null, false), newer: true },
  ])('$candidate over $current: $newer', ({ candidate, current, newer }) => {
    expect(isNewerMark(candidate, current)).toBe(newer);
  });

  it('compares instants, not strings (offsets and precision)', () => {
    expect(isNewerMark(at('2027-01-01T12:00:00+02:00', true), at('2027-01-01T09:59:59.999Z', false))).toBe(true);
  });
});

describe('dayIndexHolding', () => {
  it('finds the day holding any of its chapters, -1 for a chapter outside the plan', () => {
    const find = dayIndexHolding([
      { readingDetails: [{ book: 'john', chapter: 1 }] },
      {
        readingDetails: [
          { book: 'john', chapter: 2 },
          { book: 'john', chapter: 3 },
        ],
      },
    ]);
    expect(find({ book: 'john', chapter: 3 })).toBe(1);
    expect(find({ book: 'john', chapter: 1 })).toBe(0);
    expect(find({ book: 'acts', chapter: 1 })).toBe(-1);
  });
});
