import type { CalendarDay } from '../calendar/calendar-day.js';
import type { IsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';
import { readingMinutes } from '../progress/reading-time.js';

/** A day that takes longer than this (in minutes) is worth a warning before the plan is made. */
export const LONG_DAY_MINUTES = 60;

/** How heavy a plan's days are, by core's reading-time estimate (readingMinutes). */
export interface ReadingLoad {
  days: number;
  /** Mean chapters of a day, to one decimal (3.5). */
  averageChapters: number;
  /** Mean minutes of a day, rounded to the nearest minute. */
  averageMinutes: number;
  shortestMinutes: number;
  longestMinutes: number;
  /** The first day that takes longestMinutes. */
  longestDate: IsoDate;
}

/** The reading load of a plan's days; throws PlanError (`days`, `invalidDays`) for an empty list. */
export function readingLoad(days: readonly Pick<CalendarDay, 'date' | 'readingDetails'>[]): ReadingLoad {
  if (!Array.isArray(days) || days.length === 0) throw PlanError.of('days', 'invalidDays');
  let total = 0;
  let chapters = 0;
  let shortest = Number.POSITIVE_INFINITY;
  let longest = -1;
  let longestDate: IsoDate = days[0]?.date ?? '';
  for (const day of days) {
    const minutes = readingMinutes(day);
    total += minutes;
    chapters += day.readingDetails.length;
    shortest = Math.min(shortest, minutes);
    if (minutes > longest) {
      longest = minutes;
      longestDate = day.date;
    }
  }
  return {
    days: days.length,
    averageChapters: Math.round((chapters / days.length) * 10) / 10,
    averageMinutes: Math.round(total / days.length),
    shortestMinutes: shortest,
    longestMinutes: longest,
    longestDate,
  };
}

/** Whether a day of this many minutes is longer than an hour (LONG_DAY_MINUTES). */
export function isLongReadingDay(minutes: number): boolean {
  return minutes > LONG_DAY_MINUTES;
}
