import type { LocaleTree } from '../lib/locale-resources.ts';

// The app's id strings that every first screen may need, in one chunk fetched before the first
// render (lib/locale-resources.ts): the shared file and the features', features/<feature>/locales/id.json,
// except those that come with their screens (route-strings.ts lists the same features).
export { default as shared } from './id.json';
export const features = import.meta.glob<LocaleTree>(
  [
    '../features/*/locales/id.json',
    '!../features/{challenges,download-app,menu,plan-download,report-error}/locales/id.json',
  ],
  { eager: true, import: 'default' },
);
