import { describe, expect, it } from 'vitest';
import type { LocaleTree } from '../../../lib/locale-resources.ts';

// The account screens' words load with the screens (account-strings.ts), outside the language
// bundles that locales/locales.test.ts reads: checked here alike.
const files = import.meta.glob<LocaleTree>('./*.json', { eager: true, import: 'default' });

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

describe('the account screens’ strings', () => {
  const en = leaves(files['./en.json'] as LocaleTree);
  it.each(['pt', 'id', 'pl'])('%s has the keys of en, none empty, with the same placeholders', (language) => {
    const strings = leaves(files[`./${language}.json`] as LocaleTree);
    expect([...strings.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of strings) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en.get(key) as string));
    }
  });
});
