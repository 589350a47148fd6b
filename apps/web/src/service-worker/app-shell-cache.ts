import type { RouteMatchCallbackOptions } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

// The app works offline (spec 1 section 4): what the build lists (vite.config.ts,
// `injectManifest`: code, styles, the page, icons, fonts; not the PDF engine) is installed with
// the worker; the rest of /assets/ is kept on first use.

/** The runtime cache of the build files left out of the precache (the PDF export's engine and font). */
export const ON_DEMAND_CACHE = 'assets-on-demand';
export const ON_DEMAND_MAX_ENTRIES = 16;

/** The page every navigation gets offline: the app decides what the address shows. */
export const NAVIGATION_FALLBACK = 'index.html';

/**
 * The API answers with its own 404s and data, and the plan lives in localStorage: no navigation
 * under /api is ever answered with the app's page.
 */
export const NAVIGATION_DENYLIST = [/^\/api\//];

/** Hashed build files never change under one name, so what was fetched once is good. */
export function isOnDemandAsset({ url, sameOrigin }: Pick<RouteMatchCallbackOptions, 'url' | 'sameOrigin'>): boolean {
  return sameOrigin && url.pathname.startsWith('/assets/');
}

/** Precaches the build's files, answers navigations with the app's page, and caches the rest of /assets/ on use. */
export function cacheAppShell(manifest: readonly (string | PrecacheEntry)[]): void {
  precacheAndRoute([...manifest]);
  // Caches of earlier Workbox precache formats.
  cleanupOutdatedCaches();
  registerRoute(new NavigationRoute(createHandlerBoundToURL(NAVIGATION_FALLBACK), { denylist: NAVIGATION_DENYLIST }));
  registerRoute(
    isOnDemandAsset,
    new CacheFirst({
      cacheName: ON_DEMAND_CACHE,
      plugins: [new ExpirationPlugin({ maxEntries: ON_DEMAND_MAX_ENTRIES })],
    }),
    'GET',
  );
}
