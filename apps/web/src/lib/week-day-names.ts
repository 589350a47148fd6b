import { WEEK_DAYS } from '@bible-journey/core';

/** 1 January 2023 was a Sunday: week day n (Sunday = 0) is n days later. */
const SUNDAY = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

export interface WeekDayName {
  /** The full name, for screen readers ("niedziela"). */
  long: string;
  /** The locale's abbreviation ("niedz.", "sáb.", "Sun"), shown where it fits. */
  short: string;
  /** The one-letter form ("N"), shown where the abbreviations would be cut. */
  narrow: string;
}

/** Abbreviations of up to three letters (and a period) fit a week-day column on a 320 px screen. */
const LETTERS_THAT_FIT = 3;

/** The seven week-day names, Sunday first, in the locale's long, short and narrow forms. */
export function weekDayNames(locale: string): WeekDayName[] {
  const formats = (['long', 'short', 'narrow'] as const).map(
    (weekday) => new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }),
  );
  return WEEK_DAYS.map((day) => {
    const [long = '', short = '', narrow = ''] = formats.map((format) => format.format(SUNDAY + day * DAY_MS));
    return { long, short, narrow };
  });
}

/** Whether every abbreviation fits a 320 px week row ("Sun", "sáb."; not Polish "niedz."). */
export function shortNamesFit(names: readonly WeekDayName[]): boolean {
  return names.every((name) => [...name.short.replace(/\.$/, '')].length <= LETTERS_THAT_FIT);
}

/**
 * One-letter names where they tell the days apart; otherwise (Polish: "P" for both poniedziałek
 * and piątek) the first two letters of each abbreviation ("Po", "Pt"), which do.
 */
export function distinctNarrowNames(names: readonly WeekDayName[], locale: string): string[] {
  const narrow = names.map((name) => name.narrow);
  if (new Set(narrow).size === narrow.length) return narrow;
  const twoLetters = names.map((name) => {
    const letters = [...name.short.replace(/\.$/, '')].slice(0, 2).join('');
    return letters.charAt(0).toLocaleUpperCase(locale) + letters.slice(1);
  });
  return new Set(twoLetters).size === twoLetters.length ? twoLetters : names.map((name) => name.short);
}

/** The week days 0-6 (Sunday = 0) in the order the locale's week runs, from `firstDay`. */
export function weekDaysFrom(firstDay: number): number[] {
  return Array.from({ length: 7 }, (_, offset) => (firstDay + offset) % 7);
}
