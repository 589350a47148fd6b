import type { ChallengePlanResponse, Plan } from '@bible-journey/contract';
import { challengeRequest } from './challenge-request.ts';

/**
 * GET /api/challenge/plan: the member's own copy of the challenge plan (null while the challenge
 * has none). The device keeps the copy and syncs it (lib/challenge-copy-sync.ts), as the personal
 * plan is kept: no query cache holds it.
 */
export async function getChallengePlan(challengeId: string): Promise<Plan | null> {
  return (await challengeRequest<ChallengePlanResponse>('/challenge/plan', { challengeId })).plan;
}
