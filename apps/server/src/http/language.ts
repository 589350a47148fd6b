import { LANGUAGES, type Language } from '@bible-journey/core';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language of a request: the account's, else the `language` header the app sends (PT, EN, ID
 * or PL in any case), else Accept-Language, else English.
 */
export function requestLanguage(
  headers: Record<string, string | string[] | undefined>,
  stored?: string | null,
): Language {
  if (isLanguage(stored)) return stored;
  const header = headers.language;
  const explicit = typeof header === 'string' ? header.trim().toLowerCase() : '';
  if (isLanguage(explicit)) return explicit;
  const accept = typeof headers['accept-language'] === 'string' ? headers['accept-language'] : '';
  for (const part of accept.split(',')) {
    const base = part.trim().split(/[-;]/)[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return 'en';
}
