import type { BuildInput } from '../calendar/calendar-day.js';
import type { IsoDate } from '../dates/calendar-date.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { PlanSettings } from '../plan/local-plan-actions.js';
import { rebuildKeepingProgress } from '../plan/rebuild-plan.js';
import { replanUntil } from '../replan/replan.js';
import { skipPastReadings } from '../replan/skip-past.js';

/**
 * A change to a plan's shape, kept as what the person asked for rather than its result: when
 * another device changed the plan meanwhile (409), the change is made again on the merged plan.
 */
export type StructuralChange =
  | { kind: 'edit'; input: BuildInput; settings: PlanSettings }
  /** Rebuild the unread days from `today` up to the old end date, or up to `endDate` (keeping the pace). */
  | { kind: 'replan'; today: IsoDate; endDate?: IsoDate }
  /** Start on today's reading: the unread days before `today` leave the plan (a challenge's late joiner). */
  | { kind: 'skipPast'; today: IsoDate }
  /** Several changes made one after the other before the server took the first. */
  | { kind: 'sequence'; changes: Exclude<StructuralChange, { kind: 'sequence' }>[] };

/** Makes the change on a plan: an edit keeps every read day; a replan or a skip also counts one more delay. */
export function applyStructuralChange(plan: LocalPlanV2, change: StructuralChange, now: string): LocalPlanV2 {
  if (change.kind === 'sequence') {
    return change.changes.reduce((changed, next) => applyStructuralChange(changed, next, now), plan);
  }
  if (change.kind === 'edit') {
    return {
      ...plan,
      ...change.settings,
      blockedWeekDays: [...change.settings.blockedWeekDays],
      planv2: rebuildKeepingProgress(plan.planv2, change.input),
      lastModified: now,
    };
  }
  if (change.kind === 'skipPast') {
    return { ...plan, planv2: skipPastReadings(plan.planv2, change.today), delays: plan.delays + 1, lastModified: now };
  }
  return {
    ...plan,
    planv2: replanUntil(plan.planv2, { today: change.today, blockedWeekDays: plan.blockedWeekDays }, change.endDate),
    delays: plan.delays + 1,
    lastModified: now,
  };
}

/**
 * The change to keep waiting after one more: a change made while another still waits for the
 * server comes after it (an edit then a replan both reach the account), for the same plan only.
 */
export function queueStructuralChange(
  waiting: { planId: string; change: StructuralChange } | null,
  planId: string,
  change: StructuralChange,
): { planId: string; change: StructuralChange } {
  if (!waiting || waiting.planId !== planId) return { planId, change };
  const earlier = waiting.change.kind === 'sequence' ? waiting.change.changes : [waiting.change];
  const later = change.kind === 'sequence' ? change.changes : [change];
  return { planId, change: { kind: 'sequence', changes: [...earlier, ...later] } };
}
