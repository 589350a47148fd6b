import { describe, expect, it, vi } from 'vitest';
import { createModalStore, MODAL_LIST_CLEAR_MS, MODAL_TRANSITION_MS, type ModalEntry } from './modal-store.ts';

/** A history that records entries like the browser's. */
function fakeHistory() {
  const entries: unknown[] = [null];
  return {
    entries,
    get state() {
      return entries[entries.length - 1];
    },
    pushState(state: unknown) {
      entries.push(state);
    },
    back: vi.fn(() => {
      entries.pop();
    }),
  };
}

const modal = (id: string, extra: Partial<ModalEntry> = {}): ModalEntry => ({
  id,
  title: id,
  render: () => id,
  ...extra,
});

describe('modal store', () => {
  it('stacks modals, each with a history entry, and closing drops the entry', () => {
    const history = fakeHistory();
    const store = createModalStore(history);
    const onClose = vi.fn();
    store.open(modal('login', { onClose }));
    store.open(modal('confirm'));
    expect(store.stack().map((m) => m.id)).toEqual(['login', 'confirm']);
    expect(history.entries).toHaveLength(3);

    store.close('confirm');
    expect(history.back).toHaveBeenCalledTimes(1);
    store.close('login');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(store.stack()).toEqual([]);
    expect(history.entries).toEqual([null]);
  });

  it('closes the top modal when the browser goes back, without going back again', () => {
    const history = fakeHistory();
    const store = createModalStore(history);
    store.open(modal('first'));
    store.open(modal('second'));
    history.entries.pop();
    store.handleHistoryBack(history.state);
    expect(store.stack().map((m) => m.id)).toEqual(['first']);
    expect(history.back).not.toHaveBeenCalled();
  });

  it('keeps waiting modals until the stack is empty, and never opens one twice', () => {
    const store = createModalStore(fakeHistory());
    store.open(modal('reminder'));
    store.open(modal('late-plan', { waitForTurn: true }));
    store.open(modal('late-plan', { waitForTurn: true }));
    expect(store.waitingCount()).toBe(1);
    store.close('reminder');
    expect(store.stack().map((m) => m.id)).toEqual(['late-plan']);
    expect(store.waitingCount()).toBe(0);
  });

  it('closes everything at once, the waiting list too', () => {
    const store = createModalStore(fakeHistory());
    store.open(modal('a'));
    store.open(modal('b'));
    store.open(modal('c', { waitForTurn: true }));
    store.closeAll();
    expect(store.stack()).toEqual([]);
    expect(store.waitingCount()).toBe(0);
  });

  it('keeps closed modals as leaving for their transition while a host listens, longer after closing all', () => {
    const store = createModalStore(fakeHistory());
    store.open(modal('a'));
    store.close('a');
    expect(store.leaving()).toEqual([]);

    const listener = vi.fn();
    store.subscribe(listener);
    store.open(modal('b'));
    store.open(modal('c'));
    store.close('c');
    expect(store.leaving().map((m) => m.id)).toEqual(['c']);
    expect(store.leaveDelay('c')).toBe(MODAL_TRANSITION_MS);
    store.closeAll();
    expect(store.leaving().map((m) => m.id)).toEqual(['c', 'b']);
    expect(store.leaveDelay('b')).toBe(MODAL_LIST_CLEAR_MS);
    store.finishLeaving(['b', 'c']);
    expect(store.leaving()).toEqual([]);
  });
});
