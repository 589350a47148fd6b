import { addDays, type IsoDate, openDates } from '../dates/calendar-date.js';
import type { CheckedPlanInput } from '../validation/plan-input.js';

/**
 * The reading dates of a plan holding `chapterCount` chapters: never a blocked week day, at
 * least one date, and never more dates than chapters (each day reads at least one chapter).
 */
export function planDates(plan: CheckedPlanInput, chapterCount: number): IsoDate[] {
  const { startDate, blockedWeekDays, takenDates } = plan;
  switch (plan.planType) {
    case 0: {
      const endDate = (plan.endDate as IsoDate) < startDate ? addDays(startDate, 1) : (plan.endDate as IsoDate);
      const dates = openDates(startDate, blockedWeekDays, chapterCount, endDate, takenDates);
      return dates.length > 0 ? dates : openDates(startDate, blockedWeekDays, 1, undefined, takenDates);
    }
    case 1: {
      const days = Math.max(1, Math.floor(chapterCount / (plan.chaptersPerDay as number)));
      return openDates(startDate, blockedWeekDays, days, undefined, takenDates);
    }
    case 2:
      return openDates(
        startDate,
        blockedWeekDays,
        Math.min(plan.quantityOfDays as number, chapterCount),
        undefined,
        takenDates,
      );
  }
}
