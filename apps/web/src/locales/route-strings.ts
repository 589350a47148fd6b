import type { LocaleTree } from '../lib/locale-resources.ts';

/**
 * Features whose strings come with their screens (app/router.tsx, lib/i18n.ts's routeStrings)
 * instead of with every screen's language bundle: none of them shows on /plan or /new, whose first
 * load has a budget (bench/web-bundle-size.ts). bundle.<language>.ts leaves out the same features.
 */
export const ROUTE_STRING_FEATURES = ['challenges', 'download-app', 'menu', 'plan-download', 'report-error'] as const;

export type RouteStringFeature = (typeof ROUTE_STRING_FEATURES)[number];

// A chunk per feature and language; the pattern names the features of the list above.
const files = import.meta.glob<LocaleTree>(
  '../features/{challenges,download-app,menu,plan-download,report-error}/locales/*.json',
  { import: 'default' },
);

/** Fetches one route feature's strings in one language (its chunk). */
export function loadFeatureStrings(feature: RouteStringFeature, language: string): Promise<LocaleTree> {
  const file = files[`../features/${feature}/locales/${language}.json`];
  return file ? file() : Promise.reject(new Error(`No ${feature} strings for ${language}`));
}
