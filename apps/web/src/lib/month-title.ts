/** A text's first letter in upper case by the locale's rules: the start of a title or sentence. */
export function capitaliseFirst(text: string, locale: string): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(locale) + rest.join('');
}

/**
 * A month's title ("Novembro de 2026", "November 2026", "Listopad 2026"): the month in its
 * standalone (nominative) form within the locale's month-and-year pattern, with only the first
 * letter capitalised, as each of the four languages writes the start of a title.
 */
export function monthTitle(locale: string, year: number, month: number): string {
  const date = Date.UTC(year, month - 1, 1);
  const standalone = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(date);
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' })
    .formatToParts(date)
    .map((part) => (part.type === 'month' ? standalone : part.value))
    .join('');
  return capitaliseFirst(title, locale);
}
