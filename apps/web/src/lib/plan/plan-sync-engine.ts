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

const isTag = (value: unknown): value is PlansTag | null =>
  value === null || (typeof value === 'object' && typeof (value as PlansTag).tag === 'string');
const plansTag = storedValue<PlansTag | null>('planSyncTag', null, isTag);

const transport = createPlanApi(plansTag.get, localPlan.get);
const status = () => planSyncStatus.get();
const options = { newOpId: newOperationId, now: () => new Date().toISOString() };
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60_000;

let running = false;
let runAgain = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

const setStatus = planSyncStatus.set;

/** Several tabs of the app share the device's plan: one sync round at a time across them. */
async function oneTabAtATime<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('bible-journey-plan-sync', run) : run();
}

async function runRound(): Promise<void> {
  setStatus({ state: 'syncing' });
  try {
    const outcome = await oneTabAtATime(() => syncPlan(deviceSyncStore, transport, options));
    failures = 0;
    if (outcome.kind === 'choose') {
      setStatus({ state: 'idle', hasSynced: true, choice: outcome.server, shouldGoToNew: false });
      return;
    }
    if (outcome.kind === 'goToNew') {
      setStatus({ state: 'idle', hasSynced: true, choice: null, shouldGoToNew: true });
      return;
    }
    rememberTag();
    setStatus({ state: 'idle', hasSynced: true, choice: null, shouldGoToNew: false });
    // Ticks made while the round ran go out in the next one.
    if (planOutbox.get().length > 0) runAgain = true;
  } catch (error) {
    // The session ended (the api client signed this device out): nothing to retry.
    if (error instanceof ApiError && error.status === 401) {
      setStatus({ state: 'idle' });
      return;
    }
    failures += 1;
    setStatus({ state: 'waiting' });
    scheduleRetry();
  }
}

function rememberTag() {
  const tag = transport.lastTag();
  const plan = localPlan.get();
  if (tag && plan?.planId && plan.revision !== undefined) {
    plansTag.set({ tag, planId: plan.planId, revision: plan.revision });
  }
}

function scheduleRetry() {
  clearTimeout(retryTimer);
  const delay = Math.min(RETRY_MAX_MS, RETRY_MIN_MS * 2 ** (failures - 1));
  // Some jitter, so devices that lost the server together don't all come back at the same instant.
  retryTimer = setTimeout(requestPlanSync, delay * (0.75 + Math.random() * 0.5));
}

/**
 * Asks for a sync round soon: on entering the checklist, after every tick, when the device comes
 * back online or the app comes back to the foreground. One round runs at a time; a request during
 * a round runs another one after it. Signed-out devices keep their plan to themselves.
 */
export function requestPlanSync(): void {
  if (!session.get()) return;
  if (running) {
    runAgain = true;
    return;
  }
  clearTimeout(retryTimer);
  running = true;
  void (async () => {
    try {
      do {
        runAgain = false;
        clearTimeout(retryTimer);
        await runRound();
        // A request made during the round (a tick, the device back online) gets its own round,
        // even after a failed one: the next backoff try may be a minute away.
      } while (runAgain && session.get());
    } finally {
      running = false;
      setStatus({});
    }
  })();
}

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
      if (!hasUnsentChanges() || state === 'waiting' || (state === 'idle' && !running)) finish();
    });
    requestPlanSync();
  });
}

/** Forgets the sync state of the session that ended (a choice offered to the last account must not linger). */
function resetForSignedOut() {
  clearTimeout(retryTimer);
  failures = 0;
  runAgain = false;
  planSyncStatus.reset();
}

session.subscribe(() => {
  if (!session.get()) resetForSignedOut();
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    // Back online: the next failure starts the backoff again from its shortest wait.
    failures = 0;
    requestPlanSync();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestPlanSync();
  });
}
