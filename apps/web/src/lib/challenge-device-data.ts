import type { QueryClient } from '@tanstack/react-query';
import { storedValue } from './storage.ts';

// The challenge screens own this data (features/challenges); the menu drops it when a cancelled
// subscription closes the leader's challenges, without importing that feature: by the roots of its
// query keys (api/challenge-request.ts: ['challenges', …] and ['challenge', id, …]) and by the
// storage key of its members' plan copies (lib/challenge-copy-store.ts).
const CHALLENGE_QUERY_ROOTS = ['challenges', 'challenge'] as const;
export const CHALLENGE_COPIES_KEY = 'challengeCopies';

/** What this module needs to read of a copy: whether it still holds ticks or a replan to send. */
interface CopyOutbox {
  outbox?: unknown[];
  pendingChange?: unknown;
}

const isCopies = (value: unknown): value is Record<string, CopyOutbox> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A second handle on the same key: the challenge feature's store reads localStorage again on
// every get, so it sees the change; its screens, the only subscribers, are not open on /menu.
const copies = storedValue<Record<string, CopyOutbox>>(CHALLENGE_COPIES_KEY, {}, isCopies);

const hasUnsent = (copy: CopyOutbox) => (copy.outbox?.length ?? 0) > 0 || (copy.pendingChange ?? null) !== null;

/**
 * Forgets the challenges this device keeps (spec 1 section 2: cancelling a subscription deletes
 * the local challenges): their cached answers, and the plan copies. A copy still holding ticks the
 * server hasn't had stays, to leave with the next sync: it may be of another leader's challenge,
 * still open, and no tick is ever dropped (decisions 0004 and 0009).
 */
export function forgetChallengeData(queryClient: QueryClient): void {
  for (const root of CHALLENGE_QUERY_ROOTS) queryClient.removeQueries({ queryKey: [root] });
  const kept = Object.entries(copies.get()).filter(([, copy]) => hasUnsent(copy));
  if (kept.length === 0) copies.clear();
  else copies.set(Object.fromEntries(kept));
}
