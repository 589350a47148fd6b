import type { ReactNode } from 'react';

export interface ModalEntry {
  id: string;
  /** The accessible name of the dialog. */
  title: string;
  render: (close: () => void) => ReactNode;
  /** Called once the modal is closed, however it was (button, Escape, back button). */
  onClose?: () => void;
  /** When a modal is already open, wait in line instead of opening on top of it. */
  waitForTurn?: boolean;
  /**
   * 'full': a full-height sheet (the Bible reader) that draws its own header and close button;
   * `title` still names the dialog.
   */
  size?: 'full';
}

type Listener = () => void;

/** Spec 1 section 9: a modal's open and close transition takes 300 ms. */
export const MODAL_TRANSITION_MS = 300;
/** Spec 1 section 9: after closing all, the list of closing modals is cleared 400 ms later. */
export const MODAL_LIST_CLEAR_MS = 400;

/**
 * The stack of open modals, top last, plus the ones waiting for the stack to empty (spec 1: "a
 * modal stack; a waiting list"). The back button closes the top modal: each modal adds a history
 * entry when it opens, and leaving that entry closes it.
 */
export function createModalStore(history: Pick<History, 'pushState' | 'back' | 'state'> = window.history) {
  let stack: readonly ModalEntry[] = [];
  const waiting: ModalEntry[] = [];
  // Closed modals still on screen while their exit transition plays, with how long that lasts.
  // The host times them (and drops them when it goes), so the store holds no timer of its own.
  let leaving: readonly ModalEntry[] = [];
  const leaveDelays = new Map<string, number>();
  let isClosingAll = false;
  // history.back() lands later (a popstate): a waiting modal pushed before it lands would have its
  // entry undone, and a navigation made meanwhile too. So the next one opens once it has landed.
  let isOwnBackPending = false;
  const openNextWaiting = () => {
    const next = stack.length === 0 && !isOwnBackPending ? waiting.shift() : undefined;
    if (next) push(next);
  };
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const push = (entry: ModalEntry) => {
    // Opened again while its exit played: it is open, not leaving.
    leaving = leaving.filter((modal) => modal.id !== entry.id);
    stack = [...stack, entry];
    history.pushState({ ...(history.state ?? {}), modal: entry.id }, '');
  };

  const remove = (id: string, fromHistory: boolean) => {
    const entry = stack.find((modal) => modal.id === id);
    if (!entry) return;
    stack = stack.filter((modal) => modal.id !== id);
    // No host on screen (nothing listens): nothing to animate.
    if (listeners.size > 0) {
      leaving = [...leaving.filter((modal) => modal.id !== id), entry];
      leaveDelays.set(id, isClosingAll ? MODAL_LIST_CLEAR_MS : MODAL_TRANSITION_MS);
    }
    // Closed by the app: drop the history entry it added, so Back doesn't land on nothing.
    if (!fromHistory && (history.state as { modal?: string } | null)?.modal === id) {
      // Only a host on screen hears the popstate (modal-host.tsx).
      isOwnBackPending = listeners.size > 0;
      history.back();
    }
    entry.onClose?.();
    openNextWaiting();
    notify();
  };

  return {
    open(entry: ModalEntry): void {
      if (stack.some((modal) => modal.id === entry.id) || waiting.some((modal) => modal.id === entry.id)) return;
      if (entry.waitForTurn && (stack.length > 0 || isOwnBackPending)) waiting.push(entry);
      else push(entry);
      notify();
    },
    close(id: string): void {
      remove(id, false);
    },
    closeAll(): void {
      waiting.length = 0;
      isClosingAll = true;
      try {
        for (const modal of [...stack].reverse()) remove(modal.id, false);
      } finally {
        isClosingAll = false;
      }
    },
    /** Drops the waiting modals `isDropped` picks: they will not open. */
    dropWaiting(isDropped: (entry: ModalEntry) => boolean): void {
      const kept = waiting.filter((entry) => !isDropped(entry));
      waiting.splice(0, waiting.length, ...kept);
    },
    /** The browser went back: close the top modal if its entry was left. */
    handleHistoryBack(state: unknown): void {
      if (isOwnBackPending) {
        // The back of a modal the app closed has landed: open what waited for it.
        isOwnBackPending = false;
        const before = stack.length;
        openNextWaiting();
        if (stack.length !== before) notify();
        return;
      }
      const top = stack[stack.length - 1];
      if (top && (state as { modal?: string } | null)?.modal !== top.id) remove(top.id, true);
    },
    stack: () => stack,
    /** Modals closed a moment ago whose exit transition is still playing. */
    leaving: () => leaving,
    /** How long a leaving modal stays: MODAL_TRANSITION_MS, or MODAL_LIST_CLEAR_MS after closeAll. */
    leaveDelay: (id: string): number => leaveDelays.get(id) ?? MODAL_TRANSITION_MS,
    /** The host is done with these leaving modals (their time is up, or the host is gone). */
    finishLeaving(ids: readonly string[]): void {
      const before = leaving.length;
      leaving = leaving.filter((modal) => !ids.includes(modal.id));
      if (leaving.length !== before) notify();
    },
    waitingCount: () => waiting.length,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        // No host left to hear a Back land: waiting modals wait for nothing but an empty stack.
        if (listeners.size === 0) isOwnBackPending = false;
      };
    },
  };
}

export type ModalStore = ReturnType<typeof createModalStore>;
