import type { BuildInput } from '../calendar/calendar-day.js';
import type { IsoDate } from '../dates/calendar-date.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { PlanSettings } from '../plan/local-plan-actions.js';
import { rebuildKeepingProgress } from '../plan/rebuild-plan.js';
import { replan } from '../replan/replan.js';

/**
 * A change to a plan's shape, kept as what the person asked for rather than its result: when
 * another device changed the plan meanwhile (409), the change is made again on the merged plan.
 */
export type StructuralChange =
  | { kind: 'edit'; input: BuildInput; settings: PlanSettings }
  | { kind: 'replan'; today: IsoDate };

/** Makes the change on a plan: an edit keeps every read day; a replan also counts one more delay. */
export function applyStructuralChange(plan: LocalPlanV2, change: StructuralChange, now: string): LocalPlanV2 {
  if (change.kind === 'edit') {
    return {
      ...plan,
      ...change.settings,
      blockedWeekDays: [...change.settings.blockedWeekDays],
      planv2: rebuildKeepingProgress(plan.planv2, change.input),
      lastModified: now,
    };
  }
  return {
    ...plan,
    planv2: replan(plan.planv2, { today: change.today, blockedWeekDays: plan.blockedWeekDays }),
    delays: plan.delays + 1,
    lastModified: now,
  };
}
