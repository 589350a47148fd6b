import {
  applyStructuralChange,
  type BuildInput,
  type CalendarDay,
  enqueueOperation,
  markDay as markDayOnDevice,
  type PlanSettings,
  queueStructuralChange,
  type StructuralChange,
  setTrackDelays,
  storeLocalPlan,
} from '@bible-journey/core';
import { localPlan } from '../local-plan-store.ts';
import { session } from '../session.ts';
import { newOperationId, pendingPlanChange, planOutbox } from './plan-device-store.ts';
import { requestPlanSync, saveOnAccount } from './plan-sync.ts';

// Every change lands on the device first (instant, works offline), then goes out with the next
// sync round: ticks as operations in the outbox, edits and replans as a pending change.

const now = () => new Date().toISOString();

/** Ticks (or unticks) the day at this position. */
export function markDay(position: number, read: boolean): void {
  const plan = localPlan.get();
  if (!plan) return;
  const marked = markDayOnDevice(plan, planOutbox.get(), position, read, now(), newOperationId());
  localPlan.set(marked.plan);
  planOutbox.set(marked.outbox);
  requestPlanSync();
}

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

export function setDelayTracking(shouldTrackDelays: boolean): void {
  const plan = localPlan.get();
  if (!plan || plan.trackDelays === shouldTrackDelays) return;
  const at = now();
  localPlan.set(setTrackDelays(plan, at, shouldTrackDelays));
  if (plan.planId) {
    const operation = {
      kind: 'trackDelays' as const,
      opId: newOperationId(),
      planId: plan.planId,
      shouldTrackDelays,
      at,
    };
    planOutbox.set(enqueueOperation(planOutbox.get(), operation));
  }
  requestPlanSync();
}

/**
 * A new plan: signed in, saved on the account first (spec 2 section 4: then kept on the device);
 * signed out, kept on the device only. Throws when the account can't be reached.
 */
export async function saveNewPlan(days: CalendarDay[], settings: PlanSettings): Promise<void> {
  const plan = storeLocalPlan(days, settings, null, now());
  if (!session.get()) {
    localPlan.set(plan);
    return;
  }
  await saveOnAccount(plan);
}
