import { buildReadingCalendar } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { CalendarDaySchema, ChapterRefSchema, IsoDateSchema, ReadingPositionSchema } from './calendar.js';

describe('calendar schemas', () => {
  it('accept every day the core builds', () => {
    const days = buildReadingCalendar({
      planType: 2,
      quantityOfDays: 30,
      readingOrder: 'chronological',
      startDate: '2026-12-20',
      startReading: { bookIndex: 0, chapter: 1 },
      endReading: { bookIndex: 65, chapter: 22 },
    });
    for (const day of days) expect(CalendarDaySchema.parse(day)).toEqual(day);
  });

  it.each([
    ['2026-02-30', false],
    ['2026-2-3', false],
    ['2026-12-31T00:00:00Z', false],
    ['2028-02-29', true],
  ])('IsoDateSchema %s -> %s', (value, ok) => {
    expect(IsoDateSchema.safeParse(value).success).toBe(ok);
  });

  it('refuses chapters that do not exist', () => {
    expect(ChapterRefSchema.safeParse({ book: 'jude', chapter: 2 }).success).toBe(false);
    expect(ChapterRefSchema.safeParse({ book: 'Genesis', chapter: 1 }).success).toBe(false);
    expect(ChapterRefSchema.safeParse({ book: 'jude', chapter: 1 }).success).toBe(true);
    const beyond = ReadingPositionSchema.safeParse({ bookIndex: 0, chapter: 51 });
    expect(beyond.success).toBe(false);
    expect(beyond.error?.issues[0]?.path).toEqual(['chapter']);
  });
});
