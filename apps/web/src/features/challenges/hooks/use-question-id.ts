import { useParams } from 'react-router';

/** The question of the screen: the `:questionId` of /challenge/:challengeId/question/:questionId(/edit). */
export function useQuestionId(): string {
  const { questionId } = useParams();
  if (questionId === undefined) throw new Error('useQuestionId is for the screens of one question');
  return questionId;
}
