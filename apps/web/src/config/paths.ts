/** Every route of the app; nobody assembles a path by hand. */
export const paths = {
  home: '/',
  newPlan: '/new',
  created: '/created',
  plan: '/plan',
  planPortuguese: '/plano',
  editPlan: '/plan/edit',
  download: '/download',
  legacyNewPlan: '/novo-plano',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string, email: string) =>
    `/reset-password/${encodeURIComponent(token)}/${encodeURIComponent(email)}`,
  emailConfirmation: (token: string) => `/email-confirmation/${encodeURIComponent(token)}`,
  logout: '/logout',
  menu: '/menu',
  privacyPolicy: '/privacy-policy',
  privacyPolicyPortuguese: '/politica-de-privacidade',
  termsOfUse: '/terms-of-use',
  downloadApp: '/download-app',
  reportError: '/report-error',
  challenges: '/challenges',
  challengesPresentation: '/challenges/presentation',
  /** A join code's own page (issue 23): for the landing page and someone signed out; /challenges has it inline. */
  joinByCode: '/challenges/join',
  /** The landing page's prices (its start-now anchor). */
  challengesStartNow: '/challenges/presentation#start-now',
  challengeLandingPortuguese: '/desafio-plano-de-leitura',
  challengeLandingEnglish: '/bible-reading-challenge',
  newChallenge: '/challenges/new',
  newChallengeName: (query: { iosPurchase?: boolean } = {}) =>
    `/challenges/new/name${queryString({ iosPurchase: query.iosPurchase })}`,
  newChallengeDates: '/challenges/new/dates',
  newChallengeReading: '/challenges/new/reading',
  challengeRanking: (challengeId: string, query: { isNew?: boolean; isNewParticipant?: boolean } = {}) =>
    `${challengeRoot(challengeId)}/ranking${queryString({ isNew: query.isNew, isNewParticipant: query.isNewParticipant })}`,
  challengePlan: (challengeId: string) => `${challengeRoot(challengeId)}/plan`,
  challengeQuestions: (challengeId: string) => `${challengeRoot(challengeId)}/questions`,
  challengeQuestionAdd: (challengeId: string) => `${challengeRoot(challengeId)}/questions/add`,
  challengeQuestion: (challengeId: string, questionId: string) =>
    `${challengeRoot(challengeId)}/question/${encodeURIComponent(questionId)}`,
  challengeQuestionEdit: (challengeId: string, questionId: string) =>
    `${challengeRoot(challengeId)}/question/${encodeURIComponent(questionId)}/edit`,
  challengeConfigs: (challengeId: string) => `${challengeRoot(challengeId)}/configs`,
  challengeParticipantsEdit: (challengeId: string) => `${challengeRoot(challengeId)}/configs/participants/edit`,
  challengePlanEdit: (challengeId: string) => `${challengeRoot(challengeId)}/configs/plan/edit`,
  /** The leader's view of the participants' progress (issue 12, beyond the spec), from configs. */
  challengeProgress: (challengeId: string) => `${challengeRoot(challengeId)}/configs/progress`,
  /** After creation, `isNew` marks the challenge as just created (spec 3 section 2). */
  challengeParticipantsAdd: (challengeId: string, query: { isNew?: boolean } = {}) =>
    `${challengeRoot(challengeId)}/participants/add${queryString({ isNew: query.isNew })}`,
  /** The invite page; `key` is the shared link's once the leader made a new one (InviteLink). */
  challengeInvite: (challengeId: string, key?: string | null) =>
    `/c/invite/${encodeURIComponent(challengeId)}${key ? `?key=${encodeURIComponent(key)}` : ''}`,
  challengeInviteLogin: (challengeId: string) => `/c/invite/${encodeURIComponent(challengeId)}/login`,
  /** Where an invitation mail's "stop invitations to this address" leads (its query: email, signature). */
  stopInvitations: '/c/invitations/stop',
  /** Where the leader's weekly summary mail's "stop" link leads (its query: user, signature). */
  stopWeeklySummary: '/c/weekly-summary/stop',
  /** Route patterns of the challenge area (spec 3), for the router only. */
  challengePattern: '/challenge/:challengeId/*',
  challengeInvitePattern: '/c/invite/:challengeId/*',
} as const;

function challengeRoot(challengeId: string): string {
  return `/challenge/${encodeURIComponent(challengeId)}`;
}

/** `?flag=true` for each flag set, '' when none is. */
function queryString(flags: Record<string, boolean | undefined>): string {
  const set = Object.entries(flags).filter(([, value]) => value === true);
  return set.length === 0 ? '' : `?${set.map(([name]) => `${name}=true`).join('&')}`;
}
