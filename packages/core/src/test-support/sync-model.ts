// Test-only: an in-memory model of the plan server (the day-level sync rules the real server
// follows), a device store kept as JSON text like the web app's local storage, and a transport
// that can be offline or lose an answer after the server applied the request.

import type { ChapterRef } from '../canon/canon.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import type { MarkOperation, PlanOperation } from '../sync/plan-operations.js';
import { chapterKeyOf, dayIndexHolding, isNewerMark, markOf } from '../sync/read-mark.js';
import { type ReconciledDay, reconcileDays } from '../sync/reconcile-days.js';
import type { ServerPlanLike } from '../sync/server-plan.js';
import type { DeviceSyncStore, MarkAnswer, PendingChange, PlanTransport } from '../sync/sync-plan.js';
import { clone } from './date-oracle.js';

export type ModelPlan = ServerPlanLike;

/** One request the server answered (or refused), with the plan's revision around it. */
export interface ServerLogEntry {
  kind: 'post' | 'put' | 'conflict' | 'mark';
  planId: string;
  revisionBefore: number;
  revisionAfter: number;
  /** The revision a whole-plan write named. */
  basedOn?: number;
  /**
   * A mark sent to a retired day landed on the day now holding that day's first chapter, which
   * doesn't hold the operation's own chapter (the transport sends the day, not the chapter).
   */
  isForwardedAway?: boolean;
}

export interface ModelServer {
  getPlans(): ModelPlan[];
  postPlan(plan: LocalPlanV2): ModelPlan;
  putPlan(plan: LocalPlanV2, basedOnRevision: number): ModelPlan | 'conflict' | 'gone';
  sendMark(dayId: string, operation: MarkOperation): MarkAnswer | 'gone';
  sendTrackDelays(planId: string, shouldTrackDelays: boolean): 'ok' | 'gone';
  /** The account's current plan (the last one), as stored. */
  current(): ModelPlan;
  readonly log: ServerLogEntry[];
}

/** Called after every write that changed a plan, with copies of the plan before and after. */
export type ServerObserver = (before: ModelPlan | null, after: ModelPlan) => void;

/**
 * The server's rules: a mark applies to one day when it is newer (a retired day's mark lands on the
 * day now holding its first chapter); a whole-plan write names the revision it was based on and
 * goes through reconcileDays; the revision moves on with every write that changes something.
 */
export function createModelServer(now: () => string, observe?: ServerObserver): ModelServer {
  const plans: ModelPlan[] = [];
  const retired = new Map<string, { planId: string; readingDetails: ChapterRef[] }>();
  const log: ServerLogEntry[] = [];
  let nextId = 0;
  const newId = (prefix: string) => `${prefix}-${++nextId}`;

  const toServerDays = (days: readonly ReconciledDay[]): ModelPlan['readingCalendar'] =>
    days.map((day, index) => ({
      id: day.id ?? newId('day'),
      _id: index,
      date: day.date,
      read: day.read,
      readChangedAt: day.readChangedAt,
      readingDetails: day.readingDetails.map((ref) => ({ ...ref })),
    }));
  const settingsOf = (plan: LocalPlanV2) => ({
    blockedWeekDays: [...plan.blockedWeekDays],
    shouldTrackDelays: plan.trackDelays,
    type: plan.planType,
    chaptersPerDay: plan.chaptersPerDay,
    quantityOfDays: plan.quantityOfDays,
    readingOrder: plan.readingOrder,
    delays: plan.delays,
  });
  const find = (planId: string) => plans.find((plan) => plan._id === planId);
  const write = (plan: ModelPlan, change: () => void) => {
    const before = clone(plan);
    change();
    plan.revision += 1;
    plan.updatedAt = now();
    observe?.(before, clone(plan));
  };

  return {
    log,
    current: () => clone(plans[plans.length - 1] as ModelPlan),
    getPlans: () => clone(plans),

    postPlan(plan) {
      const { days } = reconcileDays([], plan.planv2, { basedOnCurrent: false, now: now() });
      const created: ModelPlan = {
        _id: newId('plan'),
        updatedAt: now(),
        revision: 1,
        readingCalendar: toServerDays(days),
        ...settingsOf(plan),
      };
      plans.push(created);
      log.push({ kind: 'post', planId: created._id, revisionBefore: 0, revisionAfter: 1 });
      observe?.(null, clone(created));
      return clone(created);
    },

    putPlan(plan, basedOnRevision) {
      const stored = plan.planId === null ? undefined : find(plan.planId);
      if (!stored) return 'gone';
      const entry = { planId: stored._id, revisionBefore: stored.revision, basedOn: basedOnRevision };
      if (basedOnRevision !== stored.revision) {
        log.push({ kind: 'conflict', ...entry, revisionAfter: stored.revision });
        return 'conflict';
      }
      write(stored, () => {
        const result = reconcileDays(stored.readingCalendar, plan.planv2, { basedOnCurrent: true, now: now() });
        for (const day of result.retired) {
          retired.set(day.id, { planId: stored._id, readingDetails: day.readingDetails.map((ref) => ({ ...ref })) });
        }
        Object.assign(stored, settingsOf(plan), { readingCalendar: toServerDays(result.days) });
      });
      log.push({ kind: 'put', ...entry, revisionAfter: stored.revision });
      return clone(stored);
    },

    sendMark(dayId, operation) {
      const plan = find(operation.planId);
      if (!plan) return 'gone';
      let index = plan.readingCalendar.findIndex((day) => day.id === dayId);
      const gone = retired.get(dayId);
      const isForwarded = index < 0 && gone?.planId === plan._id && gone.readingDetails[0] !== undefined;
      if (isForwarded) index = dayIndexHolding(plan.readingCalendar)(gone.readingDetails[0] as ChapterRef);
      const day = plan.readingCalendar[index];
      if (!day) return 'gone';
      const isForwardedAway =
        isForwarded && !day.readingDetails.some((ref) => chapterKeyOf(ref) === chapterKeyOf(operation.chapter));
      const mark = { read: operation.read, readChangedAt: operation.at };
      const revisionBefore = plan.revision;
      if (isNewerMark(mark, markOf(day))) {
        write(plan, () => {
          plan.readingCalendar[index] = { ...day, ...mark };
        });
      }
      log.push({ kind: 'mark', planId: plan._id, revisionBefore, revisionAfter: plan.revision, isForwardedAway });
      const stored = plan.readingCalendar[index] as ModelPlan['readingCalendar'][number];
      return {
        planId: plan._id,
        revision: plan.revision,
        day: { id: stored.id, read: stored.read, readChangedAt: stored.readChangedAt },
      };
    },

    sendTrackDelays(planId, shouldTrackDelays) {
      const plan = find(planId);
      if (!plan) return 'gone';
      if (plan.shouldTrackDelays !== shouldTrackDelays) {
        write(plan, () => {
          plan.shouldTrackDelays = shouldTrackDelays;
        });
      }
      return 'ok';
    },
  };
}

export class NetworkError extends Error {
  constructor(what: string) {
    super(`network error: ${what}`);
    this.name = 'NetworkError';
  }
}

/** The state of one device's connection; the test changes it between (and during) sync rounds. */
export interface DeviceLink {
  online: boolean;
  /** Transport calls made in the current round, numbered from 0. */
  calls: number;
  /** This call of the round fails: before reaching the server, or after the server applied it. */
  fault: { atCall: number; mode: 'network' | 'lostAnswer' } | null;
  /** Runs before a call reaches the server: other things happen meanwhile (ticks, other devices). */
  beforeCall: ((call: number) => Promise<void>) | null;
}

export const connectedLink = (): DeviceLink => ({ online: true, calls: 0, fault: null, beforeCall: null });

/** A transport to the model server through a link that can be offline or lose answers. */
export function createModelTransport(server: ModelServer, link: DeviceLink): PlanTransport<ModelPlan> {
  const call = async <T>(what: string, run: () => T): Promise<T> => {
    const index = link.calls++;
    await link.beforeCall?.(index);
    if (!link.online) throw new NetworkError(`${what} (offline)`);
    const fault = link.fault?.atCall === index ? link.fault.mode : null;
    if (fault === 'network') throw new NetworkError(`${what} (request lost)`);
    const answer = clone(run());
    if (fault === 'lostAnswer') throw new NetworkError(`${what} (answer lost)`);
    return answer;
  };
  return {
    getPlans: () => call('getPlans', () => server.getPlans()),
    postPlan: (plan) => call('postPlan', () => server.postPlan(clone(plan))),
    putPlan: (plan, basedOnRevision) => call('putPlan', () => server.putPlan(clone(plan), basedOnRevision)),
    sendMark: (dayId, operation) => call('sendMark', () => server.sendMark(dayId, clone(operation))),
    sendTrackDelays: (planId, value) => call('sendTrackDelays', () => server.sendTrackDelays(planId, value)),
  };
}

/** A value kept as JSON text; like the web app's stored values, the same text reads as the same object. */
function storedValue<T>(initial: T) {
  let raw = JSON.stringify(initial);
  let cachedRaw: string | undefined;
  let cached = initial;
  return {
    get(): T {
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = JSON.parse(raw) as T;
      }
      return cached;
    },
    set(value: T) {
      raw = JSON.stringify(value);
    },
    forget() {
      cachedRaw = undefined;
    },
  };
}

export interface ModelDeviceStore extends DeviceSyncStore {
  /** The page reloads: only the persisted text is left. */
  reload(): void;
}

export function createDeviceStore(plan: LocalPlanV2 | null): ModelDeviceStore {
  const stored = {
    plan: storedValue<LocalPlanV2 | null>(plan),
    outbox: storedValue<PlanOperation[]>([]),
    pending: storedValue<PendingChange | null>(null),
  };
  return {
    getPlan: stored.plan.get,
    setPlan: stored.plan.set,
    getOutbox: stored.outbox.get,
    setOutbox: stored.outbox.set,
    getPendingChange: stored.pending.get,
    setPendingChange: stored.pending.set,
    reload() {
      for (const value of Object.values(stored)) value.forget();
    },
  };
}
