import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import { addDays } from '../dates/calendar-date.js';
import { isLongReadingDay, readingLoad } from '../plan/reading-load.js';
import { READING_ORDERS } from '../reading-orders/reading-order.js';
import { readingThatFits } from './reading-that-fits.js';

const start = '2027-03-01';
const fits = (days: number, order: (typeof READING_ORDERS)[number] = 'traditional', blockedWeekDays: number[] = []) =>
  readingThatFits({ readingOrder: order, startDate: start, endDate: addDays(start, days - 1), blockedWeekDays });

describe('readingThatFits', () => {
  it('gives a month the New Testament, a year the whole Bible, a week the Gospels or less', () => {
    expect(fits(30)).toEqual({
      startReading: { bookIndex: 39, chapter: 1 },
      endReading: { bookIndex: 65, chapter: 22 },
    });
    expect(fits(365).startReading).toEqual({ bookIndex: 0, chapter: 1 });
    expect(fits(7).startReading.bookIndex).toBeGreaterThanOrEqual(39);
  });

  it('never hands a group a day of more than an hour when a smaller range would not', () => {
    for (const order of READING_ORDERS) {
      for (const days of [3, 14, 30, 45, 60, 120, 365]) {
        const range = fits(days, order, days > 14 ? [0] : []);
        const plan = buildReadingCalendar({
          planType: 0,
          readingOrder: order,
          startDate: start,
          endDate: addDays(start, days - 1),
          blockedWeekDays: days > 14 ? [0] : [],
          ...range,
        });
        const isMark = range.startReading.bookIndex === 40 && range.endReading.bookIndex === 40;
        if (!isMark) expect(isLongReadingDay(readingLoad(plan).longestMinutes), `${order}, ${days} days`).toBe(false);
      }
    }
  });
});
