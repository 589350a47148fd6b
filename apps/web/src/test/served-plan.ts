import { type Plan, PlanSchema } from '@bible-journey/contract';
import type { LocalPlanV2 } from '@bible-journey/core';

/** The server's answer for a device plan it holds as `id`, checked against the contract so fakes can't drift. */
export function servedPlan(plan: LocalPlanV2, id: string, overrides: Partial<Plan> = {}): Plan {
  return PlanSchema.parse({
    _id: id,
    readingCalendar: plan.planv2.map((day) => ({
      id: day.id ?? `${id}-day-${day._id}`,
      _id: day._id,
      date: day.date,
      read: day.read,
      readChangedAt: day.readChangedAt ?? null,
      readingStart: day.readingStart,
      readingEnd: day.readingEnd,
      readingDetails: day.readingDetails,
    })),
    shouldTrackDelays: plan.trackDelays,
    blockedWeekDays: plan.blockedWeekDays,
    type: plan.planType,
    planType: plan.planType,
    chaptersPerDay: plan.chaptersPerDay,
    quantityOfDays: plan.quantityOfDays,
    readingOrder: plan.readingOrder,
    delays: plan.delays,
    updatedAt: plan.lastModified,
    revision: plan.revision ?? 1,
    ...overrides,
  });
}
