import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './book.js';
import { FALLBACK_LANGUAGE, firstKnownLanguage, isLanguage, LOCALE_TAGS, languageOfTag } from './language.js';

describe('interface languages', () => {
  it('know the four languages and nothing else', () => {
    for (const language of LANGUAGES) expect(isLanguage(language)).toBe(true);
    for (const value of ['PT', 'pt-BR', 'es', '', undefined, null, 1]) expect(isLanguage(value)).toBe(false);
    expect(isLanguage(FALLBACK_LANGUAGE)).toBe(true);
  });

  it('have a locale tag each, Brazilian for Portuguese', () => {
    expect(Object.keys(LOCALE_TAGS).sort()).toEqual([...LANGUAGES].sort());
    expect(LOCALE_TAGS.pt).toBe('pt-BR');
  });

  it.each([
    ['pt-BR', 'pt'],
    ['PT', 'pt'],
    [' pl;q=0.8', 'pl'],
    ['id_ID', 'id'],
    ['en-US', 'en'],
    ['es-ES', undefined],
    ['', undefined],
  ])('the tag %o names %o', (tag, language) => {
    expect(languageOfTag(tag)).toBe(language);
  });

  it('pick the first known language of a list, else the fallback', () => {
    expect(firstKnownLanguage(['es', 'pl-PL', 'en'])).toBe('pl');
    expect(firstKnownLanguage(['es', 'fr'])).toBe(FALLBACK_LANGUAGE);
    expect(firstKnownLanguage([])).toBe(FALLBACK_LANGUAGE);
  });
});
