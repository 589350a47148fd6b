import type {
  OwnerQuestion,
  QuestionAddResponse,
  QuestionBody,
  QuestionUpdateBody,
  QuestionUpdateResponse,
} from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeRequest } from './challenge-request.ts';
import { questionsKey } from './get-questions.ts';

/** POST /api/challenge/questions/add (leader). */
export async function addQuestion(challengeId: string, body: QuestionBody): Promise<OwnerQuestion> {
  return (
    await challengeRequest<QuestionAddResponse>('/challenge/questions/add', { challengeId }, { method: 'POST', body })
  ).question;
}

/** PUT /api/challenge/questions/update (leader): answers already given are scored again. */
export async function updateQuestion(challengeId: string, body: QuestionUpdateBody): Promise<OwnerQuestion> {
  return (
    await challengeRequest<QuestionUpdateResponse>(
      '/challenge/questions/update',
      { challengeId },
      { method: 'PUT', body },
    )
  ).question;
}

/** Adds a question, or changes the one named by `questionId`; the challenge's question lists refresh. */
export function useSaveQuestion(challengeId: string, questionId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionBody) =>
      questionId === undefined ? addQuestion(challengeId, body) : updateQuestion(challengeId, { ...body, questionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(challengeId) }),
  });
}
