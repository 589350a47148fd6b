const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;

export interface SyncLoopOptions {
  /**
   * One round of sync: answers true when something is left for another round at once (a tick made
   * while it ran); throws when the server can't be reached, and is then tried again after a wait.
   */
  round(): Promise<boolean>;
  /** Whether rounds may run now (signed in). */
  isEnabled(): boolean;
  /** A round failed; the next try is scheduled. */
  onRetry(): void;
  /** No round runs any more (until the next request). */
  onSettled(): void;
}

export interface SyncLoop {
  /**
   * Asks for a round soon. One round runs at a time; a request during a round runs another one
   * after it, even after a failed one (the next backoff try may be a minute away).
   */
  request(): void;
  /** A round runs now, or another follows at once. */
  isRunning(): boolean;
  /** Forgets the failures and the retry waiting (the session ended). */
  reset(): void;
}

/**
 * The device's sync rhythm (the personal plan's and the challenge copies'): rounds on request, one
 * at a time; after a failure, tries again with a growing wait (1 s to a minute, with jitter); when
 * the device comes back online (from the shortest wait again) or the app back to the foreground.
 */
export function createSyncLoop({ round, isEnabled, onRetry, onSettled }: SyncLoopOptions): SyncLoop {
  let running = false;
  let runAgain = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleRetry = () => {
    clearTimeout(retryTimer);
    const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1));
    // Some jitter, so devices that lost the server together don't all come back at the same instant.
    retryTimer = setTimeout(request, delay * (0.75 + Math.random() * 0.5));
  };

  async function runOnce() {
    try {
      const hasMore = await round();
      failures = 0;
      if (hasMore) runAgain = true;
    } catch {
      failures += 1;
      onRetry();
      scheduleRetry();
    }
  }

  function request() {
    if (!isEnabled()) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(retryTimer);
    running = true;
    void (async () => {
      try {
        do {
          runAgain = false;
          clearTimeout(retryTimer);
          await runOnce();
        } while (runAgain && isEnabled());
      } finally {
        running = false;
        onSettled();
      }
    })();
  }

  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => {
      // Back online: the next failure starts the backoff again from its shortest wait.
      failures = 0;
      request();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') request();
    });
  }

  return {
    request,
    isRunning: () => running,
    reset() {
      clearTimeout(retryTimer);
      failures = 0;
      runAgain = false;
    },
  };
}

/** Several tabs of the app share the device's storage: one sync round at a time across them. */
export async function oneTabAtATime<T>(lockName: string, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(lockName, run) : run();
}
