import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocaleTree } from '../../lib/locale-resources.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { loadLateStrings } from './late-strings.ts';

// The late dialog's strings come with it (locales/ here), so locales.test.ts doesn't see them: the
// same checks here — the keys of en, every plural form each language's counts reach, the same
// placeholders, nothing empty.
const files = import.meta.glob<LocaleTree>('./locales/*.json', { eager: true, import: 'default' });
const strings = (language: string) => files[`./locales/${language}.json`] as Record<string, string>;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the late dialog’s strings', () => {
  const en = strings('en');
  it.each(['pt', 'pl', 'id'])('%s has en’s keys, its plural forms and the same placeholders', (language) => {
    const translated = strings(language);
    const bases = (tree: Record<string, string>) => [...new Set(Object.keys(tree).map(base))].sort();
    expect(bases(translated)).toEqual(bases(en));
    const rules = new Intl.PluralRules(language);
    const needed = [...new Set(Array.from({ length: 1001 }, (_, count) => rules.select(count)))];
    for (const key of bases(en).filter((key) => `${key}_other` in en)) {
      const forms = Object.keys(translated)
        .filter((k) => base(k) === key && k !== key)
        .map((k) => k.slice(key.length + 1));
      expect(forms, key).toEqual(expect.arrayContaining(needed));
    }
    for (const [key, text] of Object.entries(translated)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key] ?? en[`${base(key)}_other`] ?? ''));
    }
  });

  beforeAll(() => setupTestI18n());

  it('load under latePlan beside the title the checklist already has', async () => {
    await loadLateStrings('pl');
    expect(i18next.t('latePlan.chapters', { lng: 'pl', count: 5, range: '4–5' })).toBe('4–5 rozdziałów dziennie');
    expect(i18next.t('latePlan.title', { lng: 'pl' })).toBe('Masz zaległości w czytaniu');
  });
});
