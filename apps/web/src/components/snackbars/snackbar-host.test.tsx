import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore, SNACKBAR_RESET_MS } from '../../lib/snackbars/snackbar-store.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { SNACKBAR_HOLD_EVENT } from './snackbar-hold.ts';
import { SnackbarHost } from './snackbar-host.tsx';

beforeAll(() => setupTestI18n());
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SnackbarHost', () => {
  it('announces outcomes politely and errors as alerts, each for 4 s, one after the other', () => {
    const store = createSnackbarStore();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({ message: 'Account confirmed', severity: 'success' });
      store.show({ message: 'Something went wrong, please try again', severity: 'error' });
    });
    expect(screen.getByRole('status').textContent).toContain('Account confirmed');
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong, please try again');
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds its time while it waits out of sight for a place clear of form fields', () => {
    const store = createSnackbarStore();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({ message: 'Ready to work offline', severity: 'success' });
    });
    const snackbar = screen.getByRole('status');
    act(() => {
      snackbar.dispatchEvent(new CustomEvent(SNACKBAR_HOLD_EVENT, { detail: true }));
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status').textContent).toContain('Ready to work offline');
    act(() => {
      snackbar.dispatchEvent(new CustomEvent(SNACKBAR_HOLD_EVENT, { detail: false }));
    });
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps a lasting snackbar until it is closed, and offers its link', () => {
    const store = createSnackbarStore();
    const onNavigate = vi.fn();
    render(<SnackbarHost store={store} onNavigate={onNavigate} />);
    act(() => {
      store.show({
        message: 'Password changed successfully.',
        severity: 'success',
        duration: null,
        link: { label: 'Login', to: '/login' },
      });
    });
    act(() => vi.advanceTimersByTime(60_000));
    fireEvent.click(screen.getByRole('link', { name: 'Login' }));
    expect(onNavigate).toHaveBeenCalledWith('/login');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes with its labelled close button', () => {
    const store = createSnackbarStore();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({ message: 'Saved', severity: 'info', duration: null });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('runs its action once from its button and closes', () => {
    const store = createSnackbarStore();
    const onAction = vi.fn();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({
        message: 'A new version is available',
        severity: 'info',
        duration: 8000,
        action: { label: 'Update', onAction },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while focus is inside it, and gets its full time again once focus leaves', () => {
    const store = createSnackbarStore();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({
        message: 'A new version is available',
        severity: 'info',
        duration: 8000,
        action: { label: 'Update', onAction: vi.fn() },
      });
    });
    act(() => vi.advanceTimersByTime(7000));
    const update = screen.getByRole('button', { name: 'Update' });
    fireEvent.focusIn(update);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.focusOut(update);
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stays while the pointer rests on it', () => {
    const store = createSnackbarStore();
    render(<SnackbarHost store={store} />);
    act(() => {
      store.show({ message: 'Saved', severity: 'success' });
    });
    const snackbar = screen.getByRole('status');
    fireEvent.pointerEnter(snackbar);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeTruthy();
    fireEvent.pointerLeave(snackbar);
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('fades a closed snackbar out, hidden from screen readers, and resets it 1 s after closing', () => {
    const store = createSnackbarStore();
    const { container } = render(<SnackbarHost store={store} />);
    act(() => {
      store.show({ message: 'Link copied', severity: 'success' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
    const leaving = container.querySelector('[data-leaving]');
    expect(leaving?.textContent).toBe('Link copied');
    expect(leaving?.getAttribute('aria-hidden')).toBe('true');
    act(() => vi.advanceTimersByTime(SNACKBAR_RESET_MS - 1));
    expect(container.querySelector('[data-leaving]')).toBe(leaving);
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('[data-leaving]')).toBeNull();
    expect(store.closing()).toBeNull();
  });

  it('shows a new snackbar at once over one that is still fading', () => {
    const store = createSnackbarStore();
    const { container } = render(<SnackbarHost store={store} />);
    const first = store.show({ message: 'One', severity: 'info' });
    act(() => store.close(first));
    act(() => {
      store.show({ message: 'Two', severity: 'info' });
    });
    expect(screen.getByRole('status').textContent).toContain('Two');
    expect(container.querySelector('[data-leaving]')).toBeNull();
  });
});
