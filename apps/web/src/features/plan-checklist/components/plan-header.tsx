import { type CalendarDay, formatReadingRange, type Language, planProgress } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import styles from './plan-header.module.css';
import { PlanHeatmap } from './plan-heatmap.tsx';
import { PlanMenu } from './plan-menu.tsx';

interface PlanHeaderProps {
  days: readonly CalendarDay[];
  blockedWeekDays: readonly number[];
  language: Language;
  today: string;
}

/** The plan's title, its first and last chapter, the share read and the heatmap. */
export function PlanHeader({ days, blockedWeekDays, language, today }: PlanHeaderProps) {
  const { t } = useTranslation();
  const first = days[0];
  const last = days[days.length - 1];
  const progress = planProgress(days);
  const readCount = days.filter((day) => day.read).length;
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
        <div className={styles.progressText}>
          <span id="plan-progress-label">{t('plan-checklist.progress.label')}</span>
          <span>{t('plan-checklist.progress.value', { progress: progress.toLocaleString(language) })}</span>
        </div>
        <div
          className={styles.bar}
          role="progressbar"
          aria-labelledby="plan-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-valuetext={t('plan-checklist.progress.summary', { read: readCount, total: days.length })}
        >
          <div className={styles.fill} style={{ width: `${progress}%` }} />
        </div>
      </div>
      <PlanHeatmap days={days} blockedWeekDays={blockedWeekDays} today={today} />
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
