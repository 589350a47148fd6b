import { registerSW } from 'virtual:pwa-register';
import i18next from 'i18next';
import { readingsKept } from '../../lib/kept-readings-state.ts';
import { snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { type PwaEnvironment, startPwa } from './update-flow.ts';

/** sessionStorage, or nothing where the browser blocks it (the reload guard then lasts a visit). */
function tabStorage(): PwaEnvironment['session'] {
  const memory = new Map<string, string>();
  const fallback = {
    getItem: (key: string) => memory.get(key) ?? null,
    setItem: (key: string, value: string) => void memory.set(key, value),
    removeItem: (key: string) => void memory.delete(key),
  };
  try {
    return typeof sessionStorage === 'undefined' ? fallback : sessionStorage;
  } catch {
    return fallback;
  }
}

/** How long the "works offline" notice waits for the days ahead to be kept before it speaks. */
const READINGS_WAIT_MS = 20_000;

/** Installs the app's service worker and its update flow (production builds only). */
export function registerPwa(): void {
  const serviceWorker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  startPwa({
    register: registerSW,
    snackbars,
    translate: (key) => i18next.t(key),
    reload: () => window.location.reload(),
    isOnline: () => navigator.onLine,
    readingsKept: () => readingsKept(READINGS_WAIT_MS),
    getRegistrations: serviceWorker && (() => serviceWorker.getRegistrations()),
    caches: typeof caches === 'undefined' ? undefined : caches,
    fetchScript: (url) => fetch(url, { cache: 'no-store', headers: { 'Service-Worker': 'script' } }),
    session: tabStorage(),
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });
}
