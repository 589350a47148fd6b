import { type CalendarDay, type Language, planCounts, planProgress } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import styles from './plan-progress.module.css';
import { progressLine } from './progress-line.ts';

/** A plan's progress: the words in days and chapters, and the bar of the share of days read. */
export function PlanProgress({ days, language }: { days: readonly CalendarDay[]; language: Language }) {
  const { t } = useTranslation();
  const progressText = progressLine(t, planCounts(days), language);
  // Spec 2: the bar shows the share of days read (2 decimals); the words say it in days and chapters.
  const share = planProgress(days);
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>{progressText}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t('checklist.progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share}
        aria-valuetext={progressText}
      >
        <div className={styles.fill} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
