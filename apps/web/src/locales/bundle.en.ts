import type { LocaleTree } from '../lib/locale-resources.ts';

// All of the app's en strings in one chunk, fetched on demand (lib/locale-resources.ts): the shared
// file and every feature's, features/<feature>/locales/en.json.
export { default as shared } from './en.json';
export const features = import.meta.glob<LocaleTree>('../features/*/locales/en.json', {
  eager: true,
  import: 'default',
});
