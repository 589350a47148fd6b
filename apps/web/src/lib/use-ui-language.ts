import { FALLBACK_LANGUAGE, isLanguage, type Language, LOCALE_TAGS } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';

/** The interface language as core names it, and its locale tag for Intl. */
export function useUiLanguage(): { language: Language; locale: string } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  return { language, locale: LOCALE_TAGS[language] };
}
