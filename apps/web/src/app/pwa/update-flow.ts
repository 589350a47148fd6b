import type { SnackbarStore } from '../../lib/snackbars/snackbar-store.ts';
import { storedValue } from '../../lib/storage.ts';

/** Spec 1 section 9: the update prompt stays 8 s, the "updated" notice 6 s. */
export const UPDATE_SNACKBAR_MS = 8000;
export const UPDATED_SNACKBAR_MS = 6000;

/** Spec 1 section 4: a periodic background sync with this tag, at most once a day. */
export const PERIODIC_SYNC_TAG = 'sync-tag';
export const PERIODIC_SYNC_MIN_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** A tab left open looks for a new version this often (the browser itself only looks on loads). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The cache the earlier app kept under its own name; the worker's caches are Workbox's now. */
export const LEGACY_CACHE_NAME = 'bible-journey';

/**
 * After "Update", the new version normally takes over and the page reloads at once. A request this
 * page still has under way can hold the old version a while; past this, the page reloads anyway
 * (spec 1 section 4: the button reloads), which ends that request and lets the new version in.
 */
export const UPDATE_RELOAD_FALLBACK_MS = 3000;

/** The worker script vite-plugin-pwa writes at the root of the build. */
export const SERVICE_WORKER_URL = '/sw.js';

const RELOAD_GUARD_KEY = 'pwa-unregistered-broken-worker';

/** Set when the person presses "Update"; the next load says the app was updated and clears it. */
export const updatedMarker = storedValue<boolean>(
  'updated',
  false,
  (value): value is boolean => typeof value === 'boolean',
);

/** What vite-plugin-pwa's `registerSW` reports (virtual:pwa-register), so tests can fake it. */
export interface ServiceWorkerHooks {
  /** A new version is installed and waits: every open tab hears it (workbox-window 'waiting'). */
  onNeedRefresh(): void;
  /** The first install finished: the app shell is cached for offline use. */
  onOfflineReady(): void;
  onRegisteredSW(scriptUrl: string, registration: ServiceWorkerRegistration | undefined): void;
  onRegisterError(error: unknown): void;
}

/** Registers the worker; the returned function activates the waiting version and reloads. */
export type RegisterServiceWorker = (hooks: ServiceWorkerHooks) => (reloadPage?: boolean) => Promise<void>;

interface PeriodicSyncRegistration {
  periodicSync?: { register(tag: string, options: { minInterval: number }): Promise<void> };
}

/** The browser around the update flow; register.ts passes the real one, tests a fake. */
export interface PwaEnvironment {
  register: RegisterServiceWorker;
  snackbars: SnackbarStore;
  translate: (key: string) => string;
  reload: () => void;
  isOnline: () => boolean;
  /** Whether the plan's days ahead are on the device (waiting a while for a keeping under way). */
  readingsKept?: () => Promise<boolean>;
  /** The registrations of this origin, when the browser has service workers. */
  getRegistrations?: () => Promise<readonly Pick<ServiceWorkerRegistration, 'unregister'>[]>;
  /** The Cache Storage, when the page may use it (secure contexts only). */
  caches?: Pick<CacheStorage, 'delete'>;
  fetchScript: (url: string) => Promise<Pick<Response, 'status' | 'headers'>>;
  /** Survives the reload but not the tab: keeps a broken worker from reloading in a loop. */
  session: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  setInterval: (callback: () => void, ms: number) => unknown;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * The app's update flow (spec 1 section 4): says "App updated" after an update, registers the
 * worker, offers each waiting version with an "Update" button, and recovers from a worker script
 * that disappeared. Failures are only logged. The spec's broadcast channel is not needed: every
 * open tab's workbox-window hears the same registration's 'waiting', so each shows the prompt, and
 * when one tab activates the new version all of them reload on 'controlling'.
 */
export function startPwa(env: PwaEnvironment): void {
  announceUpdate(env);
  void deleteLegacyCache(env);

  let isPrompted = false;
  const activateWaitingVersion = env.register({
    onNeedRefresh() {
      if (isPrompted) return;
      isPrompted = true;
      env.snackbars.show({
        message: env.translate('pwa.updateAvailable'),
        severity: 'info',
        duration: UPDATE_SNACKBAR_MS,
        action: {
          label: env.translate('pwa.update'),
          onAction() {
            updatedMarker.set(true);
            // Tells the waiting worker to take over; the page reloads once it controls it, or
            // after UPDATE_RELOAD_FALLBACK_MS whatever happens.
            void activateWaitingVersion(true);
            env.setTimeout(() => env.reload(), UPDATE_RELOAD_FALLBACK_MS);
          },
        },
      });
    },
    onOfflineReady() {
      // "Ready" only for what is: the app itself, and the readings once they are on the device.
      void (env.readingsKept?.() ?? Promise.resolve(false))
        .catch(() => false)
        .then((isKept) =>
          env.snackbars.show({
            message: env.translate(isKept ? 'pwa.offlineReadyWithReadings' : 'pwa.offlineReady'),
            severity: 'success',
            givesWay: true,
          }),
        );
    },
    onRegisteredSW(_scriptUrl, registration) {
      env.session.removeItem(RELOAD_GUARD_KEY);
      if (!registration) return;
      void requestPeriodicSync(registration);
      env.setInterval(() => void checkForUpdate(env, registration), UPDATE_CHECK_INTERVAL_MS);
    },
    onRegisterError(error) {
      console.warn('The service worker could not be registered', error);
      void recoverFromBrokenWorker(env);
    },
  });
}

function announceUpdate(env: PwaEnvironment): void {
  if (!updatedMarker.get()) return;
  updatedMarker.clear();
  env.snackbars.show({
    message: env.translate('pwa.updated'),
    severity: 'success',
    duration: UPDATED_SNACKBAR_MS,
  });
}

async function deleteLegacyCache(env: PwaEnvironment): Promise<void> {
  try {
    await env.caches?.delete(LEGACY_CACHE_NAME);
  } catch (error) {
    console.warn('The old app cache could not be deleted', error);
  }
}

async function requestPeriodicSync(registration: ServiceWorkerRegistration & PeriodicSyncRegistration) {
  // It needs an active worker: after a first install it is asked on the next load.
  if (!registration.periodicSync || !registration.active) return;
  try {
    await registration.periodicSync.register(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
  } catch (error) {
    // Browsers grant it only to installed apps with enough engagement.
    console.info('Periodic background sync was not granted', error);
  }
}

async function checkForUpdate(env: PwaEnvironment, registration: ServiceWorkerRegistration): Promise<void> {
  if (!env.isOnline()) {
    console.info('No internet connection found. The app is running in offline mode.');
    return;
  }
  try {
    await registration.update();
  } catch (error) {
    console.warn('Checking for a new version failed', error);
  }
}

/**
 * A worker from an earlier deployment may still control the page although its script is gone
 * (404) or is now something else (an HTML page): unregister it and reload from the network, once
 * per tab so a broken deployment cannot make the page reload forever.
 */
async function recoverFromBrokenWorker(env: PwaEnvironment): Promise<void> {
  if (!env.getRegistrations) return;
  let response: Pick<Response, 'status' | 'headers'>;
  try {
    response = await env.fetchScript(SERVICE_WORKER_URL);
  } catch {
    console.info('No internet connection found. The app is running in offline mode.');
    return;
  }
  const isScript = (response.headers.get('content-type') ?? '').includes('javascript');
  if (response.status !== 404 && isScript) return;
  try {
    const registrations = await env.getRegistrations();
    if (registrations.length === 0) return;
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (env.session.getItem(RELOAD_GUARD_KEY)) return;
    env.session.setItem(RELOAD_GUARD_KEY, '1');
    env.reload();
  } catch (error) {
    console.warn('The broken service worker could not be removed', error);
  }
}
