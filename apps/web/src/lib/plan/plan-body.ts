import type { PlanBody } from '@bible-journey/contract';
import type { LocalPlanV2 } from '@bible-journey/core';

/** The body the server takes for the device's plan, marks with the times they changed. */
export function toPlanBody(plan: LocalPlanV2): PlanBody {
  return {
    readingCalendar: plan.planv2.map(
      ({ _id, date, read, readChangedAt, readingStart, readingEnd, readingDetails }) => ({
        _id,
        date,
        read,
        readChangedAt: readChangedAt ?? null,
        readingStart,
        readingEnd,
        readingDetails,
      }),
    ),
    shouldTrackDelays: plan.trackDelays,
    blockedWeekDays: plan.blockedWeekDays,
    planType: plan.planType,
    chaptersPerDay: plan.chaptersPerDay,
    quantityOfDays: plan.quantityOfDays,
    readingOrder: plan.readingOrder,
  };
}
