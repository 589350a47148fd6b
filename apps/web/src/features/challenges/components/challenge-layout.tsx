import { Outlet } from 'react-router';
import { useChallenge } from '../api/get-challenge.ts';
import { useChallengeId } from '../hooks/use-challenge-id.ts';

/**
 * Around every screen of one challenge: fetches the challenge (GET /api/challenge) once for the
 * screens and the bottom bar (its Configs item is the owner's), then shows the screen.
 */
export function ChallengeLayout() {
  useChallenge(useChallengeId());
  return <Outlet />;
}
