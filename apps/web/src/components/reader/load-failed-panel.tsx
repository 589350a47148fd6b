import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import styles from './load-failed-panel.module.css';
import type { LoadFailure } from './load-failure.ts';
import { TornBookIllustration } from './reader-icons.tsx';

interface Action {
  label: string;
  onClick: () => void;
}

/** The reader's panel in place of the verses: an illustration, what happened, what to do, and its buttons. */
function ReaderPanel({ title, body, tip, actions }: { title: string; body: string; tip?: string; actions: Action[] }) {
  const titleId = useId();
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <TornBookIllustration className={styles.illustration} />
      <h3 id={titleId} className={styles.title}>
        {title}
      </h3>
      <p>{body}</p>
      {tip && <p className={styles.tip}>{tip}</p>}
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <Button key={action.label} variant={index === 0 ? 'primary' : 'secondary'} onClick={action.onClick}>
            {action.label}
          </Button>
        ))}
      </div>
    </section>
  );
}

interface LoadFailedPanelProps {
  failure: LoadFailure;
  /** The version the chapter was asked in, e.g. "KJV". */
  abbr: string;
  /** The chapter, e.g. "Genesis 1". */
  chapter: string;
  /** Offline: whether another version is on the device to read instead. */
  hasOtherVersions: boolean;
  onRetry: () => void;
  onChooseVersion: () => void;
}

/**
 * Spec 2 section 8, chapter load failure, by its true cause: a version this server can't read,
 * a chapter the version lacks, a source that failed or was too slow, or a device offline.
 */
export function LoadFailedPanel({
  failure,
  abbr,
  chapter,
  hasOtherVersions,
  onRetry,
  onChooseVersion,
}: LoadFailedPanelProps) {
  const { t } = useTranslation();
  const retry = { label: t('reader.failed.retry'), onClick: onRetry };
  const choose = { label: t('reader.failed.chooseVersion'), onClick: onChooseVersion };
  const text = (key: string) => t(`reader.failed.${failure}.${key}`, { abbr, chapter });
  const actions = {
    unavailable: [choose, retry],
    notFound: [choose],
    source: [retry, choose],
    offline: hasOtherVersions ? [retry, choose] : [retry],
  }[failure];
  return (
    <ReaderPanel
      title={text('title')}
      body={text('body')}
      {...(failure === 'offline' ? { tip: t('reader.failed.offline.tip') } : {})}
      actions={actions}
    />
  );
}

/** No version to read in: offline with none on the device, or a server that has none set up. */
export function NoVersionsPanel({ isOffline, onRetry }: { isOffline: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const key = isOffline ? 'reader.noVersions.offline' : 'reader.noVersions.server';
  return (
    <ReaderPanel
      title={t(`${key}.title`)}
      body={t(`${key}.body`)}
      actions={[{ label: t('reader.failed.retry'), onClick: onRetry }]}
    />
  );
}
