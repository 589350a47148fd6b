import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, pickLanguage } from './language.ts';
import { localeTrees } from './locale-resources.ts';

// The shared strings plus every feature's (features/<feature>/locales/<language>.json).
const trees = localeTrees();
export const resources = {
  pt: { translation: trees.pt },
  en: { translation: trees.en },
  id: { translation: trees.id },
  pl: { translation: trees.pl },
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
