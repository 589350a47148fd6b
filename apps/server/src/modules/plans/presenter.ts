import type { Plan, PlanDay } from '@bible-journey/contract';
import type { PlanDayRow, PlanWithDays } from './repository.js';

export function presentDay(day: PlanDayRow): PlanDay {
  return {
    id: day.id,
    _id: day.position,
    date: day.date,
    read: day.read,
    readChangedAt: day.readChangedAt?.toISOString() ?? null,
    readingStart: day.readingStart,
    readingEnd: day.readingEnd,
    readingDetails: day.readingDetails,
  };
}

export function presentPlan({ plan, days }: PlanWithDays): Plan {
  return {
    _id: plan.id,
    readingCalendar: days.map(presentDay),
    shouldTrackDelays: plan.shouldTrackDelays,
    blockedWeekDays: plan.blockedWeekDays,
    type: plan.planType,
    planType: plan.planType,
    chaptersPerDay: plan.chaptersPerDay,
    quantityOfDays: plan.quantityOfDays,
    readingOrder: plan.readingOrder,
    delays: plan.delays,
    updatedAt: plan.updatedAt.toISOString(),
    revision: plan.revision,
  };
}
