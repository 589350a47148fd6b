import { lazyStrings } from '../../lib/lazy-strings.ts';
import type { LocaleTree } from '../../lib/locale-resources.ts';

/** The donations' words: they load with the menu's support card and the ask-donation modal only. */
export const donationStrings = lazyStrings(
  ['donations'],
  import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' }),
);
