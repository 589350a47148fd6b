import { Navigate, type RouteObject, useLocation } from 'react-router';
import { paths } from '../../config/paths.ts';
import { lazyPage } from '../../lib/lazy-page.tsx';

const LandingPage = lazyPage(() => import('./components/landing/landing-page.tsx'), 'LandingPage');
const ChallengesPage = lazyPage(() => import('./components/list/challenges-page.tsx'), 'ChallengesPage');
const JoinCodePage = lazyPage(() => import('./components/list/join-code-page.tsx'), 'JoinCodePage');
const InviteRegisterPage = lazyPage(() => import('./components/invite/invite-pages.tsx'), 'InviteRegisterPage');
const InviteLoginPage = lazyPage(() => import('./components/invite/invite-pages.tsx'), 'InviteLoginPage');
const StopInvitationsPage = lazyPage(
  () => import('./components/invite/stop-invitations-page.tsx'),
  'StopInvitationsPage',
);
const StopWeeklySummaryPage = lazyPage(
  () => import('./components/summary/stop-weekly-summary-page.tsx'),
  'StopWeeklySummaryPage',
);
const WizardLayout = lazyPage(() => import('./components/wizard/wizard-layout.tsx'), 'WizardLayout');
const NameStep = lazyPage(() => import('./components/wizard/name-step.tsx'), 'NameStep');
const DatesStep = lazyPage(() => import('./components/wizard/dates-step.tsx'), 'DatesStep');
const ReadingStep = lazyPage(() => import('./components/wizard/reading-step.tsx'), 'ReadingStep');
const ChallengeLayout = lazyPage(() => import('./components/challenge-layout.tsx'), 'ChallengeLayout');
const PlanEditPage = lazyPage(() => import('./components/configs/plan-edit-page.tsx'), 'PlanEditPage');
const RankingPage = lazyPage(() => import('./components/ranking/ranking-page.tsx'), 'RankingPage');
const ChallengePlanPage = lazyPage(() => import('./components/plan/challenge-plan-page.tsx'), 'ChallengePlanPage');
const QuestionsPage = lazyPage(() => import('./components/questions/questions-page.tsx'), 'QuestionsPage');
const QuestionPage = lazyPage(() => import('./components/questions/question-page.tsx'), 'QuestionPage');
const AddQuestionPage = lazyPage(() => import('./components/questions/question-form-page.tsx'), 'AddQuestionPage');
const EditQuestionPage = lazyPage(() => import('./components/questions/question-form-page.tsx'), 'EditQuestionPage');
const ConfigsPage = lazyPage(() => import('./components/configs/configs-page.tsx'), 'ConfigsPage');
const ProgressPage = lazyPage(() => import('./components/configs/progress-page.tsx'), 'ProgressPage');
const AddParticipantsPage = lazyPage(
  () => import('./components/participants/participants-pages.tsx'),
  'AddParticipantsPage',
);
const EditParticipantsPage = lazyPage(
  () => import('./components/participants/participants-pages.tsx'),
  'EditParticipantsPage',
);

/** The old landing addresses lead to the challenge landing, keeping any query (campaign links). */
function ToPresentation() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: paths.challengesPresentation, search, hash }} replace />;
}

/** /challenges/new opens the wizard's first step, keeping its query (?iosPurchase=true). */
function ToFirstStep() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: paths.newChallengeName(), search }} replace />;
}

/**
 * The screens of one challenge, under /challenge/:challengeId (ChallengeLayout fetches the
 * challenge for them and the bottom bar's leader-only item). One line per screen.
 */
const challengeScreens: RouteObject[] = [
  { index: true, element: <Navigate to="ranking" replace /> },
  { path: 'ranking', Component: RankingPage },
  { path: 'plan', Component: ChallengePlanPage },
  { path: 'questions', Component: QuestionsPage },
  { path: 'questions/add', Component: AddQuestionPage },
  { path: 'question/:questionId', Component: QuestionPage },
  { path: 'question/:questionId/edit', Component: EditQuestionPage },
  { path: 'configs', Component: ConfigsPage },
  { path: 'configs/participants/edit', Component: EditParticipantsPage },
  { path: 'configs/progress', Component: ProgressPage },
  { path: 'configs/plan/edit', Component: PlanEditPage },
  { path: 'participants/add', Component: AddParticipantsPage },
];

/** The challenge area (spec 3 section 2). */
export const challengeRoutes: RouteObject[] = [
  { path: paths.challenges, Component: ChallengesPage },
  { path: paths.challengesPresentation, Component: LandingPage },
  { path: paths.joinByCode, Component: JoinCodePage },
  // The creation wizard: /challenges/new/name, /dates, /reading (/challenges/new opens the first).
  {
    path: paths.newChallenge,
    Component: WizardLayout,
    children: [
      { index: true, element: <ToFirstStep /> },
      // Whole paths, so the build's route preloading (build/route-preload.ts) finds each step.
      { path: `${paths.newChallenge}/name`, Component: NameStep },
      { path: paths.newChallengeDates, Component: DatesStep },
      { path: paths.newChallengeReading, Component: ReadingStep },
    ],
  },
  { path: '/challenge/:challengeId', Component: ChallengeLayout, children: challengeScreens },
  // The invite pages: sign up, or log in, then join. Each its own top-level route, so the app
  // loads the challenge strings with it (app/router.tsx's withStrings) and the build's route
  // preloading (build/route-preload.ts) finds its screen.
  { path: '/c/invite/:challengeId', Component: InviteRegisterPage },
  { path: '/c/invite/:challengeId/login', Component: InviteLoginPage },
  { path: paths.stopInvitations, Component: StopInvitationsPage },
  { path: paths.stopWeeklySummary, Component: StopWeeklySummaryPage },
  { path: paths.challengeLandingPortuguese, element: <ToPresentation /> },
  { path: paths.challengeLandingEnglish, element: <ToPresentation /> },
];
