import { POINTS_POPUP_LEAVE_MS, POINTS_POPUP_MS } from '@bible-journey/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './challenge-plan.module.css';

interface Toast {
  /** +1 for a day ticked, −1 for one unticked. */
  change: 1 | -1;
  /** The member's points after it, as the server counted them. */
  totalPoints: number;
  /** A new toast for every tick, even the same change twice. */
  id: number;
  isLeaving: boolean;
}

/**
 * The points popup (spec 3 section 4): +1 with a celebration on a tick, −1 with a sad face on an
 * untick, with the points the server now counts; it shows POINTS_POPUP_MS, then leaves in
 * POINTS_POPUP_LEAVE_MS. Screen readers hear the change.
 */
export function usePointsToast() {
  const [toast, setToast] = useState<Toast | null>(null);
  const show = useCallback((change: 1 | -1, totalPoints: number) => {
    setToast((current) => ({ change, totalPoints, id: (current?.id ?? 0) + 1, isLeaving: false }));
  }, []);
  const id = toast?.id;
  useEffect(() => {
    if (id === undefined) return;
    const leave = setTimeout(() => setToast((current) => current && { ...current, isLeaving: true }), POINTS_POPUP_MS);
    const gone = setTimeout(() => setToast(null), POINTS_POPUP_MS + POINTS_POPUP_LEAVE_MS);
    return () => {
      clearTimeout(leave);
      clearTimeout(gone);
    };
  }, [id]);
  return { toast, show };
}

export function PointsToast({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.toastArea} role="status">
      {toast && (
        <p
          key={toast.id}
          className={`${styles.toast} ${toast.change > 0 ? styles.gain : styles.loss} ${toast.isLeaving ? styles.leaving : ''}`}
        >
          <span aria-hidden="true">{toast.change > 0 ? '🎉' : '😢'}</span>
          <span>{t(toast.change > 0 ? 'challenges.plan.pointGained' : 'challenges.plan.pointLost')}</span>
          <span className={styles.toastTotal}>{t('challenges.plan.pointsInAll', { count: toast.totalPoints })}</span>
        </p>
      )}
    </div>
  );
}
