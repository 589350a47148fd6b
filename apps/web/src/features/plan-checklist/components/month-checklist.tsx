import {
  type CalendarDay,
  firstUnreadDay,
  groupDaysByMonth,
  initialMonthIndex,
  type Language,
} from '@bible-journey/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthTitle } from '../../../lib/month-title.ts';
import { DayRow } from './day-row.tsx';
import styles from './month-checklist.module.css';

/** Spec 2 section 9: months are rendered in groups of 3. */
export const MONTHS_PER_GROUP = 3;

interface MonthChecklistProps {
  days: readonly CalendarDay[];
  today: string;
  language: Language;
  onToggle: (dayId: number) => void;
  onRead: (day: CalendarDay) => void;
}

/** The plan's days by month, one month shown at a time with previous and next arrows. */
export function MonthChecklist({ days, today, language, onToggle, onRead }: MonthChecklistProps) {
  const { t } = useTranslation();
  const months = useMemo(() => groupDaysByMonth(days), [days]);
  // "Read now" on today's reading and on the first unread one (late, or not begun yet).
  const readNowIds = new Set([days.find((day) => day.date === today)?._id, firstUnreadDay(days)?._id]);
  // Opens on the first month with an unread day; the person's arrows win after that.
  const [chosenIndex, setChosenIndex] = useState(() => initialMonthIndex(months));
  const index = Math.min(Math.max(chosenIndex, 0), months.length - 1);
  const current = months[index];
  if (!current) return null;

  const groupStart = Math.floor(index / MONTHS_PER_GROUP) * MONTHS_PER_GROUP;
  const rendered = months.slice(groupStart, groupStart + MONTHS_PER_GROUP);

  return (
    <section className={styles.checklist} aria-labelledby="checklist-month">
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('plan-checklist.month.previous')}
          disabled={index === 0}
          onClick={() => setChosenIndex(index - 1)}
        >
          <Chevron direction="left" />
        </button>
        <h2 id="checklist-month" className={styles.month} aria-live="polite">
          {monthTitle(language, current.year, current.month)}
        </h2>
        <button
          type="button"
          className={styles.arrow}
          aria-label={t('plan-checklist.month.next')}
          disabled={index === months.length - 1}
          onClick={() => setChosenIndex(index + 1)}
        >
          <Chevron direction="right" />
        </button>
      </div>
      {rendered.map((month) => (
        <ul key={month.key} className={styles.days} hidden={month !== current}>
          {month.days.map((day) => (
            <DayRow
              key={day._id}
              day={day}
              today={today}
              language={language}
              onToggle={onToggle}
              onRead={readNowIds.has(day._id) ? onRead : undefined}
            />
          ))}
        </ul>
      ))}
    </section>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
    </svg>
  );
}
