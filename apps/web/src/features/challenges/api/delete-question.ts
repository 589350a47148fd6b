import type { QuestionDeleteResponse } from '@bible-journey/contract';
import { hashKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { challengeRequest } from './challenge-request.ts';
import { ownerQuestionQueryOptions } from './get-question.ts';
import { questionsKey } from './get-questions.ts';

/** DELETE /api/challenge/questions/delete/:id (leader): the points it gave are taken back. */
export function deleteQuestion(challengeId: string, questionId: string): Promise<QuestionDeleteResponse> {
  return challengeRequest(
    `/challenge/questions/delete/${encodeURIComponent(questionId)}`,
    { challengeId },
    { method: 'DELETE' },
  );
}

export function useDeleteQuestion(challengeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) => deleteQuestion(challengeId, questionId),
    onSuccess: (_answer, questionId) => {
      // The deleted question's own detail is not fetched again (it would answer 404 on the screen being left).
      const deleted = hashKey(ownerQuestionQueryOptions(challengeId, questionId).queryKey);
      return queryClient.invalidateQueries({
        queryKey: questionsKey(challengeId),
        predicate: (query) => query.queryHash !== deleted,
      });
    },
  });
}
