import { useEffect } from 'react';

/** How often an open, visible screen asks the server what changed: a tick elsewhere shows within 5 s. */
export const LIVE_SYNC_INTERVAL_MS = 4_000;

/**
 * Live across devices (issue 24): while the page is visible, asks for a sync round every few
 * seconds — one conditional request (the plan's ETag, a 304 when nothing changed) at a time per
 * tab, since the sync loop runs one round at a time. Nothing while the page is hidden; coming back
 * to it syncs at once (the sync loop's own visibility listener).
 */
export function useLiveSync(requestSync: () => void, isEnabled: boolean): void {
  useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = document.visibilityState === 'visible' ? setInterval(requestSync, LIVE_SYNC_INTERVAL_MS) : undefined;
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [requestSync, isEnabled]);
}
