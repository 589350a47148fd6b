import { useSyncExternalStore } from 'react';
import { type PlanSyncStatus, planSyncStatus } from './plan-sync-status.ts';

/** The plan's sync state, re-rendering when it changes. */
export function usePlanSyncStatus(): PlanSyncStatus {
  return useSyncExternalStore(planSyncStatus.subscribe, planSyncStatus.get);
}
