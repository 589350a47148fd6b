import type { Plan } from '@bible-journey/contract';

export interface PlanSyncStatus {
  /** 'syncing' while a round runs; 'waiting' after a failure, until the next try (offline, server down). */
  state: 'idle' | 'syncing' | 'waiting';
  /** At least one round finished since the page opened. */
  hasSynced: boolean;
  /** Both this device and the account hold a different plan: the person chooses. */
  choice: Plan | null;
  /** Neither the device nor the account has a plan. */
  shouldGoToNew: boolean;
}

const INITIAL: PlanSyncStatus = { state: 'idle', hasSynced: false, choice: null, shouldGoToNew: false };
let status = INITIAL;
const listeners = new Set<() => void>();

/** The plan's sync state (the engine, loaded on demand, writes it; screens read it). */
export const planSyncStatus = {
  get: () => status,
  set(next: Partial<PlanSyncStatus>) {
    status = { ...status, ...next };
    for (const listener of listeners) listener();
  },
  reset() {
    planSyncStatus.set(INITIAL);
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
