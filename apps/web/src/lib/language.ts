import { firstKnownLanguage, isLanguage, type Language } from '@bible-journey/core';

export { FALLBACK_LANGUAGE, isLanguage } from '@bible-journey/core';
export { LANGUAGE_STORAGE_KEY } from './language-rule.ts';

/** The stored choice, else the first of the browser's languages we speak (pt-BR -> pt), else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  return isLanguage(stored) ? stored : firstKnownLanguage(browserLanguages);
}
