import { matchPath } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The bottom bar's destinations inside a challenge, besides Home and Menu (spec 1 section 2). */
export type ChallengeSection = 'ranking' | 'challengePlan' | 'questions' | 'configs';

/** The bottom bar's destinations: outside a challenge Home, Challenges and Menu; inside one, more. */
export type BottomBarSection = 'home' | 'challenges' | 'menu' | ChallengeSection;

/** `/reset-password/a/b` -> `/reset-password/*`: the area of a path that is built with parameters. */
const areaOf = (link: string) => `/${link.split('/')[1]}/*`;

// Where the bar is hidden, and why:
// - redirect-only screens (/ and /novo-plano): nothing to navigate from yet;
// - the account screens (login, register, password reset, e-mail confirmation, logout): full-screen
//   forms with their own back arrow; links away would lose what was typed, and a newcomer has no
//   plan for "Home" to open yet;
// - plan creation for a newcomer (/new, no plan on the device, signed out): nothing for "Home" to
//   open; someone with a plan gets the bar there (spec 1 hides it only on the challenge landing), so
//   "Home" leads back, and so does anyone signed in, whose challenges must stay a tap away;
// - the new plan's result and plan editing (/created, /plan/edit): a focused flow, each screen has
//   its own way back;
// - /download-app: a landing reached from a shared link, usually by someone without a plan;
// - the challenge landing and its two aliases (spec 1 and 3 say so), the challenge wizard
//   (/challenges/new/*) and the invite pages (/c/invite/*, a sign-up form for newcomers).
// Everywhere else (plan, menu, challenges, legal pages, the not-found page ...) the bar is shown.
const HIDDEN: { path: string; end: boolean }[] = [
  { path: paths.home, end: true },
  { path: paths.legacyNewPlan, end: false },
  { path: paths.login, end: false },
  { path: paths.register, end: false },
  { path: paths.forgotPassword, end: false },
  { path: areaOf(paths.resetPassword('token', 'email')), end: false },
  { path: areaOf(paths.emailConfirmation('token')), end: false },
  { path: paths.logout, end: false },
  { path: paths.created, end: false },
  { path: paths.editPlan, end: false },
  { path: paths.downloadApp, end: false },
  { path: paths.challengesPresentation, end: false },
  { path: paths.challengeLandingPortuguese, end: false },
  { path: paths.challengeLandingEnglish, end: false },
  { path: paths.newChallenge, end: false },
  { path: paths.challengeInvitePattern, end: false },
  { path: paths.stopInvitations, end: false },
  { path: paths.stopWeeklySummary, end: false },
];

// Hidden only for a newcomer: no plan on the device, nobody signed in.
const HIDDEN_FOR_NEWCOMERS: { path: string; end: boolean }[] = [{ path: paths.newPlan, end: false }];

/**
 * Whether the screen at `pathname` is shown without the bottom bar (see the lists above).
 * `isKnown`: the device holds a plan or someone is signed in.
 */
export function isBottomBarHidden(pathname: string, isKnown = false): boolean {
  const hidden = isKnown ? HIDDEN : [...HIDDEN, ...HIDDEN_FOR_NEWCOMERS];
  return hidden.some((pattern) => matchPath(pattern, pathname) !== null);
}

const SECTIONS: { section: BottomBarSection; patterns: { path: string; end: boolean }[] }[] = [
  {
    section: 'home',
    patterns: [
      { path: paths.plan, end: true },
      { path: paths.planPortuguese, end: true },
    ],
  },
  { section: 'challenges', patterns: [{ path: paths.challenges, end: false }] },
  { section: 'menu', patterns: [{ path: paths.menu, end: false }] },
];

// Inside a challenge (spec 1 and 3: Home, Ranking, Plan, Questions, Configs, Menu), by screen.
const CHALLENGE_SECTIONS: { section: ChallengeSection; paths: string[] }[] = [
  { section: 'ranking', paths: ['/ranking'] },
  { section: 'challengePlan', paths: ['/plan'] },
  { section: 'questions', paths: ['/questions/*', '/question/*'] },
  // The leader's screens: settings, and adding people to a new challenge.
  { section: 'configs', paths: ['/configs/*', '/participants/*'] },
];

/** The challenge whose screen `pathname` is (/challenge/:challengeId/...), or null outside one. */
export function challengeIdOf(pathname: string): string | null {
  return matchPath(paths.challengePattern, pathname)?.params.challengeId ?? null;
}

/**
 * The item marked as the current page, or null (legal pages, not-found ...). An alias counts as its
 * route (/plano is Home); inside a challenge, its screens are Ranking, Plan, Questions or Configs.
 */
export function activeBottomBarSection(pathname: string): BottomBarSection | null {
  const inChallenge = matchPath(paths.challengePattern, pathname);
  if (inChallenge) {
    const screen = `/${inChallenge.params['*'] ?? ''}`;
    const found = CHALLENGE_SECTIONS.find((entry) => entry.paths.some((path) => matchPath(path, screen) !== null));
    return found?.section ?? null;
  }
  for (const { section, patterns } of SECTIONS) {
    if (patterns.some((pattern) => matchPath(pattern, pathname) !== null)) return section;
  }
  return null;
}
