import { type SyntheticEvent, useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalEntry, ModalStore } from '../../lib/modals/modal-store.ts';
import styles from './modal-host.module.css';

/** Renders the open modals as native modal dialogs (focus kept inside, Escape closes the top). */
export function ModalHost({ store }: { store: ModalStore }) {
  const stack = useSyncExternalStore(store.subscribe, store.stack);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => store.handleHistoryBack(event.state);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [store]);

  return (
    <>
      {stack.map((entry) => (
        <Modal key={entry.id} entry={entry} onClose={() => store.close(entry.id)} />
      ))}
    </>
  );
}

function Modal({ entry, onClose }: { entry: ModalEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    // The dialog leaves the page without close(), so the browser won't return focus by itself:
    // give it back to what had it (the button that opened the modal) when the modal goes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const handleCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    onClose();
  };

  if (entry.size === 'full') {
    return (
      <dialog ref={ref} className={`${styles.dialog} ${styles.full}`} aria-label={entry.title} onCancel={handleCancel}>
        {entry.render(onClose)}
      </dialog>
    );
  }

  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onCancel={handleCancel}>
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
