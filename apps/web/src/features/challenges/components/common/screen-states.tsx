import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import styles from './common.module.css';

/** Rows shaped like a list's items while it loads, announced once to screen readers. */
export function SkeletonRows({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-busy="true">
      <span className={styles.visuallyHidden}>{label}</span>
      <ul className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <li key={index} className={styles.skeletonRow} />
        ))}
      </ul>
    </div>
  );
}

/** A load that failed: what happened, what to do, and Try again. */
export function LoadFailed({ title, body, onRetry }: { title: string; body?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId} role="alert">
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      <p>{body ?? t('challenges.screen.loadFailedBody')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('challenges.screen.retry')}
      </Button>
    </section>
  );
}

/** A short panel: a title, a sentence, and the next action. */
export function NotePanel({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
      {action}
    </section>
  );
}
