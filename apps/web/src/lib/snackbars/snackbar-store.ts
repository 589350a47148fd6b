/** How an outcome feels: colour and whether screen readers are interrupted. */
export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface Snackbar {
  id: number;
  message: string;
  severity: Severity;
  /** An action next to the message, e.g. "Register" after "Account not found." */
  link?: { label: string; to: string };
  /** A button that does something here, e.g. "Update" after "A new version is available". */
  action?: { label: string; onAction: () => void };
  /** Milliseconds on screen; null stays until closed ("Password changed successfully."). */
  duration: number | null;
  /**
   * A passing notice nobody asked for ("Ready to work offline"): the next snackbar replaces it at
   * once instead of waiting behind it, so the outcome of what the person just did shows straight away.
   */
  givesWay?: boolean;
}

/** Spec 1 section 9: snackbars stay 4 s unless told otherwise. */
export const SNACKBAR_DEFAULT_MS = 4000;
/** Spec 1 section 9: a closed snackbar is reset (its text gone) 1000 ms after closing. */
export const SNACKBAR_RESET_MS = 1000;

type Listener = () => void;

/**
 * One snackbar on screen at a time; the others wait their turn in order, so no outcome is
 * lost when several arrive together.
 */
export function createSnackbarStore() {
  let current: Snackbar | null = null;
  // The snackbar just closed, kept for its exit until the host resets it (SNACKBAR_RESET_MS); the
  // host owns that timer, so nothing lingers once it is gone.
  let closing: Snackbar | null = null;
  const waiting: Snackbar[] = [];
  const listeners = new Set<Listener>();
  let nextId = 1;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    show(snackbar: Omit<Snackbar, 'id' | 'duration'> & { duration?: number | null }): number {
      const entry: Snackbar = { duration: SNACKBAR_DEFAULT_MS, ...snackbar, id: nextId++ };
      if (current?.givesWay) {
        closing = listeners.size > 0 ? current : null;
        current = entry;
      } else if (current) waiting.push(entry);
      else {
        current = entry;
        closing = null;
      }
      notify();
      return entry.id;
    },
    /** Closes the snackbar on screen (or a waiting one by id) and brings the next one. */
    close(id: number): void {
      if (current?.id === id) {
        const next = waiting.shift() ?? null;
        // With no host on screen (nothing listens) there is no exit to play.
        closing = next === null && listeners.size > 0 ? current : null;
        current = next;
      } else {
        const index = waiting.findIndex((entry) => entry.id === id);
        if (index < 0) return;
        waiting.splice(index, 1);
      }
      notify();
    },
    current: () => current,
    /** The snackbar closed a moment ago whose exit is still on screen, until it is reset. */
    closing: () => closing,
    /** Resets the closed snackbar (its time is up, or the host is gone). */
    reset(id: number): void {
      if (closing?.id !== id) return;
      closing = null;
      notify();
    },
    waitingCount: () => waiting.length,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SnackbarStore = ReturnType<typeof createSnackbarStore>;

/** The app's snackbars. */
export const snackbars = createSnackbarStore();
