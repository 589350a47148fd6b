import type { ChallengesResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { challengesKey } from './challenge-request.ts';

/** GET /api/challenges: the challenges the person owns and those they take part in. */
export function getChallenges(): Promise<ChallengesResponse> {
  return api('/challenges');
}

/** Keyed by the session's token, so another account never sees the previous one's list. */
export const challengesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...challengesKey, 'list', token], queryFn: getChallenges });

/** The person's challenges; waits while nobody is signed in. */
export function useChallenges() {
  const token = useSessionToken();
  return useQuery({ ...challengesQueryOptions(token ?? ''), enabled: token !== null });
}
