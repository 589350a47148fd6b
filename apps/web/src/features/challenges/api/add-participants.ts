import type { ParticipantsAddBody, ParticipantsAddResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';
import { participantsKey } from './get-participants.ts';

/** POST /api/challenge/participants/add (leader): invites and mails these e-mails. */
export function addParticipants(challengeId: string, body: ParticipantsAddBody): Promise<ParticipantsAddResponse> {
  return challengeRequest('/challenge/participants/add', { challengeId }, { method: 'POST', body });
}

/**
 * Invites e-mails. The participants are fetched again whatever the outcome (spec 3 section 8:
 * "participants are refetched anyway"), and the challenge's count with them.
 */
export function useAddParticipants(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ParticipantsAddBody) => addParticipants(challengeId, body),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantsKey(challengeId) }),
        queryClient.invalidateQueries({ queryKey: challengeKey(challengeId), exact: true }),
      ]),
  });
}
