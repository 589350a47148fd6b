import type { PlanBody } from '@bible-journey/contract';
import { type BuildInput, buildReadingCalendar } from '@bible-journey/core';

/** A plan body as the app sends it: a calendar the core built plus the form's settings. */
export function buildPlanBody(overrides: Partial<BuildInput> = {}, settings: Partial<PlanBody> = {}): PlanBody {
  const input: BuildInput = {
    planType: 2,
    quantityOfDays: 30,
    readingOrder: 'traditional',
    startDate: '2027-01-01',
    startReading: { bookIndex: 39, chapter: 1 },
    endReading: { bookIndex: 65, chapter: 22 },
    ...overrides,
  };
  return {
    readingCalendar: buildReadingCalendar(input),
    shouldTrackDelays: true,
    blockedWeekDays: input.blockedWeekDays ?? [],
    planType: input.planType,
    chaptersPerDay: input.chaptersPerDay ?? 3,
    quantityOfDays: input.quantityOfDays ?? 90,
    readingOrder: input.readingOrder,
    ...settings,
  };
}
