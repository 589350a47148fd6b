import { Navigate, type RouteObject, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

const ComingPage = lazyPage(() => import('./components/challenges-coming-page.tsx'), 'ChallengesComingPage');

/** The old landing addresses lead to the challenge landing, keeping any query (campaign links). */
function ToPresentation() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.challengesPresentation, search, hash }} replace />;
}

/**
 * The challenge area (spec 3 section 2). Until the challenges are built, every screen of it shows
 * one calm "coming soon" page.
 */
export const challengeRoutes: RouteObject[] = [
  { path: paths.challenges, Component: ComingPage },
  { path: paths.challengesPresentation, Component: ComingPage },
  // /challenges/new and its steps /name, /dates, /reading.
  { path: `${paths.newChallenge}/*`, Component: ComingPage },
  { path: paths.challengePattern, Component: ComingPage },
  { path: paths.challengeInvitePattern, Component: ComingPage },
  { path: paths.challengeLandingPortuguese, element: <ToPresentation /> },
  { path: paths.challengeLandingEnglish, element: <ToPresentation /> },
];
