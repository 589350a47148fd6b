import type { IsoDate } from '@bible-journey/core';

/** A calendar date as the interface language writes it in full ("23 November 2026"), never shifted by time zones. */
export function formatDate(date: IsoDate, locale: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
