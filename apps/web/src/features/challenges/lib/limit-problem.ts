import { ApiError } from '../../../lib/api-client.ts';

/**
 * The words for an invitation the server refused by a bound (issue 22): the leader's invitations
 * of the day are used up (429), or the challenge holds as many people as it can (422). Null for
 * any other failure.
 */
export function invitationProblem(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 429) return 'challenges.participants.dailyLimit';
  if (error.status === 422) return 'challenges.participants.full';
  return null;
}
