import type { CalendarDay } from '@bible-journey/core';
import { useTranslation } from 'react-i18next';
import { type DayStatus, datesBetween, dayStatus, weekDay } from '../lib/day-status.ts';
import styles from './plan-heatmap.module.css';

type CellStatus = DayStatus | 'blocked' | 'free';

const LEGEND: readonly (DayStatus | 'blocked')[] = ['read', 'today', 'late', 'ahead', 'blocked'];

interface PlanHeatmapProps {
  days: readonly CalendarDay[];
  blockedWeekDays: readonly number[];
  today: string;
}

/** The plan as a small calendar, one column per week (spec DESIGN: "show, don't count"). */
export function PlanHeatmap({ days, blockedWeekDays, today }: PlanHeatmapProps) {
  const { t } = useTranslation();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;

  const byDate = new Map(days.map((day) => [day.date, day]));
  const cells = datesBetween(first.date, last.date).map((date): { date: string; status: CellStatus } => {
    const day = byDate.get(date);
    if (day) return { date, status: dayStatus(day, today) };
    return { date, status: blockedWeekDays.includes(weekDay(date)) ? 'blocked' : 'free' };
  });
  const count = (status: CellStatus) => cells.filter((cell) => cell.status === status).length;
  const summary = t('plan-checklist.heatmap.summary', {
    read: count('read'),
    late: count('late'),
    ahead: count('ahead') + count('today'),
  });

  return (
    <figure className={styles.figure}>
      <div className={styles.grid} role="img" aria-label={summary}>
        {cells.map((cell, index) => (
          <span
            key={cell.date}
            className={`${styles.cell} ${styles[cell.status]}`}
            style={index === 0 ? { gridRowStart: weekDay(cell.date) + 1 } : undefined}
          />
        ))}
      </div>
      <figcaption className={styles.legend}>
        {LEGEND.map((status) => (
          <span key={status} className={styles.legendItem}>
            <span className={`${styles.cell} ${styles.swatch} ${styles[status]}`} aria-hidden="true" />
            {t(`plan-checklist.heatmap.${status}`)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
