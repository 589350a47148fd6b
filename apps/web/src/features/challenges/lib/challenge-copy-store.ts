import type { DeviceSyncStore, LocalPlanV2, PendingChange, PlanOperation } from '@bible-journey/core';
import { storedValue } from '../../../lib/storage.ts';

/**
 * What the device keeps of a member's copy of one challenge's plan: the copy as last merged (ticks
 * made here on top), the ticks and the replan the server hasn't acknowledged yet, and the member's
 * rankingId (the challenge's day calls name it).
 */
export interface ChallengeCopy {
  plan: LocalPlanV2 | null;
  outbox: PlanOperation[];
  pendingChange: PendingChange | null;
  rankingId: string | null;
  /** What the plan screen needs of the challenge, kept from its last load: the screen works offline. */
  shown?: ShownChallenge;
}

export interface ShownChallenge {
  title: string;
  isOwner: boolean;
  /** In the ranking (core's isInRanking): their ticks show the points popup. */
  isRanked: boolean;
}

const EMPTY: ChallengeCopy = { plan: null, outbox: [], pendingChange: null, rankingId: null };

const isCopies = (value: unknown): value is Record<string, ChallengeCopy> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every(
    (copy) =>
      typeof copy === 'object' &&
      copy !== null &&
      Array.isArray((copy as ChallengeCopy).outbox) &&
      ((copy as ChallengeCopy).plan === null || Array.isArray((copy as ChallengeCopy).plan?.planv2)),
  );

/**
 * Every challenge copy on this device, by challenge id, in local storage: ticks made offline
 * survive a reload and closing the tab, and leave with the next sync (lib/challenge-copy-sync.ts).
 */
export const challengeCopies = storedValue<Record<string, ChallengeCopy>>('challengeCopies', {}, isCopies);

export function copyOf(challengeId: string): ChallengeCopy {
  return challengeCopies.get()[challengeId] ?? EMPTY;
}

export function updateCopy(challengeId: string, change: Partial<ChallengeCopy>): void {
  const all = challengeCopies.get();
  challengeCopies.set({ ...all, [challengeId]: { ...(all[challengeId] ?? EMPTY), ...change } });
}

/** Forgets one challenge's copy (the challenge has no plan, or the person is no longer in it). */
export function forgetCopy(challengeId: string): void {
  const { [challengeId]: _gone, ...others } = challengeCopies.get();
  challengeCopies.set(others);
}

/** The challenges whose ticks or replan the server hasn't acknowledged yet. */
export function challengesWithUnsentChanges(): string[] {
  return Object.entries(challengeCopies.get())
    .filter(([, copy]) => copy.outbox.length > 0 || copy.pendingChange !== null)
    .map(([challengeId]) => challengeId);
}

/** One challenge's copy as core's sync reads and writes it (read again after every wait). */
export function copySyncStore(challengeId: string): DeviceSyncStore {
  return {
    getPlan: () => copyOf(challengeId).plan,
    setPlan: (plan) => updateCopy(challengeId, { plan }),
    getOutbox: () => copyOf(challengeId).outbox,
    setOutbox: (outbox) => updateCopy(challengeId, { outbox }),
    getPendingChange: () => copyOf(challengeId).pendingChange,
    setPendingChange: (pendingChange) => updateCopy(challengeId, { pendingChange }),
  };
}
