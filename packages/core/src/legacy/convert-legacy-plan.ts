import type { CalendarDay } from '../calendar/calendar-day.js';
import { BOOKS, type ChapterRef, findBook } from '../canon/canon.js';
import { type IsoDate, parseIsoDate, todayIso } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';
import { emptyLocalPlan, type LocalPlanV2 } from '../plan/local-plan.js';

/** A day of the v1 month grouping. */
export interface LegacyDay {
  day: number;
  monthIndex?: number;
  startBook?: string;
  startBookIndex?: number;
  startChapter: number;
  endBook?: string;
  endBookIndex?: number;
  endChapter: number;
  read?: boolean;
}

/** The v1 local plan: days grouped by month, plus data the new format no longer needs. */
export interface LegacyPlanV1 {
  plan: unknown;
  planArrayForPdf?: unknown;
  built?: boolean;
  readingDatesInterval?: { startDate?: string; endDate?: string };
  readingInterval?: { start?: ChapterRef; end?: ChapterRef };
}

export interface ConvertOptions {
  /** Today's date: its year dates the v1 days (v1 kept only month and day). Default: the device's today. */
  today?: IsoDate;
  /** Stamp for lastModified. Default: now. */
  now?: string;
}

/**
 * Converts a v1 month-grouped plan (or its bare month grouping) into the current flat format.
 * Days get the current year; a month earlier than the one before it starts the next year. Each
 * day's chapters run from its start to its end in canonical order.
 */
export function convertLegacyPlan(legacy: LegacyPlanV1 | unknown, options: ConvertOptions = {}): LocalPlanV2 {
  const today = options.today ?? todayIso();
  if (!parseIsoDate(today)) throw PlanError.of('today', 'invalidDate');
  const days = legacyDays(legacy);
  if (days.length === 0) throw PlanError.of('plan', 'invalidLegacyPlan');

  let year = Number(today.slice(0, 4));
  let previous = '';
  const planv2: CalendarDay[] = days.map(({ day, monthIndex }, index) => {
    const monthDay = `${pad(monthIndex + 1)}-${pad(day.day)}`;
    if (previous && monthDay < previous) year++;
    previous = monthDay;
    const date = `${year}-${monthDay}`;
    if (!parseIsoDate(date)) throw PlanError.of('plan', 'invalidLegacyPlan');
    const readingDetails = chaptersBetween(day);
    return {
      _id: index,
      date,
      read: day.read === true,
      readingStart: { ...(readingDetails[0] as ChapterRef) },
      readingEnd: { ...(readingDetails[readingDetails.length - 1] as ChapterRef) },
      readingDetails,
    };
  });
  return { ...emptyLocalPlan(options.now ?? new Date().toISOString()), planv2 };
}

const pad = (n: number) => String(n).padStart(2, '0');

function legacyDays(legacy: unknown): { day: LegacyDay; monthIndex: number }[] {
  const grouping = Array.isArray(legacy) ? legacy : (legacy as LegacyPlanV1 | null)?.plan;
  const months = Array.isArray(grouping)
    ? grouping
    : typeof grouping === 'object' && grouping !== null
      ? Object.values(grouping)
      : null;
  if (!months) throw PlanError.of('plan', 'invalidLegacyPlan');
  return months.flatMap((month, position) => {
    const monthDays = Array.isArray(month) ? month : (month as { days?: unknown })?.days;
    if (!Array.isArray(monthDays)) throw PlanError.of('plan', 'invalidLegacyPlan');
    const groupIndex = (month as { monthIndex?: unknown })?.monthIndex;
    return monthDays.map((day: unknown) => {
      if (!isLegacyDay(day)) throw PlanError.of('plan', 'invalidLegacyPlan');
      const monthIndex = day.monthIndex ?? (Number.isInteger(groupIndex) ? (groupIndex as number) : position);
      if (!Number.isInteger(monthIndex) || monthIndex < 0 || monthIndex > 11)
        throw PlanError.of('plan', 'invalidLegacyPlan');
      return { day, monthIndex };
    });
  });
}

function isLegacyDay(value: unknown): value is LegacyDay {
  if (typeof value !== 'object' || value === null) return false;
  const { day, startChapter, endChapter } = value as Record<string, unknown>;
  return [day, startChapter, endChapter].every((n) => Number.isInteger(n) && (n as number) >= 1);
}

function bookIndex(index: number | undefined, key: string | undefined): number {
  if (Number.isInteger(index) && BOOKS[index as number]) return index as number;
  const found = typeof key === 'string' ? findBook(key.toLowerCase()) : undefined;
  if (!found) throw PlanError.of('plan', 'invalidLegacyPlan');
  return found.index;
}

function chaptersBetween(day: LegacyDay): ChapterRef[] {
  const startBook = bookIndex(day.startBookIndex, day.startBook);
  const endBook = bookIndex(day.endBookIndex, day.endBook);
  const chapters: ChapterRef[] = [];
  for (let index = startBook; index <= endBook; index++) {
    const book = BOOKS[index];
    if (!book) break;
    const from = index === startBook ? day.startChapter : 1;
    const to = index === endBook ? day.endChapter : book.chapters;
    for (let chapter = from; chapter <= Math.min(to, book.chapters); chapter++)
      chapters.push({ book: book.key, chapter });
  }
  if (
    chapters.length === 0 ||
    day.startChapter > (BOOKS[startBook]?.chapters ?? 0) ||
    day.endChapter > (BOOKS[endBook]?.chapters ?? 0)
  ) {
    throw PlanError.of('plan', 'invalidLegacyPlan');
  }
  return chapters;
}
