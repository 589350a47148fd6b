import { describe, expect, it } from 'vitest';
import { shortNamesFit, weekDayNames } from './week-day-names.ts';

describe('weekDayNames', () => {
  it('starts on Sunday and gives long, short and narrow names', () => {
    const [sunday, monday] = weekDayNames('en');
    expect(sunday).toEqual({ long: 'Sunday', short: 'Sun', narrow: 'S' });
    expect(monday).toEqual({ long: 'Monday', short: 'Mon', narrow: 'M' });
    expect(weekDayNames('en')).toHaveLength(7);
  });

  it('names the days in each interface language', () => {
    expect(weekDayNames('pt-BR').map((day) => day.long)[6]).toBe('sábado');
    expect(weekDayNames('pl')[0]).toEqual({ long: 'niedziela', short: 'niedz.', narrow: 'N' });
    expect(weekDayNames('id')[5]).toMatchObject({ long: 'Jumat', short: 'Jum' });
  });
});

describe('shortNamesFit', () => {
  it('keeps the abbreviations in English, Portuguese and Indonesian', () => {
    expect(shortNamesFit(weekDayNames('en'))).toBe(true);
    expect(shortNamesFit(weekDayNames('pt-BR'))).toBe(true);
    expect(shortNamesFit(weekDayNames('id'))).toBe(true);
  });

  it('falls back to one letter in Polish, whose "niedz." would be cut at 320 px', () => {
    expect(shortNamesFit(weekDayNames('pl'))).toBe(false);
  });
});
