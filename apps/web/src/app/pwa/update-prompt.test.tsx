import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '../../components/snackbars/snackbar-host.tsx';
import { createSnackbarStore } from '../../lib/snackbars/snackbar-store.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { type ServiceWorkerHooks, startPwa, updatedMarker } from './update-flow.ts';

let i18n: Awaited<ReturnType<typeof setupTestI18n>>;

beforeAll(async () => {
  i18n = await setupTestI18n();
});
beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The flow on screen, as in the app: the real strings and snackbar host, a fake worker. */
function renderApp(language = 'en') {
  const store = createSnackbarStore();
  const activateWaitingVersion = vi.fn(async () => {});
  let hooks: ServiceWorkerHooks | undefined;
  startPwa({
    register: (received) => {
      hooks = received;
      return activateWaitingVersion;
    },
    snackbars: store,
    translate: (key) => i18n.t(key, { lng: language }),
    reload: vi.fn(),
    isOnline: () => true,
    fetchScript: vi.fn(),
    session: { getItem: () => null, setItem: vi.fn(), removeItem: vi.fn() },
    setInterval: vi.fn(),
    setTimeout: vi.fn(),
  });
  render(<SnackbarHost store={store} />);
  if (!hooks) throw new Error('the worker was not registered');
  return { hooks, activateWaitingVersion };
}

describe('the update prompt on screen', () => {
  it('offers the new version for 8 s', () => {
    const { hooks } = renderApp();
    act(() => hooks.onNeedRefresh());
    expect(screen.getByRole('status').textContent).toContain('A new version is available');
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('updates from its button, and the next load says so for 6 s', () => {
    const { hooks, activateWaitingVersion } = renderApp('pt');
    act(() => hooks.onNeedRefresh());
    expect(screen.getByRole('status').textContent).toContain('Uma nova versão está disponível');
    fireEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    expect(activateWaitingVersion).toHaveBeenCalledWith(true);
    expect(updatedMarker.get()).toBe(true);
    cleanup();

    renderApp('pt');
    expect(screen.getByRole('status').textContent).toContain('Aplicativo atualizado');
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(updatedMarker.get()).toBe(false);
  });
});
