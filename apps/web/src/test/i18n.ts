import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type LocaleTree, localeTree } from '../lib/locale-resources.ts';
import * as en from '../locales/bundle.en.ts';
import * as id from '../locales/bundle.id.ts';
import * as pl from '../locales/bundle.pl.ts';
import * as pt from '../locales/bundle.pt.ts';

// The reader's own strings, which the app fetches with the reader (components/reader/reader-strings.ts).
const readerStrings = import.meta.glob<LocaleTree>('../components/reader/locales/*.json', {
  eager: true,
  import: 'default',
});

// Every feature's strings, also those the app fetches with their screens (locales/route-strings.ts).
const featureStrings = import.meta.glob<LocaleTree>('../features/*/locales/*.json', { eager: true, import: 'default' });
const withFeatures = (bundle: { shared: LocaleTree }, language: string) => ({
  shared: bundle.shared,
  features: Object.fromEntries(Object.entries(featureStrings).filter(([path]) => path.endsWith(`/${language}.json`))),
});

function withReader(tree: LocaleTree, language: string): LocaleTree {
  const reader = readerStrings[`../components/reader/locales/${language}.json`] ?? {};
  return { ...tree, reader: { ...(tree.reader as LocaleTree), ...reader } };
}

/** Every language's strings, in memory: the app fetches one at a time (lib/i18n.ts), tests need no fetch. */
export const testResources = {
  en: { translation: withReader(localeTree(withFeatures(en, 'en')), 'en') },
  pt: { translation: withReader(localeTree(withFeatures(pt, 'pt')), 'pt') },
  id: { translation: withReader(localeTree(withFeatures(id, 'id')), 'id') },
  pl: { translation: withReader(localeTree(withFeatures(pl, 'pl')), 'pl') },
};

/** i18next for component tests: the real locale files, English, ready synchronously. */
export async function setupTestI18n(language = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      resources: testResources,
      lng: language,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  } else {
    await i18next.changeLanguage(language);
  }
  return i18next;
}
