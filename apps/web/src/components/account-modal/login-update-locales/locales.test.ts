import { describe, expect, it } from 'vitest';

// The notice's words load with it (login-update.tsx), outside locales/locales.test.ts: checked here alike.
const files = import.meta.glob<Record<string, string>>('./*.json', { eager: true, import: 'default' });
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('the login-update notice strings', () => {
  const en = files['./en.json'] as Record<string, string>;
  it.each(['pt', 'id', 'pl'])('%s has every key of en, none empty, with the same placeholders', (language) => {
    const strings = files[`./${language}.json`] as Record<string, string>;
    expect(Object.keys(strings).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(strings)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key] as string));
    }
  });
});
