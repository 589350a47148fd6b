import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { readingMinutes } from '../progress/reading-time.js';
import { defaultEndDate } from './default-end-date.js';
import { isLongReadingDay, LONG_DAY_MINUTES, readingLoad } from './reading-load.js';

const wholeBible = (startDate: string, endDate: string) =>
  buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate,
    endDate,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 65, chapter: 22 },
  });

describe('readingLoad', () => {
  it('sums up the days with readingMinutes: mean, shortest, longest and its date', () => {
    const days = wholeBible('2026-03-02', '2026-03-11');
    const minutes = days.map((day) => readingMinutes(day));
    const load = readingLoad(days);
    expect(load.days).toBe(10);
    expect(load.longestMinutes).toBe(Math.max(...minutes));
    expect(load.shortestMinutes).toBe(Math.min(...minutes));
    expect(load.averageMinutes).toBe(Math.round(minutes.reduce((sum, each) => sum + each, 0) / 10));
    expect(load.averageChapters).toBe(
      Math.round((days.reduce((sum, day) => sum + day.readingDetails.length, 0) / 10) * 10) / 10,
    );
    expect(load.longestDate).toBe(days[minutes.indexOf(load.longestMinutes)]?.date);
  });

  it('shows what the old 31 December default did: on 31 December one day of the whole Bible', () => {
    const load = readingLoad(wholeBible('2026-12-31', '2026-12-31'));
    expect(load).toMatchObject({ days: 1, longestDate: '2026-12-31' });
    expect(load.longestMinutes).toBeGreaterThan(3000);
    expect(isLongReadingDay(load.longestMinutes)).toBe(true);
    // On 23 November: 39 days, still over an hour a day.
    const november = readingLoad(wholeBible('2026-11-23', '2026-12-31'));
    expect(november.days).toBe(39);
    expect(isLongReadingDay(november.longestMinutes)).toBe(true);
  });

  it('keeps every day of the whole Bible under an hour with the new default end date', () => {
    const load = readingLoad(wholeBible('2026-12-31', defaultEndDate('2026-12-31')));
    expect(load.days).toBe(365);
    expect(isLongReadingDay(load.longestMinutes)).toBe(false);
    expect(load.averageMinutes).toBeGreaterThan(5);
    expect(load.averageMinutes).toBeLessThan(15);
  });

  it.each([[[]], [null], [undefined]])('refuses %o with invalidDays', (days) => {
    expect(() => readingLoad(days as unknown as CalendarDay[])).toThrow(
      expect.objectContaining({ name: 'PlanError', code: 'invalidDays' }),
    );
  });
});

describe('isLongReadingDay', () => {
  it.each([
    [1, false],
    [LONG_DAY_MINUTES, false],
    [LONG_DAY_MINUTES + 1, true],
    [3318, true],
  ])('%d minutes -> %s', (minutes, expected) => {
    expect(LONG_DAY_MINUTES).toBe(60);
    expect(isLongReadingDay(minutes)).toBe(expected);
  });
});
