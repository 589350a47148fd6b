import { describe, expect, it } from 'vitest';

// The reminders' words load with them (reminder-strings.ts), outside locales/locales.test.ts: checked here alike.
type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' });
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const flatten = (tree: Tree, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

describe('the reminders’ strings', () => {
  const en = flatten(files['./en.json'] as Tree);
  it.each(['pt', 'id', 'pl'])('%s has every key of en, none empty, with the same placeholders', (language) => {
    const strings = flatten(files[`./${language}.json`] as Tree);
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key] as string));
    }
  });
});
