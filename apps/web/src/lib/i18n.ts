import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import id from '../locales/id.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';
import { LANGUAGE_STORAGE_KEY, pickLanguage } from './language.ts';

export const resources = {
  pt: { translation: pt },
  en: { translation: en },
  id: { translation: id },
  pl: { translation: pl },
};

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function setupI18n() {
  await i18next.use(initReactI18next).init({
    resources,
    lng: pickLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  });
  return i18next;
}
