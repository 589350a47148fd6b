import { afterEach, describe, expect, it, vi } from 'vitest';
import { dayPeriods, formatTimeOfDay, regionalLocale, usesTwelveHourClock } from './time-of-day.ts';

const browserLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages as never);

afterEach(() => vi.restoreAllMocks());

describe('times of day in the locale’s own way', () => {
  it('takes the browser’s region for the interface language', () => {
    browserLanguages(['pt-BR', 'en-GB']);
    expect(regionalLocale('en')).toBe('en-GB');
    expect(regionalLocale('pt')).toBe('pt-BR');
    expect(regionalLocale('pl')).toBe('pl');
  });

  it('reads 12 hours in the United States and 24 in Britain, Brazil, Poland and Indonesia', () => {
    browserLanguages(['en-US']);
    expect(usesTwelveHourClock('en')).toBe(true);
    expect(formatTimeOfDay({ hour: 7, minute: 30 }, 'en')).toBe('7:30 AM');
    expect(formatTimeOfDay({ hour: 19, minute: 5 }, 'en')).toBe('7:05 PM');
    expect(dayPeriods('en')).toEqual({ am: 'AM', pm: 'PM' });

    browserLanguages(['en-GB', 'pt-BR', 'pl-PL', 'id-ID']);
    for (const language of ['en', 'pt', 'pl', 'id'] as const) expect(usesTwelveHourClock(language)).toBe(false);
    expect(formatTimeOfDay({ hour: 7, minute: 30 }, 'en')).toBe('07:30');
    expect(formatTimeOfDay({ hour: 7, minute: 30 }, 'pl')).toBe('07:30');
    expect(formatTimeOfDay({ hour: 7, minute: 30 }, 'id')).toBe('07.30');
  });
});
