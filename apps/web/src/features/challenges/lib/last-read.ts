const DAY_MS = 86_400_000;

/** The calendar day (in UTC days since 1970) an instant falls on where the device is. */
function localDayNumber(instant: Date): number {
  return Math.floor(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()) / DAY_MS);
}

/** Whole calendar days from the instant's day to today's, on the device's clock (0 = today). */
export function calendarDaysAgo(instant: Date, now: Date): number {
  return Math.max(0, localDayNumber(now) - localDayNumber(instant));
}

/**
 * When a participant last read, as people say it: "today", "yesterday", "3 days ago", "2 weeks
 * ago", "last month" (Intl.RelativeTimeFormat in the interface's locale).
 */
export function formatLastRead(instant: Date, now: Date, locale: string): string {
  const days = calendarDaysAgo(instant, now);
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (days < 7) return relative.format(-days, 'day');
  if (days < 30) return relative.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}
