import type {
  OwnerQuestion,
  OwnerQuestionsResponse,
  ParticipantQuestion,
  ParticipantQuestionsResponse,
} from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** Every question list and detail of a challenge sits under this key: a change refreshes them all. */
export const questionsKey = (challengeId: string) => [...challengeKey(challengeId), 'questions'] as const;

/** GET /api/challenge/owner/questions: the leader's questions, with the correct answers. */
export async function getOwnerQuestions(challengeId: string): Promise<OwnerQuestion[]> {
  return (await challengeRequest<OwnerQuestionsResponse>('/challenge/owner/questions', { challengeId })).questions;
}

/** GET /api/challenge/participant/questions: a member's questions, with their answers once given. */
export async function getParticipantQuestions(challengeId: string): Promise<ParticipantQuestion[]> {
  return (await challengeRequest<ParticipantQuestionsResponse>('/challenge/participant/questions', { challengeId }))
    .questions;
}

export const ownerQuestionsQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: [...questionsKey(challengeId), 'owner'],
    queryFn: () => getOwnerQuestions(challengeId),
  });

export const participantQuestionsQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: [...questionsKey(challengeId), 'participant'],
    queryFn: () => getParticipantQuestions(challengeId),
  });

/** The list the person may see: the leader's (with the answers) or a participant's; waits until `isOwner` is known. */
export function useQuestions(challengeId: string, isOwner: boolean | undefined) {
  const owner = useQuery({ ...ownerQuestionsQueryOptions(challengeId), enabled: isOwner === true });
  const participant = useQuery({ ...participantQuestionsQueryOptions(challengeId), enabled: isOwner === false });
  return isOwner ? owner : participant;
}
