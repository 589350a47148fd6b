import type { Language } from '@bible-journey/core';

export type LocaleTree = { [key: string]: string | LocaleTree };

/** What locales/bundle.<language>.ts holds: the shared file and the features' files by path. */
export interface LocaleBundle {
  shared: LocaleTree;
  features: Record<string, LocaleTree>;
}

/**
 * One language's strings: the shared ones plus each feature's, under the feature's name
 * (features/accounts/locales/en.json holds t('accounts.…')).
 */
export function localeTree({ shared, features }: LocaleBundle): LocaleTree {
  const tree: LocaleTree = { ...shared };
  for (const [path, strings] of Object.entries(features)) {
    const feature = /features\/([^/]+)\/locales\/\w+\.json$/.exec(path)?.[1];
    if (feature) tree[feature] = strings;
  }
  return tree;
}

// One chunk per language with all of its strings, so a change of language is one request. The
// imports are spelled out: the bundler makes a chunk of each import() it can read.
const bundles: Record<Language, () => Promise<LocaleBundle>> = {
  en: () => import('../locales/bundle.en.ts'),
  pt: () => import('../locales/bundle.pt.ts'),
  id: () => import('../locales/bundle.id.ts'),
  pl: () => import('../locales/bundle.pl.ts'),
};

/** Fetches the strings of one language (its chunk). */
export async function loadLocaleTree(language: Language): Promise<LocaleTree> {
  return localeTree(await bundles[language]());
}
