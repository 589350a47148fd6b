import type { IncludeLeadersUpdateResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** PUT /api/challenge/include-leaders (leader): the leader in the ranking, or out of it. */
export function updateIncludeLeaders(
  challengeId: string,
  includeLeaders: boolean,
): Promise<IncludeLeadersUpdateResponse> {
  return challengeRequest('/challenge/include-leaders', { challengeId }, { method: 'PUT', body: { includeLeaders } });
}

/** Switches includeLeaders; the challenge and its ranking refresh. */
export function useUpdateIncludeLeaders(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (includeLeaders: boolean) => updateIncludeLeaders(challengeId, includeLeaders),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKey(challengeId) }),
  });
}
