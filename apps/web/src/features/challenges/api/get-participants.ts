import type { ChallengeParticipantsResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** The challenge's people: who takes part and who is invited (also the progress view's). */
export const participantsKey = (challengeId: string) => [...challengeKey(challengeId), 'participants'] as const;

/** GET /api/challenge/participants: the accepted participants and the invited who have not accepted yet. */
export function getParticipants(challengeId: string): Promise<ChallengeParticipantsResponse> {
  return challengeRequest('/challenge/participants', { challengeId });
}

export const participantsQueryOptions = (challengeId: string) =>
  queryOptions({ queryKey: participantsKey(challengeId), queryFn: () => getParticipants(challengeId) });

export function useParticipants(challengeId: string) {
  return useQuery(participantsQueryOptions(challengeId));
}
