import type { LocaleTree } from '../lib/locale-resources.ts';

// The app's pt strings that every first screen may need, in one chunk fetched before the first
// render (lib/locale-resources.ts): the shared file and the features', features/<feature>/locales/pt.json,
// except those that come with their screens (route-strings.ts lists the same features).
export { default as shared } from './pt.json';
export const features = import.meta.glob<LocaleTree>(
  [
    '../features/*/locales/pt.json',
    '!../features/{challenges,download-app,menu,plan-download,report-error}/locales/pt.json',
  ],
  { eager: true, import: 'default' },
);
