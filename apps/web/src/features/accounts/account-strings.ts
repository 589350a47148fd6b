import { lazyStrings } from '../../lib/lazy-strings.ts';
import type { LocaleTree } from '../../lib/locale-resources.ts';

// The account screens' words (t('accounts.…')) come with the screens, which load with their
// routes, not with every screen's language bundle (the first visit of /plan has no room for them).
export const accountStrings = lazyStrings(
  ['accounts'],
  import.meta.glob<LocaleTree>('./strings/*.json', { import: 'default' }),
);
