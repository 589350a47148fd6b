import {
  type CalendarDay,
  enqueueOperation,
  markDay as markDayOnDevice,
  type PlanSettings,
  setTrackDelays,
  storeLocalPlan,
} from '@bible-journey/core';
import { localPlan } from '../local-plan-store.ts';
import { session } from '../session.ts';
import { newOperationId, planOutbox } from './plan-device-store.ts';
import { requestPlanSync, saveOnAccount } from './plan-sync.ts';

// Every change lands on the device first (instant, works offline), then goes out with the next
// sync round: ticks as operations in the outbox, edits and replans as a pending change
// (plan-changes.ts, apart: they rebuild the plan with core's builder, which /plan's first paint
// doesn't need).

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
