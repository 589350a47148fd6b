import type { Language } from '@bible-journey/core';
import i18next from 'i18next';
import type { LocaleTree } from '../../lib/locale-resources.ts';

// Most of the reader's strings come with its chunk, not with every screen's language bundle: the
// shared locale files keep only what shows before the chunk arrives (reader.loading, reader.close).
const files = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
const loaded = new Set<Language>();

export const hasReaderStrings = (language: Language) => loaded.has(language);

/** Adds the reader's strings of one language to i18next (once). */
export async function loadReaderStrings(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const load = files[`./locales/${language}.json`];
  if (!load) throw new Error(`No reader strings for ${language}`);
  i18next.addResourceBundle(language, 'translation', { reader: await load() }, true, true);
  loaded.add(language);
}
