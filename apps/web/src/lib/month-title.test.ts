import { describe, expect, it } from 'vitest';
import { capitaliseFirst, monthTitle } from './month-title.ts';

describe('monthTitle', () => {
  it('writes Portuguese as a title: only the first letter capitalised, "de" stays lower case', () => {
    expect(monthTitle('pt-BR', 2026, 11)).toBe('Novembro de 2026');
    expect(monthTitle('pt', 2027, 3)).toBe('Março de 2027');
  });

  it('keeps English month names as they are', () => {
    expect(monthTitle('en', 2026, 11)).toBe('November 2026');
    expect(monthTitle('en', 2027, 1)).toBe('January 2027');
  });

  it('uses the Polish nominative (standalone) month, not the genitive of a date', () => {
    expect(monthTitle('pl', 2026, 11)).toBe('Listopad 2026');
    expect(monthTitle('pl', 2027, 2)).toBe('Luty 2027');
    expect(monthTitle('pl', 2026, 11)).not.toContain('listopada');
  });

  it('keeps Indonesian month names as they are', () => {
    expect(monthTitle('id', 2026, 11)).toBe('November 2026');
    expect(monthTitle('id', 2027, 8)).toBe('Agustus 2027');
  });
});

describe('capitaliseFirst', () => {
  it('capitalises the first letter only, by the locale', () => {
    expect(capitaliseFirst('środa', 'pl')).toBe('Środa');
    expect(capitaliseFirst('março de 2027', 'pt-BR')).toBe('Março de 2027');
    expect(capitaliseFirst('', 'en')).toBe('');
  });
});
