import { Outlet } from 'react-router';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { useChallenge } from '../api/get-challenge.ts';
import { useChallengeId } from '../hooks/use-challenge-id.ts';
import { SignInToChallenge } from './sign-in-to-challenge.tsx';

/**
 * Around every screen of one challenge: fetches the challenge (GET /api/challenge) once for the
 * screens and the bottom bar (its Configs item is the owner's), then shows the screen; someone
 * signed out is asked to sign in first, and then sees the screen they opened.
 */
export function ChallengeLayout() {
  const challengeId = useChallengeId();
  const isSignedIn = useSessionToken() !== null;
  useChallenge(challengeId, isSignedIn);
  return isSignedIn ? <Outlet /> : <SignInToChallenge challengeId={challengeId} />;
}
