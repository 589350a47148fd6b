import type { ChallengeJoinResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inviteKeyOf } from '../lib/invite-key.ts';
import { challengeRequest, challengesKey } from './challenge-request.ts';

/**
 * PUT /api/challenge/join (empty body, challenge header): joining by the shared link, with its key
 * when the invite page was opened with one.
 */
export function joinChallenge(challengeId: string): Promise<ChallengeJoinResponse> {
  return challengeRequest(
    '/challenge/join',
    { challengeId, inviteKey: inviteKeyOf(challengeId) },
    { method: 'PUT', body: {} },
  );
}

/** Joins a challenge; the person's challenges and invites refresh. */
export function useJoinChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChallenge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengesKey }),
  });
}
