import type { ParticipantDeleteResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** DELETE /api/challenge/participant/delete/:id (leader): an accepted participant leaves with their points. */
export function removeParticipant(challengeId: string, rankingId: string): Promise<ParticipantDeleteResponse> {
  return challengeRequest(
    `/challenge/participant/delete/${encodeURIComponent(rankingId)}`,
    { challengeId },
    { method: 'DELETE' },
  );
}

/** Removes a participant; everything about the challenge refreshes (people, ranking, progress). */
export function useRemoveParticipant(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rankingId: string) => removeParticipant(challengeId, rankingId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKey(challengeId) }),
  });
}
