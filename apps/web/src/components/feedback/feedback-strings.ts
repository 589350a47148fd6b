import { lazyStrings } from '../../lib/lazy-strings.ts';
import type { LocaleTree } from '../../lib/locale-resources.ts';

// The forms' strings come with the forms (t('feedback.…')), not with every screen's language bundle.
export const feedbackStrings = lazyStrings(
  ['feedback'],
  import.meta.glob<LocaleTree>('./locales/*.json', { import: 'default' }),
);
