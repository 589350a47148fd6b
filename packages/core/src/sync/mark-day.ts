import type { LocalPlanV2 } from '../plan/local-plan.js';
import { enqueueOperation, type PlanOperation } from './plan-operations.js';

export interface MarkedPlan {
  plan: LocalPlanV2;
  outbox: PlanOperation[];
}

/**
 * A tick on the device: the day's mark changes at once (with the time of the change), and, for a
 * plan the server holds, an operation waits in the outbox until the server acknowledges it. A
 * plan not saved yet carries its marks into the POST that saves it.
 */
export function markDay(
  plan: LocalPlanV2,
  outbox: readonly PlanOperation[],
  position: number,
  read: boolean,
  at: string,
  opId: string,
): MarkedPlan {
  const day = plan.planv2.find((candidate) => candidate._id === position);
  const first = day?.readingDetails[0];
  if (!day || !first) return { plan, outbox: [...outbox] };
  const marked = {
    ...plan,
    planv2: plan.planv2.map((candidate) => (candidate === day ? { ...candidate, read, readChangedAt: at } : candidate)),
    lastModified: at,
  };
  if (plan.planId === null) return { plan: marked, outbox: [...outbox] };
  const operation: PlanOperation = { kind: 'mark', opId, planId: plan.planId, chapter: { ...first }, read, at };
  return { plan: marked, outbox: enqueueOperation(outbox, operation) };
}
