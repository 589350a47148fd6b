/** The seven week days as plans number them: Sunday = 0 ... Saturday = 6 (the order of `weekDayOf`). */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export type WeekDay = (typeof WEEK_DAYS)[number];

export function isWeekDay(value: unknown): value is WeekDay {
  return Number.isInteger(value) && (value as number) >= WEEK_DAYS[0] && (value as number) <= WEEK_DAYS[6];
}
