import { useSyncExternalStore } from 'react';
import { localPlan } from '../../../lib/local-plan-store.ts';
import { session } from '../../../lib/session.ts';

/** The plan kept on this device, re-rendering on every change (also from other tabs). */
export function useLocalPlan() {
  return useSyncExternalStore(localPlan.subscribe, localPlan.get);
}

export function useIsSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, session.get) !== null;
}
