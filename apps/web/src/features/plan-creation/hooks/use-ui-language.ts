import type { Language } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE, isLanguage } from '../../../lib/language.ts';

/** BCP 47 tags for Intl and the date picker: the app's Portuguese is Brazil's. */
const LOCALE_TAGS: Record<Language, string> = { pt: 'pt-BR', en: 'en', id: 'id', pl: 'pl' };

/** The interface language as core names it, and its locale tag for Intl. */
export function useUiLanguage(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return { language, locale: LOCALE_TAGS[language] };
}
