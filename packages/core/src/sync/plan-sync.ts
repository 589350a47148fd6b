import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { ServerPlanLike } from './server-plan.js';

/** What to do after fetching the server's plans (spec 2 section 4, "Sync ... on fetch"). */
export type SyncDecision<Server extends ServerPlanLike = ServerPlanLike> =
  /** The device holds the server's plan: merge the two (mergeServerPlan). */
  | { action: 'merge'; server: Server }
  /** The device has no plan of its own (or one the account has since replaced): take the server's. */
  | { action: 'useServer'; server: Server }
  /** Both sides hold a different plan: the person chooses which to keep; nothing is replaced silently. */
  | { action: 'choose'; server: Server }
  /** Only the device has a plan: save it on the account. */
  | { action: 'postLocal' }
  | { action: 'goToNew' };

/**
 * The last plan of the server's list is the one used. A device plan that is that plan is merged
 * with it. A device plan the account knows but has since replaced with a newer one (made on
 * another device) gives way to the newer one. A device plan the account doesn't know (made before
 * signing in, or removed from the account) is never overwritten without asking.
 */
export function decideSync<Server extends ServerPlanLike>(
  local: LocalPlanV2 | null,
  serverPlans: readonly Server[],
): SyncDecision<Server> {
  const server = serverPlans[serverPlans.length - 1];
  const hasLocal = local !== null && local.planv2.length > 0;
  if (!server) return hasLocal ? { action: 'postLocal' } : { action: 'goToNew' };
  if (!hasLocal) return { action: 'useServer', server };
  if (local.planId === server._id) return { action: 'merge', server };
  if (local.planId !== null && serverPlans.some((plan) => plan._id === local.planId)) {
    return { action: 'useServer', server };
  }
  return { action: 'choose', server };
}
