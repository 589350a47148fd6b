import type { Language, ReminderTime } from '@bible-journey/core';

/**
 * The locale to format times in: the browser's own for the interface language when it has one
 * ("en-US" or "en-GB" for English), else the language alone.
 */
export function regionalLocale(language: Language): string {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferred.find((locale) => locale.toLowerCase().split('-')[0] === language) ?? language;
}

const instant = ({ hour, minute }: ReminderTime) => new Date(Date.UTC(2000, 0, 1, hour, minute));

/** "7:30 AM" in en-US, "07:30" in en-GB and pl, "07.30" in id: the locale's own way. */
export function formatTimeOfDay(time: ReminderTime, language: Language): string {
  return new Intl.DateTimeFormat(regionalLocale(language), {
    // "7:30 AM", but "07:30" where the clock has 24 hours.
    hour: usesTwelveHourClock(language) ? 'numeric' : '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(instant(time));
}

/** Whether the locale reads the clock in 12 hours with AM and PM (en-US), rather than 24. */
export function usesTwelveHourClock(language: Language): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(regionalLocale(language), { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
}

/** The locale's words for the morning and afternoon halves of a 12-hour clock ("AM", "PM"). */
export function dayPeriods(language: Language): { am: string; pm: string } {
  const format = new Intl.DateTimeFormat(regionalLocale(language), { hour: 'numeric', hour12: true, timeZone: 'UTC' });
  const period = (hour: number) =>
    format.formatToParts(instant({ hour, minute: 0 })).find((part) => part.type === 'dayPeriod')?.value ??
    (hour < 12 ? 'AM' : 'PM');
  return { am: period(9), pm: period(15) };
}
