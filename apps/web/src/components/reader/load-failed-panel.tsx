import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './load-failed-panel.module.css';
import { TornBookIllustration } from './reader-icons.tsx';

/** The reader's panel in place of the verses: an illustration, a title, what to know, and Try again. */
function ReaderPanel({ title, onRetry, children }: { title: string; onRetry: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <TornBookIllustration className={styles.illustration} />
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      {children}
      <Button onClick={onRetry}>{t('reader.failed.retry')}</Button>
    </section>
  );
}

/** Spec 2 section 8, chapter load failure: what may have happened and what to do about it. */
export function LoadFailedPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ReaderPanel title={t('reader.failed.title')} onRetry={onRetry}>
      <p>{t('reader.failed.reasonsTitle')}</p>
      <ul>
        <li>{t('reader.failed.reasonAbsent')}</li>
        <li>{t('reader.failed.reasonUnstable')}</li>
        <li>{t('reader.failed.reasonOffline')}</li>
      </ul>
      <p>{t('reader.failed.todoTitle')}</p>
      <ul>
        <li>{t('reader.failed.todoVersion')}</li>
        <li>{t('reader.failed.todoLater')}</li>
        <li>{t('reader.failed.todoDownload')}</li>
      </ul>
    </ReaderPanel>
  );
}

/** Offline with no version on the device: nothing to read until one is downloaded. */
export function NoVersionsPanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ReaderPanel title={t('reader.noVersions.title')} onRetry={onRetry}>
      <p>{t('reader.noVersions.body')}</p>
      <p>{t('reader.noVersions.todo')}</p>
    </ReaderPanel>
  );
}
