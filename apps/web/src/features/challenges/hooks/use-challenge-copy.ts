import { useEffect, useSyncExternalStore } from 'react';
import { type ChallengeCopy, challengeCopies, copyOf } from '../lib/challenge-copy-store.ts';
import { type CopySyncStatus, copySyncStatus, watchChallengeCopy } from '../lib/challenge-copy-sync.ts';

/**
 * The device's copy of a challenge's plan and how its sync goes, re-rendering on every change
 * (also from another tab); while the screen shows it, it syncs with every round.
 */
export function useChallengeCopy(challengeId: string): { copy: ChallengeCopy; status: CopySyncStatus } {
  useEffect(() => watchChallengeCopy(challengeId), [challengeId]);
  const copy = useStoredCopy(challengeId);
  const status = useSyncExternalStore(copySyncStatus.subscribe, () => copySyncStatus.get(challengeId));
  return { copy, status };
}

/** The device's copy as it is, without syncing it. */
export function useStoredCopy(challengeId: string): ChallengeCopy {
  return useSyncExternalStore(challengeCopies.subscribe, () => copyOf(challengeId));
}
