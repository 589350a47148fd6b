import { describe, expect, it } from 'vitest';
import { calendarDaysAgo, formatLastRead } from './last-read.ts';

const at = (day: number, hour: number) => new Date(2026, 2, day, hour, 30);

describe('calendarDaysAgo', () => {
  it('counts calendar days on the device clock, not 24-hour spans', () => {
    expect(calendarDaysAgo(at(10, 23), at(11, 0))).toBe(1);
    expect(calendarDaysAgo(at(11, 0), at(11, 23))).toBe(0);
    expect(calendarDaysAgo(new Date(2026, 1, 28, 12), at(1, 8))).toBe(1);
  });

  it('never says a reading is in the future (a clock ahead of the device)', () => {
    expect(calendarDaysAgo(at(12, 9), at(11, 9))).toBe(0);
  });
});

describe('formatLastRead', () => {
  it.each<[string, number, Record<string, string>]>([
    ['the same day', 0, { en: 'today', pt: 'hoje', pl: 'dzisiaj', id: 'hari ini' }],
    ['the day before', 1, { en: 'yesterday', pt: 'ontem', pl: 'wczoraj', id: 'kemarin' }],
    ['days', 3, { en: '3 days ago', pt: 'há 3 dias', pl: '3 dni temu', id: '3 hari yang lalu' }],
    ['weeks', 15, { en: '2 weeks ago', pt: 'há 2 semanas', pl: '2 tygodnie temu', id: '2 minggu yang lalu' }],
    ['months', 70, { en: '2 months ago', pt: 'há 2 meses', pl: '2 miesiące temu', id: '2 bulan yang lalu' }],
  ])('%s, in the four languages', (_what, days, expected) => {
    const now = new Date(2026, 5, 20, 9);
    const instant = new Date(2026, 5, 20 - days, 18);
    for (const [locale, text] of Object.entries(expected)) {
      expect(formatLastRead(instant, now, locale === 'pt' ? 'pt-BR' : locale)).toBe(text);
    }
  });
});
