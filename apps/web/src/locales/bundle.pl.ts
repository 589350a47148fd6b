import type { LocaleTree } from '../lib/locale-resources.ts';

// The app's pl strings that every first screen may need, in one chunk fetched before the first
// render (lib/locale-resources.ts): the shared file and the features', features/<feature>/locales/pl.json,
// except those that come with their screens (route-strings.ts lists the same features).
export { default as shared } from './pl.json';
export const features = import.meta.glob<LocaleTree>(
  [
    '../features/*/locales/pl.json',
    '!../features/{challenges,download-app,menu,plan-download,report-error}/locales/pl.json',
  ],
  { eager: true, import: 'default' },
);
