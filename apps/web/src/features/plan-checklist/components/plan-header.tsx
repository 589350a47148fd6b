import { type CalendarDay, formatReadingRange, type Language, planCounts, planProgress } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { progressLine } from '../lib/progress-line.ts';
import styles from './plan-header.module.css';
import { PlanMenu } from './plan-menu.tsx';

interface PlanHeaderProps {
  days: readonly CalendarDay[];
  language: Language;
}

/** The plan's title, its first and last chapter, and the progress in days and chapters. */
export function PlanHeader({ days, language }: PlanHeaderProps) {
  const { t } = useTranslation();
  const first = days[0];
  const last = days[days.length - 1];
  const counts = planCounts(days);
  const progressText = progressLine(t, counts, language);
  // Spec 2: the bar shows the share of days read (2 decimals); the words say it in days and chapters.
  const share = planProgress(days);
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t('plan-checklist.title')}</h1>
        <PlanMenu />
      </div>
      {first && last && (
        <p className={styles.subtitle}>{formatReadingRange(first.readingStart, last.readingEnd, language)}</p>
      )}
      <div className={styles.progress}>
        <p className={styles.progressText}>{progressText}</p>
        <div
          className={styles.bar}
          role="progressbar"
          aria-label={t('plan-checklist.progress.label')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          aria-valuetext={progressText}
        >
          <div className={styles.fill} style={{ width: `${share}%` }} />
        </div>
      </div>
    </header>
  );
}

/** The header when the plan could not be loaded (spec 2 section 8). */
export function PlanErrorHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('plan-checklist.title')}</h1>
      <p className={styles.subtitle}>{t('plan-checklist.errorSubtitle')}</p>
    </header>
  );
}
