import type { ReactNode } from 'react';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { useChallenge } from '../api/get-challenge.ts';

/**
 * Shows `children` to the challenge's leader only, once the challenge (GET /api/challenge) says so.
 * The app shell's bottom bar loads it lazily (its Settings item): outside app/, so the bundler
 * leaves it, and the challenge's query with it, out of the shell chunk of every first visit.
 */
export function OwnerOnly({ challengeId, children }: { challengeId: string; children: ReactNode }) {
  const challenge = useChallenge(challengeId, useSessionToken() !== null);
  return challenge.data?.isOwner ? children : null;
}
