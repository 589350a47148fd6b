import type { ChallengePlanPreviewBody, ChallengePlanPreviewResponse } from '@bible-journey/contract';
import { challengeRequest } from './challenge-request.ts';

/** POST /api/challenge/plan/preview (leader): what an edit would do to the members' read days; nothing is saved. */
export function previewChallengePlan(
  challengeId: string,
  newPlan: ChallengePlanPreviewBody['newPlan'],
): Promise<ChallengePlanPreviewResponse> {
  return challengeRequest('/challenge/plan/preview', { challengeId }, { method: 'POST', body: { newPlan } });
}
