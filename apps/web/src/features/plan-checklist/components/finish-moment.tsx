import {
  addDays,
  bookName,
  byDate,
  type CalendarDay,
  firstUnreadDay,
  type Language,
  type Milestone,
  milestoneKey,
  nextReading,
  planCounts,
  readingStreak,
  weekDayOf,
  weekDots,
} from '@bible-journey/core';
import type { TFunction } from 'i18next';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { longDate, readingOf } from '../../../lib/format-day.ts';
import { weekDayNames } from '../../../lib/week-day-names.ts';
import styles from './finish-moment.module.css';

export interface FinishedDay {
  /** The day just finished. */
  day: CalendarDay;
  /** The plan's days with it read. */
  days: readonly CalendarDay[];
  blockedWeekDays: readonly number[];
  today: string;
  language: Language;
  /** Milestones this day reached for the first time on this device. */
  milestones?: readonly Milestone[];
  /** The locale's first day of the week (0 = Sunday). */
  weekStart?: number;
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

/** A milestone in words: "7 days of reading", "You finished Ruth", "You read the whole Bible". */
export function milestoneText(t: TFunction, milestone: Milestone, language: Language): string {
  if (milestone.kind === 'days') return t('plan-checklist.moment.milestone.days', { count: milestone.count });
  if (milestone.kind === 'book')
    return t('plan-checklist.moment.milestone.book', { book: bookName(milestone.book, language) });
  return t('plan-checklist.moment.milestone.wholeBible');
}

/** The week as seven dots: read, still to read, rest days (blocked week days) and days without reading. */
function WeekDots({ days, today, blockedWeekDays, language, weekStart = 0 }: FinishedDay) {
  const { t } = useTranslation();
  const names = weekDayNames(language);
  const dots = weekDots(days, today, blockedWeekDays, weekStart);
  return (
    <ol className={styles.week} aria-label={t('plan-checklist.moment.week')}>
      {dots.map((dot) => {
        const name = names[weekDayOf(dot.date)];
        return (
          <li key={dot.date} className={styles.dayDot} data-kind={dot.kind} data-today={dot.isToday || undefined}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.dayLetter} aria-hidden="true">
              {name?.narrow}
            </span>
            <span className={styles.visuallyHidden}>
              {t(`plan-checklist.moment.dot.${dot.kind}`, { day: name?.long })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Finishing a day: what was read, the week, how far the plan has come, the streak, milestones and what comes next. */
export function FinishMoment({ canInstall, onInstall, onClose, ...finished }: FinishMomentProps) {
  const { t } = useTranslation();
  const { day, days, blockedWeekDays, today, language, milestones = [] } = finished;
  const streak = readingStreak(days, today, blockedWeekDays);
  const next = upNext(finished);
  return (
    <div className={styles.moment}>
      <div className={styles.celebration} aria-hidden="true">
        {/* A short burst around the mark; none with reduced motion (the CSS). */}
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: eight fixed sparks, never reordered.
          <span key={index} className={styles.spark} style={{ '--spark-turn': `${index / 8}turn` } as CSSProperties} />
        ))}
        <svg className={styles.mark} viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
          <circle className={styles.ring} cx="32" cy="32" r="29" />
          <path className={styles.check} d="M19 33l9 9 17-19" />
        </svg>
      </div>
      <p className={styles.read}>{t('plan-checklist.moment.read', { reading: readingOf(day, language) })}</p>
      {milestones.map((milestone) => (
        <p key={milestoneKey(milestone)} className={styles.milestone}>
          {milestoneText(t, milestone, language)}
        </p>
      ))}
      <WeekDots {...finished} />
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
