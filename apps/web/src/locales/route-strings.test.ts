import { LANGUAGES } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import type { LocaleTree } from '../lib/locale-resources.ts';
import * as enBundle from './bundle.en.ts';
import * as idBundle from './bundle.id.ts';
import * as plBundle from './bundle.pl.ts';
import * as ptBundle from './bundle.pt.ts';
import { loadFeatureStrings, ROUTE_STRING_FEATURES } from './route-strings.ts';

const everyFeatureFile = import.meta.glob<LocaleTree>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});
const featureOf = (path: string) => /features\/([^/]+)\/locales\//.exec(path)?.[1] ?? '';
const bundles = { en: enBundle, pt: ptBundle, id: idBundle, pl: plBundle };

describe('route strings (features whose strings come with their screens)', () => {
  it.each(LANGUAGES)('%s: every feature is in the language bundle or in the route strings, never both', (language) => {
    const inBundle = Object.keys(bundles[language].features).map(featureOf).sort();
    const all = [...new Set(Object.keys(everyFeatureFile).map(featureOf))].sort();
    expect([...inBundle, ...ROUTE_STRING_FEATURES].sort()).toEqual(all);
  });

  it.each(LANGUAGES)('%s: fetches each route feature’s own file', async (language) => {
    for (const feature of ROUTE_STRING_FEATURES) {
      expect(await loadFeatureStrings(feature, language)).toEqual(
        everyFeatureFile[`../features/${feature}/locales/${language}.json`],
      );
    }
  });

  it('refuses a language without strings', async () => {
    await expect(loadFeatureStrings('menu', 'xx')).rejects.toThrow('No menu strings for xx');
  });
});
