import { lazyStrings } from '../../../lib/lazy-strings.ts';
import type { LocaleTree } from '../../../lib/locale-resources.ts';

// The strings of the menu's newer cards (install, social links, dark theme) come with the menu,
// not with every screen's language bundle: t('menu.more.…').
export const menuMoreStrings = lazyStrings(
  ['menu', 'more'],
  import.meta.glob<LocaleTree>('../more-locales/*.json', { import: 'default' }),
);
