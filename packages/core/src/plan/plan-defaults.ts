import type { PlanType } from '../calendar/calendar-day.js';
import type { IsoDate } from '../dates/calendar-date.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';
import { DELAY_COUNT_DEFAULT, DELAY_COUNT_MAX, DELAY_COUNT_MIN } from '../validation/limits.js';

/** What a new plan form starts with. */
export const DEFAULT_PLAN: Readonly<{
  planType: PlanType;
  readingOrder: ReadingOrder;
  chaptersPerDay: number;
  quantityOfDays: number;
  trackDelays: boolean;
}> = Object.freeze({
  planType: 0,
  readingOrder: 'traditional',
  chaptersPerDay: 3,
  quantityOfDays: 90,
  trackDelays: true,
});

/** Default end date of a new plan: a year of reading from today (see default-end-date.ts). */
export { defaultEndDate } from './default-end-date.js';

/** A plan starting before today begins late, so delay tracking starts off; otherwise on. */
export function shouldTrackDelaysFor(startDate: IsoDate, today: IsoDate): boolean {
  return startDate >= today;
}

/** The delay-count input: whole numbers 1-100, anything below 1 (or not a number) becomes 1. */
export function clampDelayCount(value: unknown): number {
  const count = typeof value === 'string' ? Number(value) : value;
  if (typeof count !== 'number' || Number.isNaN(count)) return DELAY_COUNT_MIN;
  return Math.min(DELAY_COUNT_MAX, Math.max(DELAY_COUNT_MIN, Math.trunc(count)));
}

export { DELAY_COUNT_DEFAULT };
