import {
  addDays,
  byDate,
  type CalendarDay,
  firstUnreadDay,
  type Language,
  nextReading,
  planCounts,
  readingStreak,
} from '@bible-journey/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { longDate, readingOf } from '../../../lib/format-day.ts';
import styles from './finish-moment.module.css';

export interface FinishedDay {
  /** The day just finished. */
  day: CalendarDay;
  /** The plan's days with it read. */
  days: readonly CalendarDay[];
  blockedWeekDays: readonly number[];
  today: string;
  language: Language;
}

interface FinishMomentProps extends FinishedDay {
  /** The browser offered installation and this was the first finished day. */
  canInstall: boolean;
  onInstall: () => void;
  onClose: () => void;
}

/** "48 of 1,189 chapters · day 12 of 365". */
function progressOf(t: TFunction, { day, days, language }: FinishedDay): string {
  const counts = planCounts(days);
  const number = (value: number) => value.toLocaleString(language);
  const position = [...days].sort(byDate).findIndex((each) => each._id === day._id) + 1;
  const chapters = t('checklist.progress.chapters', {
    count: counts.chapterCount,
    read: number(counts.chaptersRead),
    total: number(counts.chapterCount),
  });
  return `${chapters} · ${t('plan-checklist.moment.dayOf', { day: number(position), total: number(counts.dayCount) })}`;
}

/** What the screen reader hears when a day is finished (the page's live region). */
export function finishAnnouncement(t: TFunction, finished: FinishedDay): string {
  return t('plan-checklist.moment.announce', {
    reading: readingOf(finished.day, finished.language),
    progress: progressOf(t, finished),
  });
}

/** The reading after this one: after today's, the next to come; after a late one, the first still unread. */
function upNext({ day, days, today }: FinishedDay): CalendarDay | undefined {
  return day.date >= today ? (nextReading(days, day.date) ?? firstUnreadDay(days)) : firstUnreadDay(days);
}

/** Finishing a day: what was read, how far the plan has come, the streak and what comes next. */
export function FinishMoment({ canInstall, onInstall, onClose, ...finished }: FinishMomentProps) {
  const { t } = useTranslation();
  const { day, days, blockedWeekDays, today, language } = finished;
  const streak = readingStreak(days, today, blockedWeekDays);
  const next = upNext(finished);
  return (
    <div className={styles.moment}>
      <svg className={styles.mark} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
        <circle className={styles.ring} cx="32" cy="32" r="29" />
        <path className={styles.check} d="M19 33l9 9 17-19" />
      </svg>
      <p className={styles.read}>{t('plan-checklist.moment.read', { reading: readingOf(day, language) })}</p>
      <p className={styles.progress}>{progressOf(t, finished)}</p>
      {streak > 0 && (
        <p className={styles.streak}>
          {t('todayCard.streak', { count: streak, formatted: streak.toLocaleString(language) })}
        </p>
      )}
      <p className={styles.next}>
        {!next
          ? t('plan-checklist.moment.last')
          : next.date === addDays(today, 1)
            ? t('plan-checklist.moment.tomorrow', { reading: readingOf(next, language) })
            : t('plan-checklist.moment.next', {
                reading: readingOf(next, language),
                date: longDate(next.date, language),
              })}
      </p>
      {canInstall && (
        <div className={styles.install}>
          <p>{t('plan-checklist.moment.install')}</p>
          <Button variant="secondary" onClick={onInstall}>
            {t('plan-checklist.moment.installAction')}
          </Button>
        </div>
      )}
      <Button className={styles.continue} onClick={onClose}>
        {t('plan-checklist.moment.continue')}
      </Button>
    </div>
  );
}
