import type { Language } from '@bible-journey/core';
import { regionalLocale } from './time-of-day.ts';

// Where people of the locale start their week on Monday though the platform's data says Sunday
// (issue 24: Portugal and Indonesia print calendars from Monday).
const MONDAY_FIRST = new Set(['pt-pt', 'id', 'id-id']);

type WeekInfoLocale = Intl.Locale & { weekInfo?: { firstDay: number }; getWeekInfo?: () => { firstDay: number } };

/** The first day of the week (0 = Sunday, 1 = Monday) for the interface language in this browser's region. */
export function firstDayOfWeek(language: Language): number {
  const locale = regionalLocale(language);
  if (MONDAY_FIRST.has(locale.toLowerCase())) return 1;
  try {
    const info = new Intl.Locale(locale) as WeekInfoLocale;
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    // Intl counts Monday 1 to Sunday 7.
    if (firstDay !== undefined) return firstDay % 7;
  } catch {
    // An unusual locale: the week starts on Sunday, as the plan's week days are numbered.
  }
  return 0;
}
