import type {
  OwnerQuestion,
  OwnerQuestionResponse,
  ParticipantQuestion,
  ParticipantQuestionResponse,
} from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeRequest } from './challenge-request.ts';
import { questionsKey } from './get-questions.ts';

const questionPath = (role: 'owner' | 'participant', questionId: string) =>
  `/challenge/${role}/question/${encodeURIComponent(questionId)}`;

/** GET /api/challenge/owner/question/:id: one question with its correct answer (the leader). */
export async function getOwnerQuestion(challengeId: string, questionId: string): Promise<OwnerQuestion> {
  return (await challengeRequest<OwnerQuestionResponse>(questionPath('owner', questionId), { challengeId })).question;
}

/** GET /api/challenge/participant/question/:id: one question as a member sees it. */
export async function getParticipantQuestion(challengeId: string, questionId: string): Promise<ParticipantQuestion> {
  return (await challengeRequest<ParticipantQuestionResponse>(questionPath('participant', questionId), { challengeId }))
    .question;
}

export const ownerQuestionQueryOptions = (challengeId: string, questionId: string) =>
  queryOptions({
    queryKey: [...questionsKey(challengeId), 'owner', questionId],
    queryFn: () => getOwnerQuestion(challengeId, questionId),
  });

export const participantQuestionQueryOptions = (challengeId: string, questionId: string) =>
  queryOptions({
    queryKey: [...questionsKey(challengeId), 'participant', questionId],
    queryFn: () => getParticipantQuestion(challengeId, questionId),
  });

export function useOwnerQuestion(challengeId: string, questionId: string, isEnabled = true) {
  return useQuery({ ...ownerQuestionQueryOptions(challengeId, questionId), enabled: isEnabled });
}

export function useParticipantQuestion(challengeId: string, questionId: string, isEnabled = true) {
  return useQuery({ ...participantQuestionQueryOptions(challengeId, questionId), enabled: isEnabled });
}
