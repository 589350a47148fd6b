import type { LocalPlanV2 } from '@bible-journey/core';
import { session } from '../session.ts';
import { hasUnsentChanges } from './plan-device-store.ts';

export { hasUnsentChanges };

// The sync engine (core's syncPlan and merge, the plan's calls, retries) is only for signed-in
// people: it loads on first use, so an anonymous first visit doesn't carry it.
const loadEngine = () => import('./plan-sync-engine.ts');

/**
 * Asks for a sync round soon: on entering the checklist, after every tick, when the device comes
 * back online or the app comes back to the foreground. Signed-out devices keep their plan to themselves.
 */
export function requestPlanSync(): void {
  if (!session.get()) return;
  void loadEngine().then((engine) => engine.requestPlanSync());
}

/** Saves a new plan on the account, then keeps the account's copy on the device. Throws when the server can't be reached. */
export async function saveOnAccount(plan: LocalPlanV2): Promise<void> {
  await (await loadEngine()).saveOnAccount(plan);
}

/** The person chose which plan to keep: the account's, or this device's (saved as the account's newest). */
export async function choosePlan(keep: 'server' | 'device'): Promise<void> {
  await (await loadEngine()).choosePlan(keep);
}

/**
 * Sends what waits on this device now (before logging out, say): true once nothing is left
 * waiting, false when a round failed or `timeoutMs` passed first.
 */
export async function flushPlanSync(timeoutMs = 8_000): Promise<boolean> {
  if (!hasUnsentChanges()) return true;
  if (!session.get()) return false;
  return (await loadEngine()).flushPlanSync(timeoutMs);
}
