import type { CalendarDay } from './calendar-day.js';

/** The days of one calendar month of a plan. */
export interface MonthGroup<Day extends CalendarDay = CalendarDay> {
  /** `YYYY-MM` */
  key: string;
  year: number;
  /** 1-12 */
  month: number;
  days: Day[];
}

/** Groups days by calendar month, months and days in date order. */
export function groupDaysByMonth<Day extends CalendarDay>(days: readonly Day[]): MonthGroup<Day>[] {
  const groups: MonthGroup<Day>[] = [];
  for (const day of [...days].sort(byDate)) {
    const key = day.date.slice(0, 7);
    let group = groups[groups.length - 1];
    if (group?.key !== key) {
      group = { key, year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), days: [] };
      groups.push(group);
    }
    group.days.push(day);
  }
  return groups;
}

/** The month a checklist opens on: the first with an unread day, else the last. -1 when empty. */
export function initialMonthIndex(groups: readonly MonthGroup[]): number {
  const firstUnread = groups.findIndex((group) => group.days.some((day) => !day.read));
  return firstUnread >= 0 ? firstUnread : groups.length - 1;
}

/** Date order, then position. */
export function byDate(a: CalendarDay, b: CalendarDay): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a._id - b._id;
}
