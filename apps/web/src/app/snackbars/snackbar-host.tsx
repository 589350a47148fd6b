import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './snackbar-host.module.css';
import { type SnackbarStore, snackbars } from './snackbar-store.ts';

/**
 * Shows the current snackbar in a live region: errors interrupt screen readers (role alert),
 * other outcomes are announced politely (role status).
 */
export function SnackbarHost({
  store = snackbars,
  onNavigate,
}: {
  store?: SnackbarStore;
  onNavigate?: (to: string) => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSyncExternalStore(store.subscribe, store.current);

  useEffect(() => {
    if (!snackbar || snackbar.duration === null) return;
    const timer = setTimeout(() => store.close(snackbar.id), snackbar.duration);
    return () => clearTimeout(timer);
  }, [snackbar, store]);

  return (
    <div className={styles.region}>
      {snackbar && (
        <div
          className={styles.snackbar}
          data-severity={snackbar.severity}
          role={snackbar.severity === 'error' ? 'alert' : 'status'}
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
          <button
            type="button"
            className={styles.close}
            aria-label={t('common.close')}
            onClick={() => store.close(snackbar.id)}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
