import { describe, expect, it, vi } from 'vitest';
import { createSnackbarStore, SNACKBAR_DEFAULT_MS } from './snackbar-store.ts';

describe('snackbar store', () => {
  it('shows one at a time and brings the waiting ones in order', () => {
    const store = createSnackbarStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.show({ message: 'Saved', severity: 'success' });
    const second = store.show({ message: 'Offline', severity: 'warning' });
    store.show({ message: 'Oops', severity: 'error', duration: null });
    expect(store.current()).toMatchObject({ id: first, message: 'Saved', duration: SNACKBAR_DEFAULT_MS });
    expect(store.waitingCount()).toBe(2);

    store.close(first);
    expect(store.current()).toMatchObject({ id: second, message: 'Offline' });
    store.close(second);
    expect(store.current()).toMatchObject({ message: 'Oops', duration: null });
    expect(listener).toHaveBeenCalledTimes(5);
  });

  it('drops a waiting snackbar closed before its turn, and ignores unknown ids', () => {
    const store = createSnackbarStore();
    const first = store.show({ message: 'One', severity: 'info' });
    const second = store.show({ message: 'Two', severity: 'info' });
    store.close(second);
    store.close(999);
    store.close(first);
    expect(store.current()).toBeNull();
  });

  it('keeps the closed snackbar as closing while a host listens, until it is reset or another shows', () => {
    const store = createSnackbarStore();
    const alone = store.show({ message: 'Nobody listens', severity: 'info' });
    store.close(alone);
    expect(store.closing()).toBeNull();

    store.subscribe(() => {});
    const first = store.show({ message: 'Saved', severity: 'success' });
    store.close(first);
    expect(store.closing()).toMatchObject({ id: first, message: 'Saved' });
    store.reset(999);
    expect(store.closing()).toMatchObject({ id: first });
    store.reset(first);
    expect(store.closing()).toBeNull();

    const second = store.show({ message: 'Offline', severity: 'warning' });
    store.close(second);
    store.show({ message: 'Online', severity: 'success' });
    expect(store.closing()).toBeNull();
  });

  it('lets a passing notice give way at once to the next snackbar', () => {
    const store = createSnackbarStore();
    store.subscribe(() => {});
    const notice = store.show({ message: 'Ready to work offline', severity: 'success', givesWay: true });
    store.show({ message: 'Plan saved', severity: 'success' });
    expect(store.current()).toMatchObject({ message: 'Plan saved' });
    expect(store.closing()).toMatchObject({ id: notice });
    expect(store.waitingCount()).toBe(0);
    // An ordinary snackbar still waits its turn.
    store.show({ message: 'Question added', severity: 'success' });
    expect(store.current()).toMatchObject({ message: 'Plan saved' });
    expect(store.waitingCount()).toBe(1);
  });
});
