import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { plusDays } from '../test-support/date-oracle.js';
import { checklistFocusDay, nextReading, todayReading } from './today-reading.js';

const day = (id: number, date: string, read = false): CalendarDay => ({
  _id: id,
  date,
  read,
  readingStart: { book: 'genesis', chapter: id + 1 },
  readingEnd: { book: 'genesis', chapter: id + 1 },
  readingDetails: [{ book: 'genesis', chapter: id + 1 }],
});
// Mon 2 to Fri 6 March 2026, then Mon 9 (a weekend off).
const week = () => [
  day(0, '2026-03-02', true),
  day(1, '2026-03-03', true),
  day(2, '2026-03-04'),
  day(3, '2026-03-05'),
  day(4, '2026-03-06'),
  day(5, '2026-03-09'),
];

describe('todayReading', () => {
  it('names today’s reading and its number in the plan', () => {
    const days = week();
    expect(todayReading(days, '2026-03-05')).toEqual({ kind: 'reading', day: days[3], dayNumber: 4, dayCount: 6 });
  });

  it('keeps today’s reading once it is read, and counts days in date order', () => {
    const days = week().reverse();
    days[3] = { ...(days[3] as CalendarDay), read: true };
    expect(todayReading(days, '2026-03-04')).toMatchObject({ kind: 'reading', dayNumber: 3, day: { read: true } });
  });

  it('offers the next reading on a day off', () => {
    expect(todayReading(week(), '2026-03-07')).toEqual({ kind: 'rest', next: week()[5] });
  });

  it('says when the plan has not begun', () => {
    expect(todayReading(week(), '2026-03-01')).toEqual({ kind: 'notStarted', first: week()[0] });
  });

  it('says when the plan is finished, also before its last date', () => {
    const done = week().map((each) => ({ ...each, read: true }));
    expect(todayReading(done, '2026-03-05')).toEqual({ kind: 'finished' });
    expect(todayReading([], '2026-03-05')).toEqual({ kind: 'finished' });
  });

  it('points at the first unread reading once the plan’s dates are over', () => {
    expect(todayReading(week(), '2026-03-20')).toEqual({ kind: 'ended', firstUnread: week()[2] });
  });

  it('refuses a bad date or a bad list', () => {
    expect(() => todayReading(week(), '2026-13-01')).toThrow(expect.objectContaining({ code: 'invalidDate' }));
    expect(() => todayReading([null] as unknown as CalendarDay[], '2026-03-01')).toThrow(
      expect.objectContaining({ code: 'invalidDays' }),
    );
  });
});

describe('nextReading', () => {
  it('is the first unread reading after the date, past a weekend off', () => {
    expect(nextReading(week(), '2026-03-06')).toEqual(week()[5]);
    expect(nextReading(week(), '2026-03-03')).toEqual(week()[2]);
  });

  it('skips readings already read and ends with the plan', () => {
    const days = week();
    days[3] = { ...(days[3] as CalendarDay), read: true };
    expect(nextReading(days, '2026-03-04')).toEqual(days[4]);
    expect(nextReading(days, '2026-03-09')).toBeUndefined();
  });
});

describe('checklistFocusDay', () => {
  it('is today’s reading, read or not, even when earlier ones are late', () => {
    expect(checklistFocusDay(week(), '2026-03-06')).toEqual(week()[4]);
  });

  it('is the next reading on a day off or before the plan begins', () => {
    expect(checklistFocusDay(week(), '2026-03-08')).toEqual(week()[5]);
    expect(checklistFocusDay(week(), '2026-02-01')).toEqual(week()[0]);
  });

  it('is the first unread reading after the plan’s end, or its last day when all are read', () => {
    expect(checklistFocusDay(week(), '2026-04-01')).toEqual(week()[2]);
    const done = week().map((each) => ({ ...each, read: true }));
    expect(checklistFocusDay(done, '2026-04-01')).toEqual(done[5]);
    expect(checklistFocusDay([], '2026-04-01')).toBeUndefined();
  });

  it('is always one of the plan’s days, and today’s whenever today has one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: -10, max: 70 }),
        (offsets, reads, todayOffset) => {
          const days = offsets.map((offset, index) => day(index, plusDays('2026-01-01', offset), reads[index]));
          const today = plusDays('2026-01-01', todayOffset);
          const focus = checklistFocusDay(days, today);
          expect(days).toContain(focus);
          const todays = days.find((each) => each.date === today);
          if (todays) expect(focus).toBe(todays);
          const kind = todayReading(days, today).kind;
          if (kind === 'reading') expect(focus).toBe(todays);
        },
      ),
    );
  });
});
