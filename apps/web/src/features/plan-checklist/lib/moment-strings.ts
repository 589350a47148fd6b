import type { Language } from '@bible-journey/core';
import i18next from 'i18next';
import type { LocaleTree } from '../../../lib/locale-resources.ts';

// The finished-day moment's strings come with it, not with /plan's first visit (its budget).
const files = import.meta.glob<LocaleTree>('../moment-locales/*.json', { import: 'default' });
const loaded = new Set<Language>();

/** Adds the moment's strings of one language to i18next (once), under plan-checklist.moment. */
export async function loadMomentStrings(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const load = files[`../moment-locales/${language}.json`];
  if (!load) throw new Error(`No finished-day strings for ${language}`);
  i18next.addResourceBundle(language, 'translation', { 'plan-checklist': { moment: await load() } }, true, true);
  loaded.add(language);
}
