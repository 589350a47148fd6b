import {
  applyStructuralChange,
  type BuildInput,
  type PlanSettings,
  queueStructuralChange,
  type StructuralChange,
} from '@bible-journey/core';
import { localPlan } from '../local-plan-store.ts';
import { pendingPlanChange } from './plan-device-store.ts';
import { requestPlanSync } from './plan-sync.ts';

// Edits and replans: on the device at once, on the account as a pending change with the next sync
// round. They rebuild the plan with core's builder (the reading orders, the day split, the form's
// checks), so this module loads with the screens that make them (the edit screen, the late dialog's
// replan), not with /plan's first paint (plan-actions.ts has the ticks).

const now = () => new Date().toISOString();

function changePlan(change: StructuralChange): void {
  const plan = localPlan.get();
  if (!plan) return;
  localPlan.set(applyStructuralChange(plan, change, now()));
  if (plan.planId) pendingPlanChange.set(queueStructuralChange(pendingPlanChange.get(), plan.planId, change));
  requestPlanSync();
}

/**
 * Rebuilds a late plan from today: read days stay, one more delay. The unread days end on the old
 * end date, or on `endDate` when given (keeping the pace: core's keepPaceEndDate).
 */
export function replanFrom(today: string, endDate?: string): void {
  changePlan(endDate === undefined ? { kind: 'replan', today } : { kind: 'replan', today, endDate });
}

/** An edited plan: read days keep their dates and marks; the rest is spread again. */
export function saveEditedPlan(input: BuildInput, settings: PlanSettings): void {
  changePlan({ kind: 'edit', input, settings });
}
