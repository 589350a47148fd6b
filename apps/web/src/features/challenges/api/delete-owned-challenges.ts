import type { OwnedChallengesDeleteResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { challengesKey } from './challenge-request.ts';

/** DELETE /api/challenges/owned: every challenge the leader owns (spec 3 section 4); how many went. */
export async function deleteOwnedChallenges(): Promise<number> {
  return (await api<OwnedChallengesDeleteResponse>('/challenges/owned', { method: 'DELETE' })).deleted;
}

export function useDeleteOwnedChallenges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnedChallenges,
    onSettled: () => queryClient.invalidateQueries({ queryKey: challengesKey }),
  });
}
