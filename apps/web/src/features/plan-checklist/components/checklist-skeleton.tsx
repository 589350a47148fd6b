import { useTranslation } from 'react-i18next';
import styles from './checklist-skeleton.module.css';

const ROWS = 6;

/** The checklist's shape while the server's plan loads. */
export function ChecklistSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite">
      <span className={styles.visuallyHidden}>{t('plan-checklist.loading')}</span>
      <div className={`${styles.block} ${styles.title}`} />
      <div className={`${styles.block} ${styles.bar}`} />
      <div className={`${styles.block} ${styles.today}`} />
      {Array.from({ length: ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
        <div key={index} className={`${styles.block} ${styles.row}`} />
      ))}
    </div>
  );
}
