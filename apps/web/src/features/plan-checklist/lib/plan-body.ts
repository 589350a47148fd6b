import type { Plan, PlanBody } from '@bible-journey/contract';
import type { LocalPlanV2 } from '@bible-journey/core';

/** The body the server takes for the device's plan. */
export function toPlanBody(plan: LocalPlanV2): PlanBody {
  return {
    readingCalendar: plan.planv2.map(({ _id, date, read, readingStart, readingEnd, readingDetails }) => ({
      _id,
      date,
      read,
      readingStart,
      readingEnd,
      readingDetails,
    })),
    shouldTrackDelays: plan.trackDelays,
    blockedWeekDays: plan.blockedWeekDays,
    planType: plan.planType,
    chaptersPerDay: plan.chaptersPerDay,
    quantityOfDays: plan.quantityOfDays,
    readingOrder: plan.readingOrder,
  };
}

/** Server day ids by position: ticks are sent to `/day-reading/complete/{id}`. */
export type ServerDayIds = ReadonlyMap<number, string>;

export function serverDayIds(plan: Pick<Plan, 'readingCalendar'>): ServerDayIds {
  return new Map(plan.readingCalendar.map((day, index) => [day._id ?? index, day.id]));
}
