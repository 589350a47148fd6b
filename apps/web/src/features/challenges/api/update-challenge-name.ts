import type { ChallengeNameUpdateBody, ChallengeNameUpdateResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest, challengesKey } from './challenge-request.ts';

/** PUT /api/challenge/name/update (leader): answers the new title. */
export async function updateChallengeName(challengeId: string, body: ChallengeNameUpdateBody): Promise<string> {
  return (
    await challengeRequest<ChallengeNameUpdateResponse>(
      '/challenge/name/update',
      { challengeId },
      { method: 'PUT', body },
    )
  ).newTitle;
}

/** Renames the challenge; the challenge and the lists that show its title refresh. */
export function useUpdateChallengeName(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (challengeTitle: string) => updateChallengeName(challengeId, { challengeTitle }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: challengeKey(challengeId) }),
        queryClient.invalidateQueries({ queryKey: challengesKey }),
      ]),
  });
}
