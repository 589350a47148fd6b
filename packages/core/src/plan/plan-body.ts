import type { CalendarDay, PlanType } from '../calendar/calendar-day.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';
import type { LocalPlanV2 } from './local-plan.js';

/** A plan as the server takes it (POST and PUT /api/plan; the contract's PlanBody). */
export interface PlanWriteBody {
  readingCalendar: (CalendarDay & { readChangedAt: string | null })[];
  shouldTrackDelays: boolean;
  blockedWeekDays: number[];
  planType: PlanType;
  chaptersPerDay: number;
  quantityOfDays: number;
  readingOrder: ReadingOrder;
}

/** The body the server takes for the device's plan, marks with the times they changed. */
export function toPlanBody(plan: LocalPlanV2): PlanWriteBody {
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
