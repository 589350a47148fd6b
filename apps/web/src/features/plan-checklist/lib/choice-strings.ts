import type { Language } from '@bible-journey/core';
import i18next from 'i18next';
import type { LocaleTree } from '../../../lib/locale-resources.ts';

// The plan-choice dialog shows once, right after signing in on a device with its own plan: its
// strings come with it instead of with every screen's language bundle (as the reader's do).
const files = import.meta.glob<LocaleTree>('../choice-locales/*.json', { import: 'default' });
const loaded = new Set<Language>();

/** Adds the dialog's strings of one language to i18next (once), under plan-checklist.choice. */
export async function loadChoiceStrings(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const load = files[`../choice-locales/${language}.json`];
  if (!load) throw new Error(`No plan-choice strings for ${language}`);
  i18next.addResourceBundle(language, 'translation', { 'plan-checklist': { choice: await load() } }, true, true);
  loaded.add(language);
}
