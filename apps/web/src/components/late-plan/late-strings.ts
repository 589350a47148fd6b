import type { Language } from '@bible-journey/core';
import i18next from 'i18next';
import type { LocaleTree } from '../../lib/locale-resources.ts';

// The late dialog shows only when a plan falls behind: its strings come with it instead of with
// every screen's language bundle (as the plan-choice dialog's do).
const files = import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' });
const loaded = new Set<Language>();

/** Adds the late dialog's strings of one language to i18next (once), under latePlan. */
export async function loadLateStrings(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const load = files[`./locales/${language}.json`];
  if (!load) throw new Error(`No late-dialog strings for ${language}`);
  i18next.addResourceBundle(language, 'translation', { latePlan: await load() }, true, true);
  loaded.add(language);
}
