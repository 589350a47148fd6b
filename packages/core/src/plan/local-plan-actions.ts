import type { CalendarDay, PlanType } from '../calendar/calendar-day.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';
import { emptyLocalPlan, type LocalPlanV2 } from './local-plan.js';

/** The form settings a plan is built with. */
export interface PlanSettings {
  blockedWeekDays: number[];
  planType: PlanType;
  chaptersPerDay: number;
  quantityOfDays: number;
  readingOrder: ReadingOrder;
  trackDelays: boolean;
}

// Each action returns a new plan and stamps lastModified (spec 2 section 4, "Local plan state").
// Ticks are sync/mark-day.ts; edits and replans sync/structural-change.ts.

/** Stores a newly built (or edited) plan: sets its server id, if any, and resets delays to 0. */
export function storeLocalPlan(
  days: CalendarDay[],
  settings: PlanSettings,
  planId: string | null,
  now: string,
): LocalPlanV2 {
  return { ...emptyLocalPlan(now), ...settings, planv2: days, planId, delays: 0 };
}

/** Sets (or flips) delay tracking. */
export function setTrackDelays(plan: LocalPlanV2, now: string, trackDelays?: boolean): LocalPlanV2 {
  return { ...plan, trackDelays: trackDelays ?? !plan.trackDelays, lastModified: now };
}
