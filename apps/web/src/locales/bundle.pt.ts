import type { LocaleTree } from '../lib/locale-resources.ts';

// All of the app's pt strings in one chunk, fetched on demand (lib/locale-resources.ts): the shared
// file and every feature's, features/<feature>/locales/pt.json.
export { default as shared } from './pt.json';
export const features = import.meta.glob<LocaleTree>('../features/*/locales/pt.json', {
  eager: true,
  import: 'default',
});
