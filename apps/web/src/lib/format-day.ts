import { type CalendarDay, formatReadingRange, type Language } from '@bible-journey/core';
import { regionalLocale } from './time-of-day.ts';

/**
 * "Tuesday, March 3" in the interface language, in the form of the browser's region for it
 * ("Tuesday 3 March" in en-GB); dates are calendar dates, formatted in UTC.
 */
export function longDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(regionalLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** A day's reading, e.g. "Genesis 1-3". */
export function readingOf(day: Pick<CalendarDay, 'readingStart' | 'readingEnd'>, language: Language): string {
  return formatReadingRange(day.readingStart, day.readingEnd, language);
}
