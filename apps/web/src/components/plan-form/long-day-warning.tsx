import { isLongReadingDay, type ReadingLoad } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { useUiLanguage } from '../../lib/use-ui-language.ts';
import { formatDate } from './format-date.ts';
import styles from './long-day-warning.module.css';

/**
 * Before a plan is made: a warning when a day would take more than an hour (core's rule and
 * reading-time estimate), naming the longest day. The live region stays mounted, so the warning is
 * announced when a change brings it in.
 */
export function LongDayWarning({ id, load }: { id: string; load: ReadingLoad | null }) {
  const { t } = useTranslation();
  const { locale } = useUiLanguage();
  return (
    <div id={id} aria-live="polite">
      {load !== null && isLongReadingDay(load.longestMinutes) && (
        <div className={styles.warning}>
          <svg className={styles.warningIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M12 3 2 21h20L12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v5M12 18v.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <div>
            <p className={styles.warningTitle}>{t('plan-creation.longDay.title')}</p>
            <p>
              {t('plan-creation.longDay.body', {
                date: formatDate(load.longestDate, locale),
                minutes: new Intl.NumberFormat(locale).format(load.longestMinutes),
              })}
            </p>
          </div>
        </div>
      )}
    </div>
  );
}
