import { type CalendarDay, formatReadingRange, type Language } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { PlanProgress } from '../../../components/checklist/plan-progress.tsx';
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
  return (
    <header className={styles.header}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{t('plan-checklist.title')}</h1>
        <PlanMenu />
      </div>
      {first && last && (
        <p className={styles.subtitle}>{formatReadingRange(first.readingStart, last.readingEnd, language)}</p>
      )}
      <PlanProgress days={days} language={language} />
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
