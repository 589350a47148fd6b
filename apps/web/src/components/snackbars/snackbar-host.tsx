import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { SNACKBAR_RESET_MS, type Snackbar, type SnackbarStore, snackbars } from '../../lib/snackbars/snackbar-store.ts';
import { SNACKBAR_HOLD_EVENT } from './snackbar-hold.ts';
import styles from './snackbar-host.module.css';

/**
 * Shows the current snackbar in a live region: errors interrupt screen readers (role alert),
 * other outcomes are announced politely (role status). One may carry a link or an action button.
 */
export function SnackbarHost({
  store = snackbars,
  onNavigate,
}: {
  store?: SnackbarStore;
  onNavigate?: (to: string) => void;
}) {
  const snackbar = useSyncExternalStore(store.subscribe, store.current);
  const closing = useSyncExternalStore(store.subscribe, store.closing);
  // A closed snackbar fades out, then is reset 1 s after closing (spec 1 section 9).
  useEffect(() => {
    if (!closing) return;
    const timer = setTimeout(() => store.reset(closing.id), SNACKBAR_RESET_MS);
    return () => {
      clearTimeout(timer);
      // The host is going (or a newer one came): nothing should stay behind.
      if (store.closing() === closing) store.reset(closing.id);
    };
  }, [closing, store]);
  const regionRef = useRef<HTMLDivElement>(null);
  // Snackbars keep clear of form fields (avoid-fields.ts, loaded on demand); until it is here
  // they wait out of sight, and if it can't load they show at the bottom as before.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    let stop: (() => void) | undefined;
    let isGone = false;
    import('./avoid-fields.ts').then(
      ({ avoidFields }) => {
        if (!isGone) stop = avoidFields(region);
      },
      () => {
        region.dataset.placement = 'bottom';
      },
    );
    return () => {
      isGone = true;
      stop?.();
    };
  }, []);
  return (
    <div className={styles.region} ref={regionRef}>
      {snackbar && <SnackbarView key={snackbar.id} snackbar={snackbar} store={store} onNavigate={onNavigate} />}
      {!snackbar && closing && (
        <div className={styles.snackbar} data-severity={closing.severity} data-leaving="" aria-hidden="true" inert>
          <span className={styles.message}>{closing.message}</span>
        </div>
      )}
    </div>
  );
}

function SnackbarView({
  snackbar,
  store,
  onNavigate,
}: {
  snackbar: Snackbar;
  store: SnackbarStore;
  onNavigate?: (to: string) => void;
}) {
  const { t } = useTranslation();
  // While the pointer rests on it or focus is inside (to reach its action), it stays; its time
  // starts again once left (WCAG 2.2.1, timing adjustable).
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const [isWaiting, setWaiting] = useState(false);
  const isHeld = isHovered || isFocused || isWaiting;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const controller = new AbortController();
    const options = { signal: controller.signal };
    element.addEventListener('pointerenter', () => setHovered(true), options);
    element.addEventListener('pointerleave', () => setHovered(false), options);
    element.addEventListener('focusin', () => setFocused(true), options);
    // Placed (and maybe held) before this effect ran, or told later.
    setWaiting(element.dataset.waiting === 'true');
    element.addEventListener(
      SNACKBAR_HOLD_EVENT,
      (event) => setWaiting((event as CustomEvent<boolean>).detail),
      options,
    );
    element.addEventListener(
      'focusout',
      (event) => {
        if (!(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) setFocused(false);
      },
      options,
    );
    return () => controller.abort();
  }, []);

  useEffect(() => {
    if (snackbar.duration === null || isHeld) return;
    const timer = setTimeout(() => store.close(snackbar.id), snackbar.duration);
    return () => clearTimeout(timer);
  }, [snackbar, store, isHeld]);

  return (
    <div
      className={styles.snackbar}
      data-severity={snackbar.severity}
      role={snackbar.severity === 'error' ? 'alert' : 'status'}
      ref={ref}
    >
      <span className={styles.message}>{snackbar.message}</span>
      {snackbar.link && (
        <a
          className={styles.link}
          href={snackbar.link.to}
          onClick={(event) => {
            if (!onNavigate || !snackbar.link) return;
            event.preventDefault();
            store.close(snackbar.id);
            onNavigate(snackbar.link.to);
          }}
        >
          {snackbar.link.label}
        </a>
      )}
      {snackbar.action && (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            store.close(snackbar.id);
            snackbar.action?.onAction();
          }}
        >
          {snackbar.action.label}
        </button>
      )}
      <button
        type="button"
        className={styles.close}
        aria-label={t('common.close')}
        onClick={() => store.close(snackbar.id)}
      >
        ×
      </button>
    </div>
  );
}
