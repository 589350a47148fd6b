import {
  type CalendarDay,
  type Language,
  readingMinutes,
  readingStreak,
  type TodayReading,
  todayReading,
} from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { longDate, readingOf } from '../../lib/format-day.ts';
import { Button } from '../ui/button.tsx';
import styles from './today-card.module.css';

interface TodayCardProps {
  days: readonly CalendarDay[];
  blockedWeekDays: readonly number[];
  today: string;
  language: Language;
  onRead: (day: CalendarDay) => void;
}

/** "What do I read today?" in one glance: the day, its chapters and minutes, one big button, the streak. */
export function TodayCard({ days, blockedWeekDays, today, language, onRead }: TodayCardProps) {
  const { t } = useTranslation();
  const state = todayReading(days, today);
  const streak = readingStreak(days, today, blockedWeekDays);
  return (
    <section className={styles.card} aria-labelledby="today-heading">
      <div className={styles.top}>
        <h2 id="today-heading" className={styles.heading}>
          {t('todayCard.heading')}
        </h2>
        {state.kind === 'reading' && (
          <span className={styles.dayOf}>
            {t('todayCard.dayOf', {
              day: state.dayNumber.toLocaleString(language),
              total: state.dayCount.toLocaleString(language),
            })}
          </span>
        )}
      </div>
      <TodayBody state={state} language={language} onRead={onRead} />
      {streak > 0 && (
        <p className={styles.streak}>
          <FlameIcon />
          {t('todayCard.streak', { count: streak, formatted: streak.toLocaleString(language) })}
        </p>
      )}
    </section>
  );
}

function TodayBody({
  state,
  language,
  onRead,
}: {
  state: TodayReading;
  language: Language;
  onRead: (day: CalendarDay) => void;
}) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'reading': {
      const { day } = state;
      const reading = readingOf(day, language);
      return (
        <>
          <p className={styles.reading}>{reading}</p>
          <p className={styles.minutes}>
            {day.read ? t('todayCard.done') : t('checklist.day.minutes', { count: readingMinutes(day) })}
          </p>
          <Button
            className={styles.start}
            variant={day.read ? 'secondary' : 'primary'}
            aria-label={t(day.read ? 'todayCard.againFor' : 'todayCard.startFor', { reading })}
            onClick={() => onRead(day)}
          >
            {t(day.read ? 'todayCard.again' : 'todayCard.start')}
          </Button>
        </>
      );
    }
    case 'rest':
      return (
        <p className={styles.calm}>
          {t('todayCard.rest', {
            reading: readingOf(state.next, language),
            date: longDate(state.next.date, language),
          })}
        </p>
      );
    case 'notStarted':
      return (
        <p className={styles.calm}>
          {t('todayCard.notStarted', {
            reading: readingOf(state.first, language),
            date: longDate(state.first.date, language),
          })}
        </p>
      );
    case 'finished':
      return <p className={styles.calm}>{t('todayCard.finished')}</p>;
    case 'ended': {
      const reading = readingOf(state.firstUnread, language);
      return (
        <>
          <p className={styles.calm}>{t('todayCard.ended', { reading })}</p>
          <Button
            className={styles.start}
            aria-label={t('todayCard.startFor', { reading })}
            onClick={() => onRead(state.firstUnread)}
          >
            {t('todayCard.start')}
          </Button>
        </>
      );
    }
  }
}

function FlameIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.flame}>
      <path
        d="M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.7 2.2-4.8.2 1.6 1 2.6 2 3.1C11 8.7 11.2 5.6 12 3z"
        fill="currentColor"
      />
    </svg>
  );
}
