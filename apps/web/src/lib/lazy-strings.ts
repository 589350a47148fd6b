import i18next from 'i18next';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleTree } from './locale-resources.ts';

export interface LazyStrings {
  /** Adds one language's strings to i18next (once); rejects when its chunk can't be fetched. */
  load(language: string): Promise<void>;
  isLoaded(language: string): boolean;
  subscribe(listener: () => void): () => void;
  /** Changes each time a language's strings arrive. */
  version(): number;
}

/**
 * Strings that come with the code that shows them instead of with every screen's language bundle
 * (the first visit of /plan has no room for them): `files` is an import.meta.glob of
 * `<folder>/<language>.json`, added under `under` (e.g. ['menu', 'more'] gives t('menu.more.…')).
 */
export function lazyStrings(under: readonly string[], files: Record<string, () => Promise<LocaleTree>>): LazyStrings {
  const loaded = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;

  return {
    async load(language) {
      if (loaded.has(language)) return;
      const file = Object.entries(files).find(([path]) => path.endsWith(`/${language}.json`))?.[1];
      if (!file) throw new Error(`No ${under.join('.')} strings for ${language}`);
      const strings = await file();
      const tree = under.reduceRight<LocaleTree>((inner, name) => ({ [name]: inner }), strings);
      i18next.addResourceBundle(language, 'translation', tree, true, true);
      loaded.add(language);
      version++;
      for (const listener of listeners) listener();
    },
    isLoaded: (language) => loaded.has(language),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** Loads the interface language's strings (again on a change of language); true once they are in. */
export function useLazyStrings(strings: LazyStrings): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useSyncExternalStore(strings.subscribe, strings.version);
  useEffect(() => {
    // Offline with a chunk never fetched: the parts needing these strings stay hidden.
    strings.load(language).catch(() => undefined);
  }, [strings, language]);
  return strings.isLoaded(language);
}
