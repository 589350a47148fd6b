import type { Plan } from '@bible-journey/contract';
import {
  applyStructuralChange,
  type MarkAnswer,
  type MarkOperation,
  markDay,
  type PlanTransport,
  queueStructuralChange,
  type StructuralChange,
} from '@bible-journey/core';
import { syncPlan } from '@bible-journey/core/device-sync';
import { ApiError } from '../../../lib/api-client.ts';
import { newOperationId } from '../../../lib/plan/plan-device-store.ts';
import { createPlanApi } from '../../../lib/plan/plan-sync-transport.ts';
import { createSyncLoop, oneTabAtATime } from '../../../lib/plan/sync-loop.ts';
import { session } from '../../../lib/session.ts';
import { getChallengePlan } from '../api/get-challenge-plan.ts';
import { getRankingId } from '../api/get-ranking-id.ts';
import { markChallengeDay } from '../api/mark-challenge-day.ts';
import { challengesWithUnsentChanges, copyOf, copySyncStore, forgetCopy, updateCopy } from './challenge-copy-store.ts';

// A member's copy of a challenge plan is a plan like a personal one (decision 0009): its ticks
// follow the same never-lose rules through core's syncPlan and mergeServerPlan, on the device
// first (instant, offline too), then on the account with the next round of the same sync rhythm
// as the personal plan's (lib/plan/sync-loop.ts).

/** What the server answered to one of the member's ticks: whether it changed the day, and their points. */
export interface TickAnswer {
  challengeId: string;
  read: boolean;
  /** False when the day already held that mark or a later change (completing twice counts once). */
  changed: boolean;
  /** The member's points after it, as the ranking counts them. */
  totalPoints: number;
}

const tickAnswerListeners = new Set<(answer: TickAnswer) => void>();

/** Hears the server's answer to each tick as it arrives (the points popup shows it). */
export function onTickAnswered(listener: (answer: TickAnswer) => void): () => void {
  tickAnswerListeners.add(listener);
  return () => tickAnswerListeners.delete(listener);
}

export interface CopySyncStatus {
  /** 'syncing' while a round runs; 'waiting' after a failure (offline), until the next try. */
  state: 'idle' | 'syncing' | 'waiting';
  /** A round finished since the screen opened: the device's copy is the account's (or there is none). */
  hasSynced: boolean;
  /** The server doesn't know the challenge for this person (not a member, deleted). */
  isGone: boolean;
}

const INITIAL: CopySyncStatus = { state: 'idle', hasSynced: false, isGone: false };
const statuses = new Map<string, CopySyncStatus>();
const listeners = new Set<() => void>();

/** How the sync of one challenge's copy goes (screens read it). */
export const copySyncStatus = {
  get: (challengeId: string): CopySyncStatus => statuses.get(challengeId) ?? INITIAL,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setStatus(challengeId: string, change: Partial<CopySyncStatus>) {
  statuses.set(challengeId, { ...copySyncStatus.get(challengeId), ...change });
  for (const listener of listeners) listener();
}

const LOCK_NAME = 'bible-journey-challenge-sync';
const options = { newOpId: newOperationId, now: () => new Date().toISOString() };
// The personal plan's whole-plan write, which takes a member's copy as well (the replan).
const planApi = createPlanApi(
  () => null,
  () => null,
);
// The day or the plan is no longer there (404), or the call can never succeed (400).
const isRefused = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * A tick goes out with the challenge's own call (PUT /api/challenge/plan/reading/complete or /undo,
 * spec 3 section 7), with the time it was made (a tick sent late, from offline, still loses to a
 * later change from another device) and its chapter (a day a leader's edit removed lands on the day
 * holding it). A day the server no longer has in any form drops the tick.
 */
async function sendMark(challengeId: string, dayId: string, operation: MarkOperation): Promise<MarkAnswer | 'gone'> {
  const { plan } = copyOf(challengeId);
  const rankingId = copyOf(challengeId).rankingId ?? (await getRankingId(challengeId));
  try {
    const scope = { challengeId, rankingId, dayId, planId: operation.planId };
    const answer = await markChallengeDay(scope, operation.read, { at: operation.at, chapter: operation.chapter });
    const heard: TickAnswer = {
      challengeId,
      read: answer.day.read,
      changed: answer.changed,
      totalPoints: answer.points.totalPoints,
    };
    for (const listener of tickAnswerListeners) listener(heard);
    // The call answers no revision: the copy keeps the one it knows.
    return { planId: operation.planId, revision: plan?.revision ?? 0, day: answer.day };
  } catch (error) {
    if (isRefused(error)) return 'gone';
    throw error;
  }
}

/** One challenge's round: fetch its copy, merge, send the waiting replan and ticks. True when more is waiting. */
async function syncCopy(challengeId: string): Promise<boolean> {
  setStatus(challengeId, { state: 'syncing' });
  let fetched: Plan | null;
  try {
    fetched = await getChallengePlan(challengeId);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    forgetCopy(challengeId);
    setStatus(challengeId, { state: 'idle', hasSynced: true, isGone: true });
    return false;
  }
  if (!fetched) {
    // The challenge has no plan (yet): nothing to tick, nothing kept.
    forgetCopy(challengeId);
    setStatus(challengeId, { state: 'idle', hasSynced: true, isGone: false });
    return false;
  }
  const device = copyOf(challengeId).plan;
  // Another copy than the device's (the person left and joined again, a new member): the old one
  // is gone with its ticks.
  if (device && device.planId !== fetched._id) {
    updateCopy(challengeId, { plan: null, outbox: [], pendingChange: null, rankingId: null });
  }
  if (!copyOf(challengeId).rankingId) updateCopy(challengeId, { rankingId: await getRankingId(challengeId) });

  let prefetched: Plan | null = fetched;
  const transport: PlanTransport<Plan> = {
    ...planApi,
    async getPlans() {
      const plan = prefetched ?? (await getChallengePlan(challengeId));
      prefetched = null;
      return plan ? [plan] : [];
    },
    postPlan: () => Promise.reject(new Error('A challenge copy is made by the server, never by the device')),
    async putPlan(plan, basedOnRevision) {
      try {
        return await planApi.putPlan(plan, basedOnRevision);
      } catch (error) {
        // A reset the server refuses (400: it would change the challenge's reading) is dropped;
        // the next merge brings back the account's copy.
        if (error instanceof ApiError && error.status === 400) return 'gone';
        throw error;
      }
    },
    sendMark: (dayId, operation) => sendMark(challengeId, dayId, operation),
  };
  await syncPlan(copySyncStore(challengeId), transport, options);
  setStatus(challengeId, { state: 'idle', hasSynced: true, isGone: false });
  const waiting = copyOf(challengeId);
  return waiting.outbox.length > 0 || waiting.pendingChange !== null;
}

// The challenges on screen now (each with how many screens show it).
const watched = new Map<string, number>();

/** A round over the copies on screen and every copy with changes still to send. */
async function runRound(): Promise<boolean> {
  const challengeIds = [...new Set([...watched.keys(), ...challengesWithUnsentChanges()])];
  let hasMore = false;
  let failure: unknown;
  for (const challengeId of challengeIds) {
    try {
      if (await oneTabAtATime(LOCK_NAME, () => syncCopy(challengeId))) hasMore = true;
    } catch (error) {
      // The session ended (the api client signed this device out): nothing to retry.
      if (error instanceof ApiError && error.status === 401) return false;
      setStatus(challengeId, { state: 'waiting' });
      failure ??= error;
    }
  }
  if (failure !== undefined) throw failure;
  return hasMore;
}

const loop = createSyncLoop({
  round: runRound,
  isEnabled: () => session.get() !== null,
  onRetry: () => undefined,
  onSettled: () => undefined,
});

/** Asks for a round soon (the copy on screen, a tick, back online). */
export const requestChallengeSync: () => void = loop.request;

/** A screen shows this challenge's copy: it syncs now, and with every round while shown. */
export function watchChallengeCopy(challengeId: string): () => void {
  watched.set(challengeId, (watched.get(challengeId) ?? 0) + 1);
  loop.request();
  return () => {
    const count = (watched.get(challengeId) ?? 1) - 1;
    if (count > 0) watched.set(challengeId, count);
    else watched.delete(challengeId);
  };
}

const now = () => new Date().toISOString();

/**
 * Ticks (or unticks) the day at this position of the challenge's copy: on the device at once, on
 * the account with the next round. False when the day already held that mark.
 */
export function tickChallengeDay(challengeId: string, position: number, read: boolean): boolean {
  const { plan, outbox } = copyOf(challengeId);
  const day = plan?.planv2.find((candidate) => candidate._id === position);
  if (!plan || !day || day.read === read) return false;
  const marked = markDay(plan, outbox, position, read, now(), newOperationId());
  updateCopy(challengeId, { plan: marked.plan, outbox: marked.outbox });
  loop.request();
  return true;
}

/** The ways back for a late copy: replan (keeping the end date or the pace) or start on today's reading. */
export type ReplanChange = Extract<StructuralChange, { kind: 'replan' | 'skipPast' }>;

/**
 * Changes a late copy (spec 3 section 4): its unread days spread again from today (core's replan,
 * up to the old end date or to a later one keeping the pace), or its unread past left out to read
 * with the group from today (core's skipPastReadings); read days kept, one more delay. Saved on the
 * account with PUT /api/plan/{planId} by the next round (a 409 merges and makes the change again).
 */
export function changeChallengeCopy(challengeId: string, change: ReplanChange): void {
  const { plan, pendingChange } = copyOf(challengeId);
  if (!plan?.planId) return;
  updateCopy(challengeId, {
    plan: applyStructuralChange(plan, change, now()),
    pendingChange: queueStructuralChange(pendingChange, plan.planId, change),
  });
  loop.request();
}

session.subscribe(() => {
  if (session.get()) return;
  loop.reset();
  statuses.clear();
  for (const listener of listeners) listener();
});
