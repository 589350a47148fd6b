import type { LocalPlanV2 } from '../plan/local-plan.js';
import { mergeServerPlan } from './merge-server-plan.js';
import { acknowledgeOperation, type MarkOperation, type PlanOperation } from './plan-operations.js';
import { decideSync } from './plan-sync.js';
import { dayIndexHolding, isNewerMark, markOf, type SyncedDay } from './read-mark.js';
import { localFromServer, type ServerPlanLike } from './server-plan.js';
import { applyStructuralChange, type StructuralChange } from './structural-change.js';

/** A structural change made on the device that the server hasn't taken yet. */
export interface PendingChange {
  planId: string;
  change: StructuralChange;
}

/** What the device keeps (the web app: local storage). Read again after every wait: the person may tick meanwhile. */
export interface DeviceSyncStore {
  getPlan(): LocalPlanV2 | null;
  setPlan(plan: LocalPlanV2): void;
  getOutbox(): PlanOperation[];
  setOutbox(outbox: PlanOperation[]): void;
  getPendingChange(): PendingChange | null;
  setPendingChange(change: PendingChange | null): void;
}

/** The server's answer to a mark: the day as stored now (the mark may have landed on another day). */
export interface MarkAnswer {
  planId: string;
  revision: number;
  day: { id: string; read: boolean; readChangedAt: string | null };
}

/** How the device reaches the server. A call that can't reach it throws; the sync stops and is tried again later. */
export interface PlanTransport<Server extends ServerPlanLike = ServerPlanLike> {
  /** The account's plans, oldest first; 'notModified' when nothing changed since the last answer. */
  getPlans(): Promise<Server[] | 'notModified'>;
  postPlan(plan: LocalPlanV2): Promise<Server>;
  /** A whole-plan write based on `basedOnRevision`: 'conflict' when the plan moved on, 'gone' when it no longer exists. */
  putPlan(plan: LocalPlanV2, basedOnRevision: number): Promise<Server | 'conflict' | 'gone'>;
  sendMark(dayId: string, operation: MarkOperation): Promise<MarkAnswer | 'gone'>;
  sendTrackDelays(planId: string, shouldTrackDelays: boolean): Promise<'ok' | 'gone'>;
}

export type SyncOutcome<Server extends ServerPlanLike = ServerPlanLike> =
  | { kind: 'synced' }
  /** Both sides hold a different plan: ask the person (resolveChoice). */
  | { kind: 'choose'; server: Server }
  | { kind: 'goToNew' };

export interface SyncOptions {
  newOpId: () => string;
  now: () => string;
  /** Attempts at a whole-plan write that keeps meeting newer revisions. */
  maxConflicts?: number;
}

/**
 * One round of sync for the device's plan: fetch the server's, merge (mergeServerPlan), make a
 * waiting edit or replan again on the merged plan and write it with the revision it was based on
 * (409: fetch, merge and try again), then send every waiting operation, each acknowledged one at a
 * time. Never drops a tick: an operation leaves the outbox only when the server answered it or
 * already holds a later change of that day.
 */
export async function syncPlan<Server extends ServerPlanLike>(
  store: DeviceSyncStore,
  transport: PlanTransport<Server>,
  options: SyncOptions,
): Promise<SyncOutcome<Server>> {
  const maxConflicts = options.maxConflicts ?? 5;
  for (let attempt = 0; ; attempt++) {
    const plans = await transport.getPlans();
    if (plans !== 'notModified') {
      const decision = decideSync(store.getPlan(), plans);
      if (decision.action === 'goToNew') return { kind: 'goToNew' };
      if (decision.action === 'choose') return { kind: 'choose', server: decision.server };
      if (decision.action === 'postLocal') {
        const local = store.getPlan() as LocalPlanV2;
        adoptServerPlan(store, await transport.postPlan(local), options, local);
      } else if (decision.action === 'useServer') {
        // Ticks still waiting for the plan this device held go to that plan before it is replaced.
        if (store.getPlan()?.planId) await sendOutbox(store, transport);
        store.setPlan(localFromServer(decision.server));
        store.setPendingChange(null);
      } else {
        adoptServerPlan(store, decision.server, options);
      }
    }
    const pending = store.getPendingChange();
    const plan = store.getPlan();
    if (!pending || !plan || pending.planId !== plan.planId) {
      if (pending) store.setPendingChange(null);
      break;
    }
    const changed = applyStructuralChange(plan, pending.change, options.now());
    const answer = await transport.putPlan(changed, plan.revision ?? 0);
    if (answer === 'gone') {
      store.setPendingChange(null);
      break;
    }
    if (answer !== 'conflict') {
      if (store.getPendingChange() === pending) store.setPendingChange(null);
      adoptServerPlan(store, answer, options);
      break;
    }
    if (attempt + 1 >= maxConflicts) throw new Error('The plan keeps changing on the server; try again later.');
  }
  await sendOutbox(store, transport);
  return { kind: 'synced' };
}

/** The person chose which plan to keep after signing in: the server's, or this device's (saved as the account's newest). */
export async function resolveChoice<Server extends ServerPlanLike>(
  store: DeviceSyncStore,
  transport: PlanTransport<Server>,
  keep: 'server' | 'device',
  server: Server,
  options: SyncOptions,
): Promise<void> {
  const device = store.getPlan();
  if (keep === 'server' || !device) {
    store.setPlan(localFromServer(server));
    store.setOutbox(store.getOutbox().filter((operation) => operation.planId !== device?.planId));
    store.setPendingChange(null);
    return;
  }
  const unsaved: LocalPlanV2 = { ...device, planId: null };
  store.setPendingChange(null);
  adoptServerPlan(store, await transport.postPlan(unsaved), options, device);
}

/** The server's plan becomes the device's, with every newer device mark and waiting operation on top. */
function adoptServerPlan(store: DeviceSyncStore, server: ServerPlanLike, options: SyncOptions, posted?: LocalPlanV2) {
  let device = store.getPlan();
  // A plan just saved: the device's copy (ticked meanwhile, maybe) is that plan.
  if (posted && device && (device === posted || device.planId === posted.planId))
    device = { ...device, planId: server._id };
  const merged = mergeServerPlan(device, store.getOutbox(), server, options.newOpId);
  store.setPlan(merged.plan);
  store.setOutbox(merged.outbox);
}

async function sendOutbox(store: DeviceSyncStore, transport: PlanTransport): Promise<void> {
  for (const operation of store.getOutbox()) {
    const plan = store.getPlan();
    if (operation.kind === 'trackDelays') {
      await transport.sendTrackDelays(operation.planId, operation.shouldTrackDelays);
      store.setOutbox(acknowledgeOperation(store.getOutbox(), operation.opId));
      continue;
    }
    const dayId = plan?.planId === operation.planId ? dayIdFor(plan, operation) : undefined;
    // The plan the tick was made on isn't the device's any more and its day isn't known: nothing to send it to.
    if (!dayId) {
      if (plan?.planId !== operation.planId) store.setOutbox(acknowledgeOperation(store.getOutbox(), operation.opId));
      continue;
    }
    const answer = await transport.sendMark(dayId, operation);
    store.setOutbox(acknowledgeOperation(store.getOutbox(), operation.opId));
    if (answer !== 'gone') takeAnswer(store, answer, operation);
  }
}

function dayIdFor(plan: LocalPlanV2, operation: MarkOperation): string | undefined {
  return plan.planv2[dayIndexHolding(plan.planv2)(operation.chapter)]?.id;
}

/**
 * The stored day after a mark: shown unless the device changed that day again since. (The server
 * may have stored another time than the tick's: a device clock ahead of the server's counts as now.)
 */
function takeAnswer(store: DeviceSyncStore, answer: MarkAnswer, sent: MarkOperation): void {
  const plan = store.getPlan();
  if (!plan || plan.planId !== answer.planId) return;
  const stored = { read: answer.day.read, readChangedAt: answer.day.readChangedAt };
  const isStillAsSent = (day: SyncedDay) => {
    const mark = markOf(day);
    return (mark.read === sent.read && mark.readChangedAt === sent.at) || !isNewerMark(mark, stored);
  };
  const planv2 = plan.planv2.map((day: SyncedDay) =>
    day.id === answer.day.id && isStillAsSent(day) ? { ...day, ...stored } : day,
  );
  // Only a revision right after ours means nothing else happened in between: a later edit may then be based on it.
  const revision = answer.revision === (plan.revision ?? 0) + 1 ? answer.revision : plan.revision;
  store.setPlan({ ...plan, planv2, ...(revision === undefined ? {} : { revision }) });
}
