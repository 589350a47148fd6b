import { describe, expect, it } from 'vitest';
import { type LocaleTree, localeTree } from '../lib/locale-resources.ts';
import * as enBundle from './bundle.en.ts';
import * as idBundle from './bundle.id.ts';
import * as plBundle from './bundle.pl.ts';
import * as ptBundle from './bundle.pt.ts';

function leaves(tree: LocaleTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

// i18next plural keys (`days_one`, `days_few`…): each language has the forms its own grammar needs.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const pluralForms = (tree: Map<string, string>, base: string) =>
  [...tree.keys()].filter((key) => key !== base && baseKey(key) === base).map((key) => key.slice(base.length + 1));

// The reader's strings come with the reader (components/reader/reader-strings.ts); checked alike.
const readerFiles = import.meta.glob<LocaleTree>('../components/reader/locales/*.json', {
  eager: true,
  import: 'default',
});
// So do the plan-choice dialog's (features/plan-checklist/lib/choice-strings.ts).
const choiceFiles = import.meta.glob<LocaleTree>('../features/plan-checklist/choice-locales/*.json', {
  eager: true,
  import: 'default',
});
// And the feedback forms' (components/feedback/feedback-strings.ts) and the menu's extra cards'.
const feedbackFiles = import.meta.glob<LocaleTree>('../components/feedback/locales/*.json', {
  eager: true,
  import: 'default',
});
// And the donations' (components/donations/donation-strings.ts).
const donationFiles = import.meta.glob<LocaleTree>('../components/donations/locales/*.json', {
  eager: true,
  import: 'default',
});
const menuMoreFiles = import.meta.glob<LocaleTree>('../features/menu/more-locales/*.json', {
  eager: true,
  import: 'default',
});
// And the finished-day moment's (features/plan-checklist/lib/moment-strings.ts).
const momentFiles = import.meta.glob<LocaleTree>('../features/plan-checklist/moment-locales/*.json', {
  eager: true,
  import: 'default',
});
const withReader = (tree: LocaleTree, language: string): LocaleTree => ({
  ...tree,
  momentChunk: momentFiles[`../features/plan-checklist/moment-locales/${language}.json`] ?? {},
  readerChunk: readerFiles[`../components/reader/locales/${language}.json`] ?? {},
  choiceChunk: choiceFiles[`../features/plan-checklist/choice-locales/${language}.json`] ?? {},
  feedbackChunk: feedbackFiles[`../components/feedback/locales/${language}.json`] ?? {},
  donationChunk: donationFiles[`../components/donations/locales/${language}.json`] ?? {},
  menuMoreChunk: menuMoreFiles[`../features/menu/more-locales/${language}.json`] ?? {},
});

// The features' strings that come with their screens (route-strings.ts), not in bundle.<language>.ts.
const routeFiles = import.meta.glob<LocaleTree>(
  '../features/{challenges,download-app,menu,plan-download,report-error}/locales/*.json',
  { eager: true, import: 'default' },
);
const withRouteStrings = (bundle: { shared: LocaleTree; features: Record<string, LocaleTree> }, language: string) => ({
  shared: bundle.shared,
  features: {
    ...bundle.features,
    ...Object.fromEntries(Object.entries(routeFiles).filter(([path]) => path.endsWith(`/${language}.json`))),
  },
});

// Each language as the app loads it: the shared file plus every feature's (bundle.<language>.ts and
// route-strings.ts).
const en = withReader(localeTree(withRouteStrings(enBundle, 'en')), 'en');
const pt = withReader(localeTree(withRouteStrings(ptBundle, 'pt')), 'pt');
const id = withReader(localeTree(withRouteStrings(idBundle, 'id')), 'id');
const pl = withReader(localeTree(withRouteStrings(plBundle, 'pl')), 'pl');

describe('locale files (shared and every feature’s)', () => {
  const reference = leaves(en);
  it.each([
    ['pt', pt],
    ['id', id],
    ['pl', pl],
  ])('%s has the same keys as en, no empty values and the same placeholders', (language, locale) => {
    const translated = leaves(locale);
    const bases = (tree: Map<string, string>) => [...new Set([...tree.keys()].map(baseKey))].sort();
    expect(bases(translated)).toEqual(bases(reference));
    // The forms whole counts reach (pt's "many" is for compact numbers, never for a day count).
    const rules = new Intl.PluralRules(language);
    const needed = [...new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)))];
    for (const base of bases(reference)) {
      const forms = pluralForms(translated, base);
      if (pluralForms(reference, base).length > 0) expect(forms, base).toEqual(expect.arrayContaining(needed));
    }
    const referenceText = (key: string) => reference.get(key) ?? reference.get(`${baseKey(key)}_other`) ?? '';
    for (const [key, text] of translated) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(referenceText(key)));
    }
  });
});
