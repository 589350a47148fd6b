import { buildReadingCalendar, defaultReadingRange, readingMinutes } from '@bible-journey/core';

/** A whole-Bible plan over one 365-day year, as the welcome page describes it. */
export function wholeBibleYearSummary(): { chapters: number; days: number; minutes: number } {
  const { start, end } = defaultReadingRange('traditional');
  const days = buildReadingCalendar({
    planType: 2,
    quantityOfDays: 365,
    readingOrder: 'traditional',
    startDate: '2026-01-01',
    startReading: start,
    endReading: end,
  });
  const chapters = days.reduce((sum, day) => sum + day.readingDetails.length, 0);
  const minutes = days.reduce((sum, day) => sum + readingMinutes(day), 0);
  return { chapters, days: days.length, minutes: Math.round(minutes / days.length) };
}
