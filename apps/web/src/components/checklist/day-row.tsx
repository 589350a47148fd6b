import { type CalendarDay, formatReadingRange, type Language, readingMinutes } from '@bible-journey/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './day-row.module.css';
import { dayStatus, utcDate } from './day-status.ts';

interface DayRowProps {
  day: CalendarDay;
  today: string;
  language: Language;
  /** Today's reading while unread: its "Read now" is the filled one. */
  isNext: boolean;
  onToggle: (dayId: number) => void;
  /** Every day, past and future, read or not, can be opened in the reader. */
  onRead: (day: CalendarDay) => void;
}

/** One day: its tick (named by the reading), weekday and date, the estimated minutes and "Read now". */
export function DayRow({ day, today, language, isNext, onToggle, onRead }: DayRowProps) {
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
    <li className={`${styles.row} ${styles[status]}`} aria-current={isToday ? 'date' : undefined} data-day-id={day._id}>
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
        {isToday && <strong className={styles.todayBadge}>{t('checklist.day.today')}</strong>}
        <span>{date}</span>
        <span>{t('checklist.day.minutes', { count: readingMinutes(day) })}</span>
      </span>
      <button
        type="button"
        className={`${styles.readNow} ${isNext ? styles.next : ''}`}
        aria-label={t('checklist.day.readNowFor', { reading })}
        onClick={() => onRead(day)}
      >
        {t('checklist.day.readNow')}
      </button>
    </li>
  );
}
