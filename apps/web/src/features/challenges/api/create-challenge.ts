import type { ChallengeCreateBody, ChallengeCreateResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { premiumKey } from '../../../lib/premium.ts';
import { challengesKey } from './challenge-request.ts';

/** POST /api/challenges/add (premium): the new challenge's id. */
export async function createChallenge(body: ChallengeCreateBody): Promise<string> {
  return (await api<ChallengeCreateResponse>('/challenges/add', { method: 'POST', body })).challenge._id;
}

/**
 * Creates a challenge; the list refreshes. The premium access (its count of owned challenges) is
 * only marked stale: fetched now, it could close the wizard with the subscribe-or-buy modal while
 * it hands over to the next screen; the next screen that needs it fetches it.
 */
export function useCreateChallenge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChallenge,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: challengesKey }),
        queryClient.invalidateQueries({ queryKey: premiumKey, refetchType: 'none' }),
      ]),
  });
}
