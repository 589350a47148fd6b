import type { PlanType } from '../calendar/calendar-day.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';
import type { SyncedDay } from '../sync/read-mark.js';
import { DEFAULT_PLAN } from './plan-defaults.js';

/** The plan kept on the device (local storage key `planv2`'s record), spec 2 section 3. */
export interface LocalPlanV2 {
  planv2: SyncedDay[];
  /** The server's id once the plan is saved there. */
  planId: string | null;
  /** The server's revision this copy was last merged with (absent until it is). */
  revision?: number;
  /** ISO date-time of the last local change. */
  lastModified: string;
  delays: number;
  blockedWeekDays: number[];
  planType: PlanType;
  chaptersPerDay: number;
  quantityOfDays: number;
  readingOrder: ReadingOrder;
  trackDelays: boolean;
}

/** An empty local plan with the spec's defaults (the state after a reset). */
export function emptyLocalPlan(lastModified: string): LocalPlanV2 {
  return {
    planv2: [],
    planId: null,
    lastModified,
    delays: 0,
    blockedWeekDays: [],
    planType: DEFAULT_PLAN.planType,
    chaptersPerDay: DEFAULT_PLAN.chaptersPerDay,
    quantityOfDays: DEFAULT_PLAN.quantityOfDays,
    readingOrder: DEFAULT_PLAN.readingOrder,
    trackDelays: DEFAULT_PLAN.trackDelays,
  };
}
