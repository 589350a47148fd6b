import { type CalendarDay, formatReadingRange, type Language, readingMinutes } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { dayStatus, utcDate } from '../lib/day-status.ts';
import styles from './day-row.module.css';

interface DayRowProps {
  day: CalendarDay;
  today: string;
  language: Language;
  onToggle: (dayId: number) => void;
  /** Today's reading and the first unread one get a "Read now" button that opens the reader. */
  onRead?: ((day: CalendarDay) => void) | undefined;
}

/** One day: its tick (named by the reading), weekday and date, and the estimated minutes. */
export function DayRow({ day, today, language, onToggle, onRead }: DayRowProps) {
  const { t } = useTranslation();
  const id = useId();
  const status = dayStatus(day, today);
  const isToday = day.date === today;
  const date = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(utcDate(day.date));
  const reading = formatReadingRange(day.readingStart, day.readingEnd, language);
  return (
    <li className={`${styles.row} ${styles[status]}`} aria-current={isToday ? 'date' : undefined}>
      <input
        id={id}
        className={styles.checkbox}
        type="checkbox"
        checked={day.read}
        onChange={() => onToggle(day._id)}
        aria-describedby={`${id}-details`}
      />
      <label htmlFor={id} className={styles.label}>
        {reading}
      </label>
      <span id={`${id}-details`} className={styles.details}>
        {isToday && <strong className={styles.todayBadge}>{t('plan-checklist.day.today')}</strong>}
        <span>{date}</span>
        <span>{t('plan-checklist.day.minutes', { count: readingMinutes(day) })}</span>
      </span>
      {onRead && (
        <button
          type="button"
          className={styles.readNow}
          aria-label={t('plan-checklist.day.readNowFor', { reading })}
          onClick={() => onRead(day)}
        >
          {t('plan-checklist.day.readNow')}
        </button>
      )}
    </li>
  );
}
