import type { ChallengeInvite, ChallengeInvitesResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { challengesKey } from './challenge-request.ts';

/** The person's pending invites; an accept or a decline refreshes them through this key. */
export const invitesKey = [...challengesKey, 'invites'] as const;

/** GET /api/challenges/invites: the invites the signed-in person has not answered. */
export async function getInvites(): Promise<ChallengeInvite[]> {
  return (await api<ChallengeInvitesResponse>('/challenges/invites')).challengeInvites;
}

export const invitesQueryOptions = (token: string) =>
  queryOptions({ queryKey: [...invitesKey, token], queryFn: getInvites });

/** The pending invites; waits while nobody is signed in or `isEnabled` is false. */
export function useInvites(isEnabled = true) {
  const token = useSessionToken();
  return useQuery({ ...invitesQueryOptions(token ?? ''), enabled: token !== null && isEnabled });
}
