import { describe, expect, it, vi } from 'vitest';
import { createModalStore, MODAL_LIST_CLEAR_MS, MODAL_TRANSITION_MS, type ModalEntry } from './modal-store.ts';

/**
 * A history that records entries like the browser's: back() lands later, as a popstate, which
 * `land` delivers to the store the way the modal host does.
 */
function fakeHistory() {
  const entries: unknown[] = [null];
  let backs = 0;
  return {
    entries,
    get state() {
      return entries[entries.length - 1];
    },
    pushState(state: unknown) {
      entries.push(state);
    },
    back: vi.fn(() => {
      backs += 1;
    }),
    land(store: { handleHistoryBack(state: unknown): void }) {
      for (; backs > 0; backs -= 1) {
        entries.pop();
        store.handleHistoryBack(entries[entries.length - 1]);
      }
    },
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
    history.land(store);
    expect(history.back).toHaveBeenCalledTimes(1);
    store.close('login');
    history.land(store);
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
    const history = fakeHistory();
    const store = createModalStore(history);
    store.subscribe(() => undefined);
    store.open(modal('reminder'));
    store.open(modal('late-plan', { waitForTurn: true }));
    store.open(modal('late-plan', { waitForTurn: true }));
    expect(store.waitingCount()).toBe(1);
    store.close('reminder');
    history.land(store);
    expect(store.stack().map((m) => m.id)).toEqual(['late-plan']);
    expect(store.waitingCount()).toBe(0);
  });

  it('opens a waiting modal only once the closed one’s Back has landed, so that Back cannot undo it', () => {
    const history = fakeHistory();
    const store = createModalStore(history);
    store.subscribe(() => undefined);
    store.open(modal('invite-1'));
    store.open(modal('invite-2', { waitForTurn: true }));
    store.close('invite-1');
    // Back is on its way: nothing new has an entry it could undo.
    expect(store.stack()).toEqual([]);
    expect(history.entries).toEqual([null, { modal: 'invite-1' }]);
    history.land(store);
    expect(history.entries).toEqual([null, { modal: 'invite-2' }]);
    expect(store.stack().map((m) => m.id)).toEqual(['invite-2']);
  });

  it('drops the waiting modals asked for, also one waiting for a Back to land', () => {
    const history = fakeHistory();
    const store = createModalStore(history);
    store.subscribe(() => undefined);
    store.open(modal('invite-1'));
    store.open(modal('invite-2', { waitForTurn: true }));
    store.open(modal('invite-3', { waitForTurn: true }));
    store.open(modal('donation', { waitForTurn: true }));
    store.close('invite-1');
    store.dropWaiting((entry) => entry.id.startsWith('invite-'));
    history.land(store);
    expect(store.stack().map((m) => m.id)).toEqual(['donation']);
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
