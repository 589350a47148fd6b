import { type SyntheticEvent, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalEntry, ModalStore } from '../../lib/modals/modal-store.ts';
import styles from './modal-host.module.css';

/** Renders the open modals as native modal dialogs (focus kept inside, Escape closes the top). */
export function ModalHost({ store }: { store: ModalStore }) {
  const stack = useSyncExternalStore(store.subscribe, store.stack);
  const leaving = useSyncExternalStore(store.subscribe, store.leaving);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => store.handleHistoryBack(event.state);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [store]);

  // Each closed modal leaves once its transition is over; going away, the host drops them all.
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const scheduled = timers.current;
    for (const entry of leaving) {
      if (scheduled.has(entry.id)) continue;
      const timer = setTimeout(() => {
        scheduled.delete(entry.id);
        store.finishLeaving([entry.id]);
      }, store.leaveDelay(entry.id));
      scheduled.set(entry.id, timer);
    }
    for (const [id, timer] of scheduled) {
      if (leaving.some((entry) => entry.id === id)) continue;
      clearTimeout(timer);
      scheduled.delete(id);
    }
  }, [leaving, store]);
  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const timer of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
      store.finishLeaving(store.leaving().map((entry) => entry.id));
    };
  }, [store]);

  return (
    <>
      {stack.map((entry) => (
        <Modal key={entry.id} entry={entry} isLeaving={false} onClose={() => store.close(entry.id)} />
      ))}
      {leaving
        .filter((entry) => !stack.includes(entry))
        .map((entry) => (
          <Modal key={entry.id} entry={entry} isLeaving onClose={() => undefined} />
        ))}
    </>
  );
}

/**
 * One modal. Closed, it stays a moment (the store's MODAL_TRANSITION_MS) for its exit transition:
 * closed as a dialog, hidden from screen readers and inert, with focus already given back.
 */
function Modal({ entry, isLeaving, onClose }: { entry: ModalEntry; isLeaving: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnFocus = useRef<(() => void) | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    // Give focus back to what had it (the button that opened the modal) when the modal goes: the
    // browser won't when the dialog leaves the page without close().
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    returnFocus.current = () => {
      returnFocus.current = null;
      if (opener?.isConnected) opener.focus();
    };
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => returnFocus.current?.();
  }, []);

  useEffect(() => {
    if (!isLeaving) return;
    const dialog = ref.current;
    if (dialog?.open) dialog.close?.();
    returnFocus.current?.();
  }, [isLeaving]);

  const handleCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!isLeaving) onClose();
  };
  const leavingProps = isLeaving ? ({ 'aria-hidden': true, inert: true, 'data-leaving': '' } as const) : {};

  if (entry.size === 'full') {
    return (
      <dialog
        ref={ref}
        className={`${styles.dialog} ${styles.full}`}
        aria-label={entry.title}
        onCancel={handleCancel}
        {...leavingProps}
      >
        {entry.render(onClose)}
      </dialog>
    );
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={handleCancel} {...leavingProps}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {entry.title}
        </h2>
        <button type="button" className={styles.close} aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </div>
      {entry.render(onClose)}
    </dialog>
  );
}
