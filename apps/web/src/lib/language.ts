import { LANGUAGES, type Language } from '@bible-journey/core';
import { FALLBACK_LANGUAGE } from './language-rule.ts';

export { FALLBACK_LANGUAGE, LANGUAGE_STORAGE_KEY } from './language-rule.ts';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the first of the browser's languages we speak (pt-BR -> pt), else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return FALLBACK_LANGUAGE;
}
