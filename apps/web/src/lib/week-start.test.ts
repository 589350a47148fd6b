import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstDayOfWeek } from './week-start.ts';

afterEach(() => vi.restoreAllMocks());

const inBrowser = (locale: string) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue([locale]);

describe('firstDayOfWeek', () => {
  it.each([
    ['pl-PL', 'pl', 1],
    ['pt-PT', 'pt', 1],
    ['id-ID', 'id', 1],
    ['en-GB', 'en', 1],
    ['en-US', 'en', 0],
    ['pt-BR', 'pt', 0],
  ] as const)('starts the week of %s on day %s', (locale, language, expected) => {
    inBrowser(locale);
    expect(firstDayOfWeek(language)).toBe(expected);
  });

  it('takes Indonesian and Polish from the language alone when the browser names no region', () => {
    inBrowser('fr-FR');
    expect(firstDayOfWeek('id')).toBe(1);
    expect(firstDayOfWeek('pl')).toBe(1);
  });
});
