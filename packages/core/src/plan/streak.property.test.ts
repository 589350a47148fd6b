import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { plusDays, weekDay } from '../test-support/date-oracle.js';
import { readingStreak } from './streak.js';

// Plans as the app builds them (dates in a row, blocked week days left out), random ticks and a
// random today; the streak is checked against a forward walk with the independent date oracle.

const arbitraryPlan = fc
  .record({
    start: fc.integer({ min: 0, max: 400 }).map((offset) => plusDays('2025-01-01', offset)),
    chapters: fc.integer({ min: 1, max: 50 }),
    perDay: fc.integer({ min: 1, max: 4 }),
    blocked: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 6 }),
    todayOffset: fc.integer({ min: -5, max: 90 }),
  })
  .chain((input) => {
    const days = buildReadingCalendar({
      planType: 1,
      readingOrder: 'traditional',
      startDate: input.start,
      chaptersPerDay: input.perDay,
      startReading: { bookIndex: 0, chapter: 1 },
      endReading: { bookIndex: 0, chapter: input.chapters },
      blockedWeekDays: input.blocked,
    });
    return fc.record({
      days: fc.constant(days),
      reads: fc.array(fc.boolean(), { minLength: days.length, maxLength: days.length }),
      blocked: fc.constant(input.blocked),
      today: fc.constant(plusDays(input.start, input.todayOffset)),
    });
  })
  .map(({ days, reads, blocked, today }) => ({
    days: days.map((day, index): CalendarDay => ({ ...day, read: reads[index] === true })),
    blocked,
    today,
  }));

/** Every open date from the plan's first to today, each read, unread or empty; today left out unless read. */
function oracleStreak(days: readonly CalendarDay[], today: string, blocked: readonly number[]): number {
  const first = days[0]?.date;
  if (first === undefined || first > today) return 0;
  const states: ('read' | 'unread' | 'none')[] = [];
  for (let date = first; date <= today; date = plusDays(date, 1)) {
    const day = days.find((each) => each.date === date);
    if (!day && blocked.includes(weekDay(date))) continue;
    if (date === today && !day?.read) continue;
    states.push(day ? (day.read ? 'read' : 'unread') : 'none');
  }
  let streak = 0;
  while (states.length > 0 && states.pop() === 'read') streak += 1;
  return streak;
}

describe('readingStreak (properties)', () => {
  it('matches a forward walk over the open dates', () => {
    fc.assert(
      fc.property(arbitraryPlan, ({ days, blocked, today }) => {
        expect(readingStreak(days, today, blocked)).toBe(oracleStreak(days, today, blocked));
      }),
      { numRuns: 400 },
    );
  });

  it('never exceeds the readings read up to today', () => {
    fc.assert(
      fc.property(arbitraryPlan, ({ days, blocked, today }) => {
        const readSoFar = days.filter((day) => day.read && day.date <= today).length;
        expect(readingStreak(days, today, blocked)).toBeLessThanOrEqual(readSoFar);
      }),
    );
  });

  it('grows by exactly one when today’s reading is finished', () => {
    fc.assert(
      fc.property(arbitraryPlan, ({ days, blocked, today }) => {
        const todays = days.find((day) => day.date === today);
        fc.pre(todays !== undefined && !todays.read);
        const finished = days.map((day) => (day === todays ? { ...day, read: true } : day));
        expect(readingStreak(finished, today, blocked)).toBe(readingStreak(days, today, blocked) + 1);
      }),
    );
  });

  it('is every reading so far when none was missed, whatever week days are blocked', () => {
    fc.assert(
      fc.property(arbitraryPlan, ({ days, blocked, today }) => {
        const allRead = days.map((day) => ({ ...day, read: true }));
        const last = allRead[allRead.length - 1] as CalendarDay;
        // After the plan's end, open dates without a reading break the streak.
        fc.pre(today <= last.date);
        const soFar = allRead.filter((day) => day.date <= today).length;
        expect(readingStreak(allRead, today, blocked)).toBe(soFar);
      }),
    );
  });

  it('is cut by a past reading left unread: only the readings after it count', () => {
    fc.assert(
      fc.property(arbitraryPlan, fc.nat(), ({ days, blocked, today }, pick) => {
        const past = days.filter((day) => day.date < today);
        fc.pre(past.length > 0);
        const missed = past[pick % past.length] as CalendarDay;
        const marked = days.map((day) => ({ ...day, read: day !== missed }));
        const after = marked.filter((day) => day.date > missed.date && day.date <= today).length;
        const last = marked[marked.length - 1] as CalendarDay;
        fc.pre(today <= last.date);
        expect(readingStreak(marked, today, blocked)).toBe(after);
      }),
    );
  });
});
