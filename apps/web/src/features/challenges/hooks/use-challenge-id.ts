import { useParams } from 'react-router';

/** The challenge of the screen: the `:challengeId` of /challenge/:challengeId/* and /c/invite/:challengeId. */
export function useChallengeId(): string {
  const { challengeId } = useParams();
  if (challengeId === undefined) throw new Error('useChallengeId is for the screens of one challenge');
  return challengeId;
}
