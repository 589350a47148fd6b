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

// Each action returns a new plan and stamps lastModified: the sync rules compare it with the
// server's updatedAt (spec 2 section 4, "Local plan state").

/** Stores a newly built (or edited) plan: sets its server id, if any, and resets delays to 0. */
export function storeLocalPlan(
  days: CalendarDay[],
  settings: PlanSettings,
  planId: string | null,
  now: string,
): LocalPlanV2 {
  return { ...emptyLocalPlan(now), ...settings, planv2: days, planId, delays: 0 };
}

/** After replanning: the new days, and one more delay. */
export function replaceWithReplanned(plan: LocalPlanV2, days: CalendarDay[], now: string): LocalPlanV2 {
  return { ...plan, planv2: days, delays: plan.delays + 1, lastModified: now };
}

/** Flips (or, with `force`, sets) the read mark of the day with this position. */
export function toggleDayRead(plan: LocalPlanV2, dayId: number, now: string, force?: boolean): LocalPlanV2 {
  return {
    ...plan,
    planv2: plan.planv2.map((day) =>
      day._id === dayId ? { ...day, read: force ?? !day.read, readChangedAt: now } : day,
    ),
    lastModified: now,
  };
}

/** Sets (or flips) delay tracking. */
export function setTrackDelays(plan: LocalPlanV2, now: string, trackDelays?: boolean): LocalPlanV2 {
  return { ...plan, trackDelays: trackDelays ?? !plan.trackDelays, lastModified: now };
}

/** Remembers the server id a plan got when it was posted. */
export function attachPlanId(plan: LocalPlanV2, planId: string): LocalPlanV2 {
  return { ...plan, planId };
}
