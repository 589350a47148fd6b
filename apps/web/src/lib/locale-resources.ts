import type { Language } from '@bible-journey/core';
import en from '../locales/en.json';
import id from '../locales/id.json';
import pl from '../locales/pl.json';
import pt from '../locales/pt.json';

type Tree = { [key: string]: string | Tree };

// Each feature keeps its own strings in features/<feature>/locales/<language>.json, under the
// feature's name: features/accounts/locales/en.json holds t('accounts.…').
const featureFiles = import.meta.glob<Tree>('../features/*/locales/*.json', { eager: true, import: 'default' });

/** The app's strings per language: the shared files plus every feature's. */
export function localeTrees(): Record<Language, Tree> {
  const trees: Record<Language, Tree> = { en: { ...en }, pt: { ...pt }, id: { ...id }, pl: { ...pl } };
  for (const [path, tree] of Object.entries(featureFiles)) {
    const match = /features\/([^/]+)\/locales\/(\w+)\.json$/.exec(path);
    const feature = match?.[1];
    const language = match?.[2] as Language | undefined;
    if (feature && language && language in trees) trees[language][feature] = tree;
  }
  return trees;
}
