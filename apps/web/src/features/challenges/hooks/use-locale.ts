import { FALLBACK_LANGUAGE, isLanguage, LOCALE_TAGS } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';

/** The interface language's locale tag for Intl (pt-BR, en, id, pl). */
export function useLocale(): string {
  const { i18n } = useTranslation();
  return LOCALE_TAGS[isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE];
}
