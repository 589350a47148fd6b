import type { CalendarDay } from '@bible-journey/core';

const sameReading = (a: CalendarDay, b: CalendarDay) =>
  a.readingDetails.length === b.readingDetails.length &&
  a.readingDetails.every(
    (ref, i) => ref.book === b.readingDetails[i]?.book && ref.chapter === b.readingDetails[i]?.chapter,
  );

/** An edited plan keeps the read mark of each day whose date and chapters did not change. */
export function mergeReadMarks(previous: readonly CalendarDay[], next: CalendarDay[]): CalendarDay[] {
  const byDate = new Map(previous.map((day) => [day.date, day]));
  return next.map((day) => {
    const old = byDate.get(day.date);
    return old?.read && sameReading(old, day) ? { ...day, read: true } : day;
  });
}
