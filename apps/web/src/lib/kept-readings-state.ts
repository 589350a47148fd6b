/**
 * Where the days ahead of the plan stand on this device (kept by components/reader/keep-offline.ts),
 * for the "works offline" notice: kept apart from the keeping so the app shell reads it without
 * loading IndexedDB or the reader.
 */
export type KeepingState = 'idle' | 'keeping' | 'kept' | 'notKept';

let state: KeepingState = 'idle';
let settled: Promise<KeepingState> = Promise.resolve('idle');
const listeners = new Set<() => void>();

export const keptReadingsState = {
  get: (): KeepingState => state,
  set(next: KeepingState): void {
    state = next;
    for (const listener of listeners) listener();
  },
  /** Records the keeping under way, for `readingsKept` to wait for. */
  track(keeping: Promise<KeepingState>): void {
    settled = keeping;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True once the days ahead are on the device; waits for a keeping under way, at most `timeoutMs`. */
export async function readingsKept(timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<KeepingState>((resolve) => {
    timer = setTimeout(() => resolve(state), timeoutMs);
  });
  const outcome = await Promise.race([settled, timeout]);
  clearTimeout(timer);
  return outcome === 'kept';
}
