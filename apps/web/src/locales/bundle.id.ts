import type { LocaleTree } from '../lib/locale-resources.ts';

// All of the app's id strings in one chunk, fetched on demand (lib/locale-resources.ts): the shared
// file and every feature's, features/<feature>/locales/id.json.
export { default as shared } from './id.json';
export const features = import.meta.glob<LocaleTree>('../features/*/locales/id.json', {
  eager: true,
  import: 'default',
});
