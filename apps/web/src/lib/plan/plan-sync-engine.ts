import type { LocalPlanV2 } from '@bible-journey/core';
import { localFromServer, resolveChoice, syncPlan } from '@bible-journey/core/device-sync';
import { ApiError } from '../api-client.ts';
import { localPlan } from '../local-plan-store.ts';
import { session } from '../session.ts';
import { storedValue } from '../storage.ts';
import { postPlan } from './plan-api.ts';
import { deviceSyncStore, hasUnsentChanges, newOperationId, planOutbox } from './plan-device-store.ts';
import { planSyncStatus } from './plan-sync-status.ts';
import { createPlanApi, type PlansTag } from './plan-sync-transport.ts';
import { createSyncLoop, oneTabAtATime as oneTabAtATimeIn } from './sync-loop.ts';

const isTag = (value: unknown): value is PlansTag | null =>
  value === null || (typeof value === 'object' && typeof (value as PlansTag).tag === 'string');
const plansTag = storedValue<PlansTag | null>('planSyncTag', null, isTag);

const transport = createPlanApi(plansTag.get, localPlan.get);
const status = () => planSyncStatus.get();
const options = { newOpId: newOperationId, now: () => new Date().toISOString() };
const setStatus = planSyncStatus.set;
const oneTabAtATime = <T>(run: () => Promise<T>) => oneTabAtATimeIn('bible-journey-plan-sync', run);

/** One round; true when ticks made while it ran wait for the next one. */
async function runRound(): Promise<boolean> {
  setStatus({ state: 'syncing' });
  try {
    const outcome = await oneTabAtATime(() => syncPlan(deviceSyncStore, transport, options));
    if (outcome.kind === 'choose') {
      setStatus({ state: 'idle', hasSynced: true, choice: outcome.server, shouldGoToNew: false });
      return false;
    }
    if (outcome.kind === 'goToNew') {
      setStatus({ state: 'idle', hasSynced: true, choice: null, shouldGoToNew: true });
      return false;
    }
    rememberTag();
    setStatus({ state: 'idle', hasSynced: true, choice: null, shouldGoToNew: false });
    return planOutbox.get().length > 0;
  } catch (error) {
    // The session ended (the api client signed this device out): nothing to retry.
    if (error instanceof ApiError && error.status === 401) {
      setStatus({ state: 'idle' });
      return false;
    }
    throw error;
  }
}

function rememberTag() {
  const tag = transport.lastTag();
  const plan = localPlan.get();
  if (tag && plan?.planId && plan.revision !== undefined) {
    plansTag.set({ tag, planId: plan.planId, revision: plan.revision });
  }
}

const loop = createSyncLoop({
  round: runRound,
  isEnabled: () => session.get() !== null,
  onRetry: () => setStatus({ state: 'waiting' }),
  onSettled: () => setStatus({}),
});

/**
 * Asks for a sync round soon: on entering the checklist, after every tick, when the device comes
 * back online or the app comes back to the foreground. One round runs at a time; a request during
 * a round runs another one after it. Signed-out devices keep their plan to themselves.
 */
export const requestPlanSync: () => void = loop.request;

/** A new plan made signed in: saved on the account first (spec 2 section 4), then kept on the device. */
export async function saveOnAccount(plan: LocalPlanV2): Promise<void> {
  const saved = await postPlan(plan);
  deviceSyncStore.setPendingChange(null);
  localPlan.set(localFromServer(saved));
  requestPlanSync();
}

/** The person chose which plan to keep: the account's, or this device's (saved as the account's newest). */
export async function choosePlan(keep: 'server' | 'device'): Promise<void> {
  const server = status().choice;
  if (!server) return;
  await oneTabAtATime(() => resolveChoice(deviceSyncStore, transport, keep, server, options));
  setStatus({ choice: null });
  requestPlanSync();
}

/**
 * Sends what waits on this device now (before logging out, say): true once nothing is left
 * waiting, false when a round failed or `timeoutMs` passed first.
 */
export function flushPlanSync(timeoutMs = 8_000): Promise<boolean> {
  if (!hasUnsentChanges()) return Promise.resolve(true);
  if (!session.get()) return Promise.resolve(false);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(!hasUnsentChanges());
    };
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = planSyncStatus.subscribe(() => {
      const { state } = status();
      if (!hasUnsentChanges() || state === 'waiting' || (state === 'idle' && !loop.isRunning())) finish();
    });
    requestPlanSync();
  });
}

/** Forgets the sync state of the session that ended (a choice offered to the last account must not linger). */
function resetForSignedOut() {
  loop.reset();
  planSyncStatus.reset();
}

session.subscribe(() => {
  if (!session.get()) resetForSignedOut();
});
