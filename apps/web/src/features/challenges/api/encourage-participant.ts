import type { EncourageResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeRequest } from './challenge-request.ts';
import { progressKey } from './get-progress.ts';

/** POST /api/challenge/participant/:id/encourage (leader): once a day per participant. */
export function encourageParticipant(challengeId: string, rankingId: string): Promise<EncourageResponse> {
  return challengeRequest(
    `/challenge/participant/${encodeURIComponent(rankingId)}/encourage`,
    { challengeId },
    { method: 'POST' },
  );
}

/** Sends an encouragement; the progress view refreshes (who may be encouraged today). */
export function useEncourageParticipant(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rankingId: string) => encourageParticipant(challengeId, rankingId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: progressKey(challengeId) }),
  });
}
