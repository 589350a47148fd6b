import type { EncourageResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeRequest } from './challenge-request.ts';
import { progressKey } from './get-progress.ts';

/** POST /api/challenge/member/:id/encourage (any member): another member, by user id, once a day per pair. */
export function encourageMember(challengeId: string, userId: string): Promise<EncourageResponse> {
  return challengeRequest(
    `/challenge/member/${encodeURIComponent(userId)}/encourage`,
    { challengeId },
    { method: 'POST' },
  );
}

/** Sends a member's encouragement; the leader's progress view counts it. */
export function useEncourageMember(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => encourageMember(challengeId, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: progressKey(challengeId) }),
  });
}
