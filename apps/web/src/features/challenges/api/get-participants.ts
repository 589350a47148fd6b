import type { AcceptedParticipantsPage, InvitedParticipantsPage } from '@bible-journey/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';
import { cursorPaging, type PeoplePageAsk, peoplePagePath } from './people-pages.ts';

/** The challenge's people: who takes part and who is invited (inviting, resending and removing refresh both). */
export const participantsKey = (challengeId: string) => [...challengeKey(challengeId), 'participants'] as const;

/** GET /api/challenge/participants/accepted: a page of the accepted participants, in the order they joined. */
export function getAcceptedParticipants(
  challengeId: string,
  ask: PeoplePageAsk = {},
): Promise<AcceptedParticipantsPage> {
  return challengeRequest(peoplePagePath('/challenge/participants/accepted', ask), { challengeId });
}

/** GET /api/challenge/participants/invited: a page of the invites not accepted yet, oldest first. */
export function getInvitedParticipants(challengeId: string, ask: PeoplePageAsk = {}): Promise<InvitedParticipantsPage> {
  return challengeRequest(peoplePagePath('/challenge/participants/invited', ask), { challengeId });
}

export const acceptedQueryOptions = (challengeId: string, search = '') =>
  infiniteQueryOptions({
    queryKey: [...participantsKey(challengeId), 'accepted', search],
    queryFn: ({ pageParam }) => getAcceptedParticipants(challengeId, { cursor: pageParam, search }),
    ...cursorPaging,
  });

export const invitedQueryOptions = (challengeId: string, search = '') =>
  infiniteQueryOptions({
    queryKey: [...participantsKey(challengeId), 'invited', search],
    queryFn: ({ pageParam }) => getInvitedParticipants(challengeId, { cursor: pageParam, search }),
    ...cursorPaging,
  });

export function useAcceptedParticipants(challengeId: string, search = '') {
  return useInfiniteQuery(acceptedQueryOptions(challengeId, search));
}

export function useInvitedParticipants(challengeId: string, search = '') {
  return useInfiniteQuery(invitedQueryOptions(challengeId, search));
}
