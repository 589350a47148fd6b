import type { ChallengeDeleteResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest, challengesKey } from './challenge-request.ts';

/** DELETE /api/challenge/delete (leader). `success: false` is a failure (spec 3 section 8). */
export async function deleteChallenge(challengeId: string): Promise<void> {
  const { success } = await challengeRequest<ChallengeDeleteResponse>(
    '/challenge/delete',
    { challengeId },
    { method: 'DELETE' },
  );
  if (!success) throw new Error('The challenge was not deleted');
}

/** Deletes the challenge; its cached data goes and the list refreshes, whatever the outcome. */
export function useDeleteChallenge(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteChallenge(challengeId),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: challengeKey(challengeId) });
      return queryClient.invalidateQueries({ queryKey: challengesKey });
    },
  });
}
