import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_SYNC_INTERVAL_MS, useLiveSync } from './use-live-sync.ts';

let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  vi.useFakeTimers();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const turn = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useLiveSync', () => {
  it('asks every few seconds while visible, never while hidden, and stops when unmounted', () => {
    const request = vi.fn();
    const { unmount } = renderHook(() => useLiveSync(request, true));
    vi.advanceTimersByTime(LIVE_SYNC_INTERVAL_MS * 3);
    expect(request).toHaveBeenCalledTimes(3);
    expect(LIVE_SYNC_INTERVAL_MS).toBeLessThan(5_000);

    turn('hidden');
    vi.advanceTimersByTime(LIVE_SYNC_INTERVAL_MS * 10);
    expect(request).toHaveBeenCalledTimes(3);

    turn('visible');
    vi.advanceTimersByTime(LIVE_SYNC_INTERVAL_MS);
    expect(request).toHaveBeenCalledTimes(4);

    unmount();
    vi.advanceTimersByTime(LIVE_SYNC_INTERVAL_MS * 5);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it('does nothing for a device that is not signed in', () => {
    const request = vi.fn();
    renderHook(() => useLiveSync(request, false));
    vi.advanceTimersByTime(LIVE_SYNC_INTERVAL_MS * 5);
    expect(request).not.toHaveBeenCalled();
  });
});
