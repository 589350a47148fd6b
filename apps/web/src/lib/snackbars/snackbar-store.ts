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
}

/** Spec 1 section 9: snackbars stay 4 s unless told otherwise. */
export const SNACKBAR_DEFAULT_MS = 4000;

type Listener = () => void;

/**
 * One snackbar on screen at a time; the others wait their turn in order, so no outcome is
 * lost when several arrive together.
 */
export function createSnackbarStore() {
  let current: Snackbar | null = null;
  const waiting: Snackbar[] = [];
  const listeners = new Set<Listener>();
  let nextId = 1;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  return {
    show(snackbar: Omit<Snackbar, 'id' | 'duration'> & { duration?: number | null }): number {
      const entry: Snackbar = { duration: SNACKBAR_DEFAULT_MS, ...snackbar, id: nextId++ };
      if (current) waiting.push(entry);
      else current = entry;
      notify();
      return entry.id;
    },
    /** Closes the snackbar on screen (or a waiting one by id) and brings the next one. */
    close(id: number): void {
      if (current?.id === id) current = waiting.shift() ?? null;
      else {
        const index = waiting.findIndex((entry) => entry.id === id);
        if (index < 0) return;
        waiting.splice(index, 1);
      }
      notify();
    },
    current: () => current,
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
