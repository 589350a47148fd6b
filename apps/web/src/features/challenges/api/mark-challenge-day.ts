import type { ChallengeReadingBody, ChallengeReadingResponse } from '@bible-journey/contract';
import { challengeRequest } from './challenge-request.ts';

export interface ChallengeDayScope {
  challengeId: string;
  /** The member's rankingId (GET /api/challenge/ranking/user/id). */
  rankingId: string;
  /** The day's server id in the member's copy. */
  dayId: string;
  /** The member's copy of the plan. */
  planId: string;
}

/**
 * PUT /api/challenge/plan/reading/complete (read) or /undo (unread), with the day's headers and the
 * tick's time and chapter: the day's mark as stored and the member's points. Every tick goes
 * through the copy's sync (lib/challenge-copy-sync.ts), which sends it with this call.
 */
export function markChallengeDay(
  scope: ChallengeDayScope,
  read: boolean,
  body: ChallengeReadingBody = {},
): Promise<ChallengeReadingResponse> {
  const path = read ? '/challenge/plan/reading/complete' : '/challenge/plan/reading/undo';
  return challengeRequest(path, scope, { method: 'PUT', body });
}
