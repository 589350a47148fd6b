import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createModalStore, MODAL_LIST_CLEAR_MS, MODAL_TRANSITION_MS } from '../../lib/modals/modal-store.ts';
import { setupTestI18n } from '../../test/i18n.ts';
import { ModalHost } from './modal-host.tsx';

beforeAll(() => setupTestI18n());
afterEach(cleanup);

describe('ModalHost', () => {
  it('shows each open modal as a dialog named by its title, closed by its close button', () => {
    const store = createModalStore();
    render(<ModalHost store={store} />);
    act(() => {
      store.open({
        id: 'confirm',
        title: 'Edit your plan?',
        render: (close) => (
          <button type="button" onClick={close}>
            Yes
          </button>
        ),
      });
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit your plan?' });
    expect(dialog).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to what opened the modal once it closes', () => {
    const store = createModalStore();
    render(
      <>
        <button type="button">Plan menu</button>
        <ModalHost store={store} />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Plan menu' });
    opener.focus();
    act(() => {
      store.open({ id: 'feedback', title: 'Send feedback', render: () => <input aria-label="Message" /> });
    });
    screen.getByRole('textbox', { name: 'Message' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.activeElement).toBe(opener);
  });

  it('closes the top modal on the browser’s back button', () => {
    const store = createModalStore();
    render(<ModalHost store={store} />);
    act(() => {
      store.open({ id: 'one', title: 'One', render: () => 'first' });
      store.open({ id: 'two', title: 'Two', render: () => 'second' });
    });
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: { modal: 'one' } }));
    });
    expect(screen.queryByRole('dialog', { name: 'Two' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'One' })).toBeTruthy();
  });

  it('closes on Escape (the dialog’s cancel event)', () => {
    const store = createModalStore();
    render(<ModalHost store={store} />);
    act(() => {
      store.open({ id: 'one', title: 'One', render: () => 'first' });
    });
    fireEvent(screen.getByRole('dialog', { name: 'One' }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets a full-height modal draw its own header, still named by its title', () => {
    const store = createModalStore();
    render(<ModalHost store={store} />);
    act(() => {
      store.open({
        id: 'reader',
        title: 'Gn 1-3',
        size: 'full',
        render: (close) => (
          <button type="button" onClick={close}>
            Done
          </button>
        ),
      });
    });
    expect(screen.getByRole('dialog', { name: 'Gn 1-3' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('transitions (spec 1 section 9)', () => {
    afterEach(() => vi.useRealTimers());

    it('keeps a closed modal 300 ms for its exit, hidden from screen readers and inert, then drops it', () => {
      vi.useFakeTimers();
      const store = createModalStore();
      const { container } = render(<ModalHost store={store} />);
      act(() => store.open({ id: 'one', title: 'One', render: () => 'first' }));
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).toBeNull();
      const leaving = container.querySelector('dialog');
      expect(leaving?.getAttribute('aria-hidden')).toBe('true');
      expect(leaving?.hasAttribute('inert')).toBe(true);
      act(() => vi.advanceTimersByTime(MODAL_TRANSITION_MS - 1));
      expect(container.querySelector('dialog')).toBe(leaving);
      act(() => vi.advanceTimersByTime(1));
      expect(container.querySelector('dialog')).toBeNull();
      expect(store.leaving()).toEqual([]);
    });

    it('clears the list 400 ms after closing all', () => {
      vi.useFakeTimers();
      const store = createModalStore();
      const { container } = render(<ModalHost store={store} />);
      act(() => {
        store.open({ id: 'one', title: 'One', render: () => 'first' });
        store.open({ id: 'two', title: 'Two', render: () => 'second' });
      });
      act(() => store.closeAll());
      expect(container.querySelectorAll('dialog')).toHaveLength(2);
      act(() => vi.advanceTimersByTime(MODAL_TRANSITION_MS));
      expect(container.querySelectorAll('dialog')).toHaveLength(2);
      act(() => vi.advanceTimersByTime(MODAL_LIST_CLEAR_MS - MODAL_TRANSITION_MS));
      expect(container.querySelectorAll('dialog')).toHaveLength(0);
    });

    it('opens a modal again at once while its exit is playing', () => {
      vi.useFakeTimers();
      const store = createModalStore();
      render(<ModalHost store={store} />);
      const entry = { id: 'one', title: 'One', render: () => 'first' };
      act(() => store.open(entry));
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      act(() => store.open(entry));
      expect(screen.getByRole('dialog', { name: 'One' })).toBeTruthy();
      act(() => vi.advanceTimersByTime(MODAL_TRANSITION_MS));
      expect(screen.getByRole('dialog', { name: 'One' })).toBeTruthy();
    });

    it('drops what is still leaving when the host goes', () => {
      vi.useFakeTimers();
      const store = createModalStore();
      const { unmount } = render(<ModalHost store={store} />);
      act(() => store.open({ id: 'one', title: 'One', render: () => 'first' }));
      act(() => store.close('one'));
      expect(store.leaving()).toHaveLength(1);
      unmount();
      expect(store.leaving()).toEqual([]);
    });
  });
});
