import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore } from '../../lib/snackbars/snackbar-store.ts';
import {
  LEGACY_CACHE_NAME,
  PERIODIC_SYNC_MIN_INTERVAL_MS,
  PERIODIC_SYNC_TAG,
  type PwaEnvironment,
  SERVICE_WORKER_URL,
  type ServiceWorkerHooks,
  startPwa,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_RELOAD_FALLBACK_MS,
  UPDATE_SNACKBAR_MS,
  UPDATED_SNACKBAR_MS,
  updatedMarker,
} from './update-flow.ts';

const strings: Record<string, string> = {
  'pwa.updateAvailable': 'A new version is available',
  'pwa.update': 'Update',
  'pwa.updated': 'App updated',
  'pwa.offlineReady': 'The app now opens offline. To read the Bible offline, it needs a version kept on this device.',
  'pwa.offlineReadyWithReadings': 'Ready to work offline, with your readings for the next 8 days',
};

function sessionStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

/** The update flow on a fake browser; `hooks` are what the fake registerSW received. */
function startOnFakeBrowser(overrides: Partial<PwaEnvironment> = {}) {
  let hooks: ServiceWorkerHooks | undefined;
  const activateWaitingVersion = vi.fn(async (_reloadPage?: boolean) => {});
  const intervals: { callback: () => void; ms: number }[] = [];
  const timeouts: { callback: () => void; ms: number }[] = [];
  const env = {
    register: (received: ServiceWorkerHooks) => {
      hooks = received;
      return activateWaitingVersion;
    },
    snackbars: createSnackbarStore(),
    translate: (key: string) => strings[key] ?? key,
    reload: vi.fn(),
    isOnline: () => true,
    getRegistrations: vi.fn(async () => []),
    caches: { delete: vi.fn(async () => true) },
    fetchScript: vi.fn(async () => ({ status: 200, headers: new Headers({ 'content-type': 'text/javascript' }) })),
    session: sessionStore(),
    setInterval: (callback: () => void, ms: number) => intervals.push({ callback, ms }),
    setTimeout: (callback: () => void, ms: number) => timeouts.push({ callback, ms }),
    ...overrides,
  } satisfies PwaEnvironment;
  startPwa(env);
  if (!hooks) throw new Error('the worker was not registered');
  return { env, hooks, activateWaitingVersion, intervals, timeouts };
}

/** Lets the flow's pending promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the update flow', () => {
  it('offers a waiting version for 8 s with an Update button that marks the update and activates it', () => {
    const { env, hooks, activateWaitingVersion } = startOnFakeBrowser();
    expect(env.snackbars.current()).toBeNull();

    hooks.onNeedRefresh();
    const prompt = env.snackbars.current();
    expect(prompt).toMatchObject({
      message: 'A new version is available',
      severity: 'info',
      duration: UPDATE_SNACKBAR_MS,
      action: { label: 'Update' },
    });
    expect(UPDATE_SNACKBAR_MS).toBe(8000);
    expect(activateWaitingVersion).not.toHaveBeenCalled();

    prompt?.action?.onAction();
    expect(updatedMarker.get()).toBe(true);
    expect(activateWaitingVersion).toHaveBeenCalledWith(true);
  });

  it('reloads anyway if the new version has not taken over 3 s after Update', () => {
    const { env, hooks, timeouts } = startOnFakeBrowser();
    hooks.onNeedRefresh();
    env.snackbars.current()?.action?.onAction();
    expect(env.reload).not.toHaveBeenCalled();
    expect(timeouts.map((timeout) => timeout.ms)).toEqual([UPDATE_RELOAD_FALLBACK_MS]);
    expect(UPDATE_RELOAD_FALLBACK_MS).toBe(3000);
    timeouts[0]?.callback();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('prompts once however often the waiting version is reported', () => {
    const { env, hooks } = startOnFakeBrowser();
    hooks.onNeedRefresh();
    hooks.onNeedRefresh();
    expect(env.snackbars.waitingCount()).toBe(0);
  });

  it('says "App updated" for 6 s on the load after an update, once', () => {
    updatedMarker.set(true);
    const { env } = startOnFakeBrowser();
    expect(env.snackbars.current()).toMatchObject({
      message: 'App updated',
      severity: 'success',
      duration: UPDATED_SNACKBAR_MS,
    });
    expect(UPDATED_SNACKBAR_MS).toBe(6000);
    expect(updatedMarker.get()).toBe(false);

    const nextLoad = startOnFakeBrowser();
    expect(nextLoad.env.snackbars.current()).toBeNull();
  });

  it('says the app opens offline after the first install, and “ready” with the readings only once they are kept', async () => {
    const { env, hooks } = startOnFakeBrowser();
    hooks.onOfflineReady();
    await vi.waitFor(() =>
      expect(env.snackbars.current()).toMatchObject({
        message: 'The app now opens offline. To read the Bible offline, it needs a version kept on this device.',
        severity: 'success',
      }),
    );

    let keep: (isKept: boolean) => void = () => {};
    const kept = startOnFakeBrowser({ readingsKept: () => new Promise<boolean>((resolve) => (keep = resolve)) });
    kept.hooks.onOfflineReady();
    // Nothing is said while the days ahead are still being kept.
    expect(kept.env.snackbars.current()).toBeNull();
    keep(true);
    await vi.waitFor(() =>
      expect(kept.env.snackbars.current()).toMatchObject({
        message: 'Ready to work offline, with your readings for the next 8 days',
      }),
    );

    const failed = startOnFakeBrowser({ readingsKept: () => Promise.reject(new Error('IndexedDB blocked')) });
    failed.hooks.onOfflineReady();
    await vi.waitFor(() => expect(failed.env.snackbars.current()?.message).toMatch(/^The app now opens offline/));
  });

  it('deletes the old app cache at startup, and shrugs off a browser without Cache Storage', async () => {
    const { env } = startOnFakeBrowser();
    expect(env.caches.delete).toHaveBeenCalledWith(LEGACY_CACHE_NAME);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    startOnFakeBrowser({ caches: { delete: () => Promise.reject(new Error('SecurityError')) } });
    startOnFakeBrowser({ caches: undefined });
    await settle();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('asks for a daily periodic sync once a worker is active, where the browser has it, only logging a refusal', async () => {
    const register = vi.fn(async () => {});
    const { hooks } = startOnFakeBrowser();
    const active = {} as ServiceWorker;
    hooks.onRegisteredSW(SERVICE_WORKER_URL, { periodicSync: { register } } as unknown as ServiceWorkerRegistration);
    expect(register).not.toHaveBeenCalled();
    hooks.onRegisteredSW(SERVICE_WORKER_URL, {
      active,
      periodicSync: { register },
    } as unknown as ServiceWorkerRegistration);
    expect(register).toHaveBeenCalledWith(PERIODIC_SYNC_TAG, { minInterval: PERIODIC_SYNC_MIN_INTERVAL_MS });
    expect(PERIODIC_SYNC_MIN_INTERVAL_MS).toBe(86_400_000);

    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const refused = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    hooks.onRegisteredSW(SERVICE_WORKER_URL, {
      active,
      periodicSync: { register: refused },
    } as unknown as ServiceWorkerRegistration);
    await settle();
    expect(info).toHaveBeenCalledTimes(1);
    // Without the API nothing is asked and nothing fails.
    hooks.onRegisteredSW(SERVICE_WORKER_URL, {} as ServiceWorkerRegistration);
  });

  it('looks for a new version every hour while online, and only logs while offline', async () => {
    let isOnline = true;
    const update = vi.fn(async () => {});
    const { hooks, intervals } = startOnFakeBrowser({ isOnline: () => isOnline });
    hooks.onRegisteredSW(SERVICE_WORKER_URL, { update } as unknown as ServiceWorkerRegistration);
    expect(intervals).toHaveLength(1);
    expect(intervals[0]?.ms).toBe(UPDATE_CHECK_INTERVAL_MS);

    intervals[0]?.callback();
    expect(update).toHaveBeenCalledTimes(1);
    isOnline = false;
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    intervals[0]?.callback();
    await settle();
    expect(update).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('offline mode'));
  });
});

describe('a broken worker script', () => {
  const failRegistration = async (overrides: Partial<PwaEnvironment>) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const started = startOnFakeBrowser(overrides);
    started.hooks.onRegisterError(new TypeError('A bad HTTP response code (404) was received'));
    await settle();
    return started;
  };
  const brokenResponse = (status: number, contentType: string) => async () => ({
    status,
    headers: new Headers({ 'content-type': contentType }),
  });

  it('is unregistered and the page reloads when the script is missing (404)', async () => {
    const unregister = vi.fn(async () => true);
    const { env } = await failRegistration({
      fetchScript: vi.fn(brokenResponse(404, 'application/json')),
      getRegistrations: async () => [{ unregister }],
    });
    expect(env.fetchScript).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(unregister).toHaveBeenCalledTimes(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('is unregistered when the script is not JavaScript (the HTML fallback page), reloading once per tab', async () => {
    const unregister = vi.fn(async () => true);
    const session = sessionStore();
    const first = await failRegistration({
      fetchScript: brokenResponse(200, 'text/html; charset=utf-8'),
      getRegistrations: async () => [{ unregister }],
      session,
    });
    expect(first.env.reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails the same way: it unregisters again but does not loop.
    const second = await failRegistration({
      fetchScript: brokenResponse(200, 'text/html; charset=utf-8'),
      getRegistrations: async () => [{ unregister }],
      session,
    });
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(second.env.reload).not.toHaveBeenCalled();
  });

  it('is left alone when the script is fine, or when nothing was registered', async () => {
    const unregister = vi.fn(async () => true);
    const fine = await failRegistration({ getRegistrations: async () => [{ unregister }] });
    expect(unregister).not.toHaveBeenCalled();
    expect(fine.env.reload).not.toHaveBeenCalled();

    const nothing = await failRegistration({ fetchScript: brokenResponse(404, 'text/html') });
    expect(nothing.env.reload).not.toHaveBeenCalled();
  });

  it('only logs while offline', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const { env } = await failRegistration({ fetchScript: () => Promise.reject(new TypeError('Failed to fetch')) });
    expect(env.reload).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('offline mode'));
  });
});
