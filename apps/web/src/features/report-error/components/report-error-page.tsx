import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeedbackForm } from '../../../components/feedback/feedback-form.tsx';
import { feedbackStrings } from '../../../components/feedback/feedback-strings.ts';
import { Page } from '../../../components/ui/page.tsx';
import { paths } from '../../../config/paths.ts';
import { useLazyStrings } from '../../../lib/lazy-strings.ts';
import styles from './report-error-page.module.css';

/**
 * /report-error (spec 1 section 2): the person says what went wrong and sees what this device's
 * data holds; the report goes only once they press Send having agreed, then "Error reported".
 */
export function ReportErrorPage() {
  const { t } = useTranslation();
  const hasStrings = useLazyStrings(feedbackStrings);
  const [isSent, setSent] = useState(false);
  const sentHeading = useRef<HTMLHeadingElement>(null);

  // The form (and its focused button) is gone: focus goes to what replaced it.
  useEffect(() => {
    if (isSent) sentHeading.current?.focus();
  }, [isSent]);

  return (
    <Page title={t('report-error.title')}>
      {isSent ? (
        <div className={styles.panel} role="status">
          <svg className={styles.illustration} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
            <circle cx="24" cy="24" r="20" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15 25l6 6 12-13" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <h2 ref={sentHeading} className={styles.heading} tabIndex={-1}>
            {t('report-error.sentTitle')}
          </h2>
          <p>{t('report-error.sentBody')}</p>
          <Link className={styles.link} to={paths.plan}>
            {t('report-error.backToPlan')}
          </Link>
        </div>
      ) : (
        <div className={styles.panel}>
          <p>{t('report-error.intro')}</p>
          {hasStrings ? (
            <FeedbackForm kind="reportError" onSent={() => setSent(true)} />
          ) : (
            <p>{t('report-error.loading')}</p>
          )}
        </div>
      )}
    </Page>
  );
}
