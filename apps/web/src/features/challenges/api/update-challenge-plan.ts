import type { ChallengePlanUpdateBody, ChallengePlanUpdateResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/**
 * PUT /api/challenge/plan/update (leader): the challenge's plan, a first one (`planTemplateId`
 * null) or an edit of the template; every member's copy follows, keeping the chapters they read
 * (in a large challenge after the answer: `copiesFollowing`).
 */
export function updateChallengePlan(
  challengeId: string,
  body: ChallengePlanUpdateBody,
): Promise<ChallengePlanUpdateResponse> {
  return challengeRequest<ChallengePlanUpdateResponse>(
    '/challenge/plan/update',
    { challengeId },
    { method: 'PUT', body },
  );
}

/** Saves the plan; everything about the challenge refreshes (its template, the plan, the ranking). */
export function useUpdateChallengePlan(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChallengePlanUpdateBody) => updateChallengePlan(challengeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKey(challengeId) }),
  });
}
