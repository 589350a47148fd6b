import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../lib/i18n.ts';

/** i18next for component tests: the real locale files, English, ready synchronously. */
export async function setupTestI18n(language = 'en') {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .init({ resources, lng: language, fallbackLng: 'en', interpolation: { escapeValue: false } });
  } else {
    await i18next.changeLanguage(language);
  }
  return i18next;
}
