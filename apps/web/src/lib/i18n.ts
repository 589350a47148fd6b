import { LANGUAGES, type Language } from '@bible-journey/core';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGE_STORAGE_KEY, pickLanguage } from './language.ts';
import { loadLocaleTree } from './locale-resources.ts';

/** The one i18next namespace: shared keys at the top, feature keys under the feature's name. */
const NAMESPACE = 'translation';

export function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Makes sure `language`'s strings are in memory, fetching its chunk when they are not. Rejects
 * when the chunk cannot be fetched (offline), so nobody switches to a language without strings.
 */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, NAMESPACE)) return;
  // reloadResources, unlike loadLanguages, also asks again for a chunk that failed before.
  await i18n.reloadResources([language], [NAMESPACE]);
  if (!i18n.hasResourceBundle(language, NAMESPACE)) throw new Error(`The ${language} strings could not be loaded`);
}

/**
 * Starts i18next with the strings of the visitor's language only: each language is a chunk of
 * its own (locales/bundle.<language>.ts), fetched before the first render and, for another
 * language, before switching to it (i18next.changeLanguage loads through the backend first).
 */
export async function setupI18n() {
  const language = pickLanguage(readStoredLanguage(), navigator.languages ?? [navigator.language]);
  await i18next
    .use({
      ...resourcesToBackend((requested: string) =>
        isLanguage(requested)
          ? loadLocaleTree(requested)
          : Promise.reject(new Error(`No strings for language ${requested}`)),
      ),
      // The function above returns a promise; i18next calls read(language, namespace, callback)
      // on the plugin, which says so here (guessing from the parameters is deprecated).
      callbackApi: true,
    })
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...LANGUAGES],
      // No fallback language: every language has every key (locales/locales.test.ts checks), so
      // loading English as well would only make a Polish visitor download a second chunk.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      // The strings are loaded before the first render and before each switch, so nothing waits
      // for them inside React (no <Suspense> around the app for them).
      react: { useSuspense: false },
    });
  // A flaky network may have lost the chunk: ask once more; failing again, render anyway.
  await loadLanguage(i18next, language).catch(() => undefined);
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (changed) => {
    document.documentElement.lang = changed;
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, changed);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
  });
  return i18next;
}
