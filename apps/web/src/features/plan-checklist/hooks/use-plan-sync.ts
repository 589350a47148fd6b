import type { Plan } from '@bible-journey/contract';
import { useEffect } from 'react';
import { requestPlanSync } from '../../../lib/plan/plan-sync.ts';
import { useLiveSync } from '../../../lib/plan/use-live-sync.ts';
import { usePlanSyncStatus } from '../../../lib/plan/use-plan-sync-status.ts';

export interface PlanSync {
  /** Signed in and the first sync round still running. */
  isLoading: boolean;
  /** The last round failed (offline, server down); the device's plan is used meanwhile and it retries by itself. */
  isError: boolean;
  /** The server has no plan and the device neither. */
  shouldGoToNew: boolean;
  /** The account's plan, when the device holds a different one: the person chooses. */
  choice: Plan | null;
  retry: () => void;
}

/** Signed in: syncs the plan on entry (spec 2 section 2) and reports how it went. */
export function usePlanSync(isSignedIn: boolean): PlanSync {
  const status = usePlanSyncStatus();
  useEffect(() => {
    if (isSignedIn) requestPlanSync();
  }, [isSignedIn]);
  // A tick or edit on another open device shows here within seconds.
  useLiveSync(requestPlanSync, isSignedIn);
  return {
    isLoading: isSignedIn && !status.hasSynced && status.state === 'syncing',
    isError: isSignedIn && status.state === 'waiting',
    shouldGoToNew: isSignedIn && status.shouldGoToNew,
    choice: isSignedIn ? status.choice : null,
    retry: requestPlanSync,
  };
}
