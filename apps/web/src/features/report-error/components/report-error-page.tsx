import type { SendNotificationBody } from '@bible-journey/contract';
import { FEEDBACK_MESSAGE_MAX } from '@bible-journey/contract/limits';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSendNotification } from '../../../components/feedback/api/send-notification.ts';
import { collectDeviceBackup } from '../../../components/feedback/collect-device-backup.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import styles from './report-error-page.module.css';

/** The report: where the person came from, on which browser, and this device's data. */
function buildReport(): SendNotificationBody {
  const message = [
    'Error report sent from the report-error page.',
    `Came from: ${document.referrer || 'unknown'}`,
    `Browser: ${navigator.userAgent}`,
  ]
    .join('\n')
    .slice(0, FEEDBACK_MESSAGE_MAX);
  return { type: 'ERROR_APP', message, backup: collectDeviceBackup() };
}

/** /report-error: sends an error report with this device's data as soon as it opens (spec 1 section 2). */
export function ReportErrorPage() {
  const { t } = useTranslation();
  const send = useSendNotification();
  const hasSent = useRef(false);
  const { mutate } = send;

  // Once per visit of the page, also under StrictMode's double effect.
  useEffect(() => {
    if (hasSent.current) return;
    hasSent.current = true;
    mutate(buildReport());
  }, [mutate]);

  return (
    <Page title={t('report-error.title')}>
      <div aria-live="polite">
        {send.isError ? (
          <div className={styles.panel} role="alert">
            <h2 className={styles.heading}>{t('report-error.failedTitle')}</h2>
            <p>{t('report-error.failedBody')}</p>
            <Button onClick={() => mutate(buildReport())}>{t('report-error.retry')}</Button>
          </div>
        ) : send.isSuccess ? (
          <div className={styles.panel}>
            <svg className={styles.illustration} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
              <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
              <path d="M15 25l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
            <h2 className={styles.heading}>{t('report-error.sentTitle')}</h2>
            <p>{t('report-error.sentBody')}</p>
            <Link className={styles.link} to={paths.plan}>
              {t('report-error.backToPlan')}
            </Link>
          </div>
        ) : (
          <div className={styles.panel}>
            <p>{t('report-error.sending')}</p>
          </div>
        )}
      </div>
    </Page>
  );
}
