import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describeDeviceBackup } from './describe-device-backup.ts';
import styles from './feedback-form.module.css';

/** Pretty JSON for reading; the report itself carries the compact text. */
function readable(backup: string): string {
  try {
    return JSON.stringify(JSON.parse(backup), null, 2);
  } catch {
    return backup;
  }
}

/**
 * What an error report carries besides the message, shown before the person agrees: a summary in
 * words and, folded, the exact data.
 */
export function DeviceBackupPreview({
  backup,
  browser,
  headingId,
}: {
  backup: string;
  browser: string;
  headingId: string;
}) {
  const { t } = useTranslation();
  const lines = useMemo(() => describeDeviceBackup(backup), [backup]);
  return (
    <section className={styles.backup} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.backupHeading}>
        {t('feedback.backup.heading')}
      </h3>
      <p className={styles.note}>{t('feedback.backup.intro')}</p>
      <ul className={styles.backupList}>
        {lines.length === 0 && <li>{t('feedback.backup.empty')}</li>}
        {lines.map((line) => (
          <li key={line.key}>{t(`feedback.backup.${line.key}`, line.values ?? {})}</li>
        ))}
        <li>{t('feedback.backup.browser', { browser })}</li>
      </ul>
      <details className={styles.details}>
        <summary className={styles.summary}>{t('feedback.backup.details')}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (WCAG 2.1.1) */}
        <pre className={styles.raw} tabIndex={0}>
          {readable(backup)}
        </pre>
      </details>
      <p className={styles.note}>{t('feedback.backup.where')}</p>
    </section>
  );
}
