import { LANGUAGES, type Language } from '@bible-journey/core';
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { RouteStringFeature } from '../locales/route-strings.ts';
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

/** The route features (locales/route-strings.ts) whose screens have loaded, and what is in memory. */
const routeFeaturesInUse = new Set<RouteStringFeature>();
const routeStringsLoaded = new Set<string>();

/** Adds `features`' strings in `language` to i18next, fetching those not in memory yet. */
async function loadRouteStrings(i18n: I18n, language: string, features: Iterable<RouteStringFeature>) {
  const missing = [...features].filter((feature) => !routeStringsLoaded.has(`${language}:${feature}`));
  if (missing.length === 0) return;
  // The table of those chunks loads with the first of them, not with every screen.
  const { loadFeatureStrings } = await import('../locales/route-strings.ts');
  await Promise.all(
    missing.map(async (feature) => {
      const key = `${language}:${feature}`;
      const strings = await loadFeatureStrings(feature, language);
      i18n.addResourceBundle(language, NAMESPACE, { [feature]: strings }, true, true);
      routeStringsLoaded.add(key);
    }),
  );
}

/**
 * Loads the strings of a route feature (locales/route-strings.ts) in the interface language, and
 * from then on with every language switched to (loadLanguage): for lazyPage's `alongside`, so the
 * screens of that feature render with their strings (app/router.tsx).
 */
export function routeStrings(feature: RouteStringFeature): () => Promise<void> {
  return async () => {
    routeFeaturesInUse.add(feature);
    // On a first visit to such a screen, boot.tsx loads it while setupI18n picks the language.
    await started();
    await loadRouteStrings(i18next, i18next.language, [feature]);
  };
}

function started(): Promise<void> {
  if (i18next.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      i18next.off('initialized', done);
      resolve();
    };
    i18next.on('initialized', done);
  });
}

/**
 * Makes sure `language`'s strings are in memory, fetching its chunk when they are not, with those
 * of the route features in use. Rejects when a chunk cannot be fetched (offline), so nobody
 * switches to a language without strings.
 */
export async function loadLanguage(i18n: I18n, language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, NAMESPACE)) {
    // reloadResources, unlike loadLanguages, also asks again for a chunk that failed before.
    await i18n.reloadResources([language], [NAMESPACE]);
    if (!i18n.hasResourceBundle(language, NAMESPACE)) throw new Error(`The ${language} strings could not be loaded`);
  }
  await loadRouteStrings(i18n, language, routeFeaturesInUse);
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
