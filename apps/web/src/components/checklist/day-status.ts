import type { CalendarDay } from '@bible-journey/core';

/** How a day looks in the checklist and the heatmap. */
export type DayStatus = 'read' | 'today' | 'late' | 'ahead';

export function dayStatus(day: Pick<CalendarDay, 'date' | 'read'>, today: string): DayStatus {
  if (day.read) return 'read';
  if (day.date === today) return 'today';
  return day.date < today ? 'late' : 'ahead';
}

/** A calendar date as a UTC instant, so Intl formats its own parts whatever the device's zone. */
export function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
