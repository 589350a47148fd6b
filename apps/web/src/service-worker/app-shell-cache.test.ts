// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  isOnDemandAsset,
  NAVIGATION_DENYLIST,
  NAVIGATION_FALLBACK,
  ON_DEMAND_CACHE,
  ON_DEMAND_MAX_ENTRIES,
} from './app-shell-cache.ts';

// Workbox's modules reach for the worker's `self` as they load: the worker's global is injected first.
vi.hoisted(() => Object.assign(globalThis, { self: globalThis }));

const at = (address: string, sameOrigin = true) => ({ url: new URL(address), sameOrigin });

describe('the app shell cache', () => {
  it('keeps the build files of this origin on first use, at most 16, in the cache the generated worker used', () => {
    expect(isOnDemandAsset(at('https://app.example/assets/build-plan-pdf-AbC123.js'))).toBe(true);
    expect(isOnDemandAsset(at('https://app.example/assets/DejaVuSans-x.ttf'))).toBe(true);
    expect(isOnDemandAsset(at('https://cdn.example/assets/x.js', false))).toBe(false);
    expect(isOnDemandAsset(at('https://app.example/api/assets/x'))).toBe(false);
    expect(isOnDemandAsset(at('https://app.example/plan'))).toBe(false);
    expect(ON_DEMAND_CACHE).toBe('assets-on-demand');
    expect(ON_DEMAND_MAX_ENTRIES).toBe(16);
  });

  it('answers navigations with index.html, except under /api', () => {
    expect(NAVIGATION_FALLBACK).toBe('index.html');
    const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));
    expect(denied('/api/health')).toBe(true);
    expect(denied('/plan')).toBe(false);
    expect(denied('/apidocs')).toBe(false);
  });
});
