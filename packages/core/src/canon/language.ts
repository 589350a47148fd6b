import { LANGUAGES, type Language } from './book.js';

/** The language used when nothing says which one a person reads (no stored choice, no known browser language). */
export const FALLBACK_LANGUAGE: Language = 'en';

/** BCP 47 tags for dates and numbers (Intl): the app's Portuguese is Brazil's. */
export const LOCALE_TAGS: Readonly<Record<Language, string>> = { pt: 'pt-BR', en: 'en', id: 'id', pl: 'pl' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language a language tag names, by its primary subtag in any case (`pt-BR`, `PT`,
 * `pl;q=0.8` from an Accept-Language list), or undefined when we don't speak it.
 */
export function languageOfTag(tag: string): Language | undefined {
  const base = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
  return isLanguage(base) ? base : undefined;
}

/** The first of the tags (in order of preference) that names a language we speak, else the fallback. */
export function firstKnownLanguage(tags: readonly string[]): Language {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return FALLBACK_LANGUAGE;
}
