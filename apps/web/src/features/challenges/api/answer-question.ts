import type { QuestionAnswerBody, QuestionAnswerResponse } from '@bible-journey/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeKey, challengeRequest } from './challenge-request.ts';

/** POST /api/challenge/question/answer: a member's one answer; a second is refused with alreadyAnswered. */
export function answerQuestion(challengeId: string, body: QuestionAnswerBody): Promise<QuestionAnswerResponse> {
  return challengeRequest('/challenge/question/answer', { challengeId }, { method: 'POST', body });
}

/** Answers a question; the challenge's questions and ranking (the points) refresh. */
export function useAnswerQuestion(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionAnswerBody) => answerQuestion(challengeId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: challengeKey(challengeId) }),
  });
}
