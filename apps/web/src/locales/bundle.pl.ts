import type { LocaleTree } from '../lib/locale-resources.ts';

// All of the app's pl strings in one chunk, fetched on demand (lib/locale-resources.ts): the shared
// file and every feature's, features/<feature>/locales/pl.json.
export { default as shared } from './pl.json';
export const features = import.meta.glob<LocaleTree>('../features/*/locales/pl.json', {
  eager: true,
  import: 'default',
});
