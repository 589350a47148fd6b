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

/**
 * The stack of open modals, top last, plus the ones waiting for the stack to empty (spec 1: "a
 * modal stack; a waiting list"). The back button closes the top modal: each modal adds a history
 * entry when it opens, and leaving that entry closes it.
 */
export function createModalStore(history: Pick<History, 'pushState' | 'back' | 'state'> = window.history) {
  let stack: readonly ModalEntry[] = [];
  const waiting: ModalEntry[] = [];
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const push = (entry: ModalEntry) => {
    stack = [...stack, entry];
    history.pushState({ ...(history.state ?? {}), modal: entry.id }, '');
  };

  const remove = (id: string, fromHistory: boolean) => {
    const entry = stack.find((modal) => modal.id === id);
    if (!entry) return;
    stack = stack.filter((modal) => modal.id !== id);
    // Closed by the app: drop the history entry it added, so Back doesn't land on nothing.
    if (!fromHistory && (history.state as { modal?: string } | null)?.modal === id) history.back();
    entry.onClose?.();
    const next = stack.length === 0 ? waiting.shift() : undefined;
    if (next) push(next);
    notify();
  };

  return {
    open(entry: ModalEntry): void {
      if (stack.some((modal) => modal.id === entry.id) || waiting.some((modal) => modal.id === entry.id)) return;
      if (entry.waitForTurn && stack.length > 0) waiting.push(entry);
      else push(entry);
      notify();
    },
    close(id: string): void {
      remove(id, false);
    },
    closeAll(): void {
      waiting.length = 0;
      for (const modal of [...stack].reverse()) remove(modal.id, false);
    },
    /** The browser went back: close the top modal if its entry was left. */
    handleHistoryBack(state: unknown): void {
      const top = stack[stack.length - 1];
      if (top && (state as { modal?: string } | null)?.modal !== top.id) remove(top.id, true);
    },
    stack: () => stack,
    waitingCount: () => waiting.length,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ModalStore = ReturnType<typeof createModalStore>;
