import { describe, expect, it } from 'vitest';
import { readingStreak } from './streak.js';

/** 2026-03-02 is a Monday. */
const day = (date: string, read: boolean) => ({ date, read });

describe('readingStreak', () => {
  it('is 0 for an empty plan and for a plan that begins later', () => {
    expect(readingStreak([], '2026-03-05', [])).toBe(0);
    expect(readingStreak([day('2026-03-06', true)], '2026-03-05', [])).toBe(0);
  });

  it('counts the read days in a row up to today', () => {
    const days = [day('2026-03-02', true), day('2026-03-03', true), day('2026-03-04', true), day('2026-03-05', true)];
    expect(readingStreak(days, '2026-03-05', [])).toBe(4);
  });

  it('keeps yesterday’s streak while today is still unread', () => {
    const days = [day('2026-03-03', true), day('2026-03-04', true), day('2026-03-05', false)];
    expect(readingStreak(days, '2026-03-05', [])).toBe(2);
  });

  it('breaks on a past day left unread', () => {
    const days = [day('2026-03-02', true), day('2026-03-03', false), day('2026-03-04', true), day('2026-03-05', true)];
    expect(readingStreak(days, '2026-03-05', [])).toBe(2);
  });

  it('skips blocked week days: a weekend off does not break it', () => {
    // Fri 6, (Sat 7, Sun 8 blocked), Mon 9.
    const days = [day('2026-03-05', true), day('2026-03-06', true), day('2026-03-09', true)];
    expect(readingStreak(days, '2026-03-09', [0, 6])).toBe(3);
    // Today is a blocked Sunday: Thursday and Friday still count.
    expect(readingStreak(days, '2026-03-08', [0, 6])).toBe(2);
  });

  it('breaks on a date with no reading that is not blocked (a reading moved away by a replan)', () => {
    const days = [day('2026-03-02', true), day('2026-03-03', true), day('2026-03-05', true)];
    expect(readingStreak(days, '2026-03-05', [])).toBe(1);
  });

  it('breaks after the plan ended with days since', () => {
    const days = [day('2026-03-02', true), day('2026-03-03', true)];
    expect(readingStreak(days, '2026-03-04', [])).toBe(2);
    expect(readingStreak(days, '2026-03-05', [])).toBe(0);
  });

  it('does not count readings ticked ahead of their date', () => {
    const days = [day('2026-03-05', true), day('2026-03-06', true), day('2026-03-07', true)];
    expect(readingStreak(days, '2026-03-05', [])).toBe(1);
  });

  it('counts a date once, read only when all its readings are', () => {
    expect(readingStreak([day('2026-03-04', true), day('2026-03-04', true)], '2026-03-05', [])).toBe(1);
    expect(readingStreak([day('2026-03-04', true), day('2026-03-04', false)], '2026-03-05', [])).toBe(0);
  });

  it('stops at the calendar’s first day', () => {
    expect(readingStreak([day('0001-01-01', true), day('0001-01-02', true)], '0001-01-02', [])).toBe(2);
  });

  it('refuses a bad today', () => {
    expect(() => readingStreak([], '2026-02-30', [])).toThrow(expect.objectContaining({ field: 'today' }));
    expect(() => readingStreak([], 'today', [])).toThrow(expect.objectContaining({ code: 'invalidDate' }));
  });
});
