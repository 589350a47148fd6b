import { firstKnownLanguage, isLanguage, type Language, languageOfTag } from '@bible-journey/core';

/**
 * The language of a request: the account's, else the `language` header the app sends (PT, EN, ID
 * or PL in any case), else Accept-Language, else core's fallback (English).
 */
export function requestLanguage(
  headers: Record<string, string | string[] | undefined>,
  stored?: string | null,
): Language {
  if (isLanguage(stored)) return stored;
  const header = headers.language;
  const explicit = typeof header === 'string' ? languageOfTag(header) : undefined;
  if (explicit) return explicit;
  const accept = typeof headers['accept-language'] === 'string' ? headers['accept-language'] : '';
  return firstKnownLanguage(accept.split(','));
}
