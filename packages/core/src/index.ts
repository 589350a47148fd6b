/**
 * @bible-journey/core — the Bible Journey domain, pure TypeScript with no I/O: the canon, the
 * reading orders, calendar building, replanning, progress and the plan form's rules. Used by the
 * server and the web app alike.
 */

// Bible reader
/** Where the reader stands within a day's chapters, and which version it shows. */
export { type DayReadingStep, dayReadingStep } from './bible/day-chapters.js';
export {
  chooseReaderVersion,
  DEFAULT_BIBLE_VERSION_ID,
  type VersionChoice,
  type VersionChoiceInput,
  type VersionOption,
} from './bible/version-choice.js';
/** Builds a plan's days from a form. */
export { buildReadingCalendar, chapterKey } from './calendar/build-calendar.js';
// Calendar
/** Plan and day types. */
export {
  BALANCES,
  type Balance,
  type BuildInput,
  type CalendarDay,
  PLAN_TYPES,
  type PlanType,
} from './calendar/calendar-day.js';
export { assertCalendarDays } from './calendar/check-days.js';
/** Month grouping for the checklist. */
export { byDate, groupDaysByMonth, initialMonthIndex, type MonthGroup } from './calendar/month-groups.js';
// Canon
/** Interface languages and the book record type. */
export { type Book, LANGUAGES, type Language, type Testament } from './canon/book.js';
/** The 66 books (`BOOKS`), chapter references and lookups. */
export {
  BOOKS,
  bibleReference,
  bookIndexOf,
  bookName,
  type ChapterRef,
  chapterVerses,
  chapterWords,
  findBook,
  formatReadingRange,
  getBook,
  getBookByIndex,
  isChapterRef,
  type ReadingPosition,
  TOTAL_CHAPTERS,
  toChapterRef,
  toReadingPosition,
} from './canon/canon.js';
/** Which language a value or a language tag names, the fallback, and each language's locale tag. */
export {
  FALLBACK_LANGUAGE,
  firstKnownLanguage,
  isLanguage,
  LOCALE_TAGS,
  languageOfTag,
} from './canon/language.js';
// Group reading challenges (spec 3)
/** A challenge's name, participants' e-mails, dates and questions: limits, rules and problem codes. */
export {
  ADDED_PARTICIPANTS_MIN,
  ALTERNATIVE_MAX_LENGTH,
  ALTERNATIVES_MAX,
  ALTERNATIVES_MIN,
  CHALLENGE_EMAIL_PATTERN,
  CHALLENGE_NAME_MAX,
  CHALLENGE_NAME_MIN,
  CHALLENGES_PER_OWNER_MAX,
  type ChallengeCheck,
  type ChallengeProblem,
  type ChallengeProblemCode,
  CREATION_PARTICIPANTS_MIN,
  checkAddedParticipants,
  checkChallengeDates,
  checkChallengeName,
  checkCreationParticipants,
  checkNewChallenge,
  checkParticipantEmails,
  checkQuestion,
  DEFAULT_ALTERNATIVE_LABEL,
  INVITE_EMAIL_MAX,
  INVITES_PER_REQUEST_MAX,
  isSuggestableEmail,
  type NewChallenge,
  nextAlternativeName,
  normalizeEmails,
  QUESTION_POINTS_MAX,
  QUESTION_POINTS_MIN,
  QUESTION_STATEMENT_MAX,
  QUESTIONS_PER_CHALLENGE_MAX,
  type QuestionInput,
} from './challenges/challenge-validation.js';
/** What a member's whole-plan write may do to their copy of a challenge plan. */
export {
  type CopyDay,
  isAllowedCopyRewrite,
  skippedBefore,
  withoutSkippedDays,
} from './challenges/copy-rewrite.js';
/** A challenge's join code: its alphabet and length, reading what a person typed, and showing one. */
export {
  formatJoinCode,
  JOIN_CODE_ALPHABET,
  JOIN_CODE_INPUT_MAX,
  JOIN_CODE_LENGTH,
  normalizeJoinCode,
} from './challenges/join-code.js';
/** The leader's progress view: days behind, who needs a word first, one encouragement a day. */
export {
  canEncourageToday,
  compareNeedOfEncouragement,
  daysBehind,
  ENCOURAGEMENTS_PER_DAY,
  type NeedOfEncouragementKey,
  nextEncouragementOn,
  type ParticipantProgress,
  type ParticipantProgressInput,
  sortByNeedOfEncouragement,
} from './challenges/leader-progress.js';
/** A member's progress as the chapters they read and the points they earned, through a leader's edits (decision 0020). */
export {
  type ChapterMark,
  dayMarkFromChapters,
  editEffect,
  followWithReadChapters,
  isDayRead,
  type MemberProgress,
  markMemberDay,
  type ProgressDay,
  progressAfterEdit,
  progressFromMarkedDays,
  readDayCount,
  readingPoints,
} from './challenges/member-progress.js';
/** Who may create a challenge: a subscription, or a one_time purchase not yet used up. */
export {
  type ChallengeCreation,
  canCreateChallenge,
  challengeCreation,
  isPremiumType,
  isPurchaseConfirmed,
  PREMIUM_TYPES,
  type PremiumLike,
  type PremiumType,
} from './challenges/premium.js';
/** The ranking's tabs and order (score, then who got there first, then id), the 2-1-3 podium, who is ranked. */
export {
  compareInstants,
  compareRanking,
  DEFAULT_RANKING_TAB,
  isInRanking,
  isRankingTab,
  podiumOrder,
  RANKING_PAGE_DEFAULT,
  RANKING_PAGE_MAX,
  RANKING_TABS,
  type RankingKey,
  type RankingTab,
  rankingValue,
  sharedPlaces,
  sortRanking,
  splitRanking,
} from './challenges/ranking-order.js';
/** The reading range a new challenge starts with: the largest whose days stay within an hour. */
export { type ReadingRange, readingThatFits } from './challenges/reading-that-fits.js';
/** Points (1 a read day, questions 3 by default), the conclusion percentage and the screens' timings and sizes. */
export {
  APP_SHARE_COPIED_MS,
  CHECKLIST_MEASURE_DELAY_MS,
  conclusionBasisPoints,
  conclusionPercentage,
  DEFAULT_QUESTION_POINTS,
  FORM_ERROR_CLEAR_MS,
  INVITE_MODAL_DELAY_MS,
  LINK_COPIED_MS,
  type MemberCounts,
  PODIUM_REVEAL_MS,
  PODIUM_SIZE,
  POINTS_POPUP_LEAVE_MS,
  POINTS_POPUP_MS,
  PREMIUM_PRICES,
  QUESTION_ADDED_MESSAGE_MS,
  RANKING_TABLE_FIRST_POSITION,
  READING_POINTS_PER_DAY,
  readingPointsChange,
  scoreAnswer,
  totalPoints,
  WRONG_ANSWER_HIGHLIGHT_MS,
} from './challenges/scoring.js';
/** The leader's weekly summary: on track, fell behind, not started (the progress view's rule), and its week. */
export {
  isInWeeklySummary,
  SUMMARY_HOUR_UTC,
  SUMMARY_NAMES_MAX,
  SUMMARY_STANDINGS,
  type SummaryGroup,
  type SummaryStanding,
  summaryGroups,
  summaryStanding,
  summaryWeekOf,
  summaryWindow,
} from './challenges/weekly-summary.js';
/** Calendar-date helpers (`YYYY-MM-DD`, never shifted by time zones). */
export {
  addDays,
  type IsoDate,
  isIsoDate,
  openDates,
  parseIsoDate,
  todayIso,
  weekDayOf,
} from './dates/calendar-date.js';
/** The seven week days (Sunday = 0). */
export { isWeekDay, WEEK_DAYS, type WeekDay } from './dates/week-days.js';
// Donations: when the ask-donation modal shows (decision 0016)
export {
  ASK_DONATION_AFTER_READ_DAYS,
  DONATION_REMIND_LATER_DAYS,
  type DonationAskState,
  INITIAL_DONATION_ASK_STATE,
  remindDonationLater,
  shouldAskDonation,
} from './donations/ask-donation.js';
// Errors
/** The coded error every function throws for bad input. */
export { type FieldError, isPlanError, PlanError, type PlanErrorCode } from './errors.js';
export {
  type ConvertOptions,
  convertLegacyPlan,
  type LegacyDay,
  type LegacyPlanV1,
} from './legacy/convert-legacy-plan.js';
/** Offline by default: the chapters to keep on the device first. */
export { chaptersAhead, DAYS_KEPT_AHEAD } from './plan/chapters-ahead.js';
/** Falling behind: readings behind, when to offer a replan, and the two ways back (keep the end or the pace). */
export { keepPaceEndDate, replanKeepingPace } from './plan/keep-pace.js';
export { overdueCount, shouldOfferReplan } from './plan/late-plan.js';
/** The on-device plan (planv2) and the v1 converter. */
export { emptyLocalPlan, type LocalPlanV2 } from './plan/local-plan.js';
export { type PlanSettings, setTrackDelays, storeLocalPlan } from './plan/local-plan-actions.js';
/** The body a whole-plan write sends for the device's plan. */
export { type PlanWriteBody, toPlanBody } from './plan/plan-body.js';
/** Defaults of a new plan and the form's small rules. */
export { clampDelayCount, DEFAULT_PLAN, defaultEndDate, shouldTrackDelaysFor } from './plan/plan-defaults.js';
/** How heavy a new plan's days are (core's reading-time estimate), and when a day is too long. */
export { isLongReadingDay, LONG_DAY_MINUTES, type ReadingLoad, readingLoad } from './plan/reading-load.js';
/** An edited plan that keeps every read day. */
export { rebuildKeepingProgress } from './plan/rebuild-plan.js';
export {
  type DayLoad,
  type ReplanChoice,
  type ReplanChoices,
  replanChoices,
  unreadLoad,
} from './plan/replan-choices.js';
/** The daily loop: the reading streak, today's reading (or why none), the next one, the checklist's day. */
export { readingStreak } from './plan/streak.js';
export { checklistFocusDay, nextReading, type TodayReading, todayReading } from './plan/today-reading.js';
/** The finish moment's week and milestones. */
export {
  DAY_MILESTONES,
  type Milestone,
  milestoneKey,
  milestoneOfKey,
  milestonesReached,
  type WeekDot,
  weekDots,
} from './plan/week-and-milestones.js';
/** Progress in days and chapters. */
export { type PlanCounts, planCounts } from './progress/plan-counts.js';
/** Progress, lateness and reading time. */
export { firstUnreadDay, isLate, planProgress } from './progress/progress.js';
export { dayWords, readingMinutes } from './progress/reading-time.js';
// Reading orders
/** The three orders and their chapter sequences. */
export { type OrderSegment, READING_ORDERS, type ReadingOrder } from './reading-orders/reading-order.js';
export {
  chapterSequence,
  defaultReadingRange,
  isReadingOrder,
  ORDERS,
  positionInOrder,
  readingOrderName,
  readingRange,
} from './reading-orders/reading-orders.js';
export {
  CONTINUE_PROMPT_EVERY,
  formatReminderTime,
  REMIND_LATER_DAYS,
  type ReminderPrompt,
  type ReminderPromptState,
  reminderPromptFor,
  remindLater,
} from './reminders/reminder-prompts.js';
// Reminders: the settings' rules (when one fires is on its own entry, `@bible-journey/core/reminders`)
export {
  DEFAULT_REMINDER_TIME,
  isReminderTime,
  isTimeZone,
  type ReminderTime,
} from './reminders/reminder-rules.js';
/** Edits and replans kept as intent, made again on a merged plan after a conflict. */
/** A device's reminder state, shared by the prompts and the menu card. */
export {
  mayAskAboutReminders,
  type NotificationAccess,
  needsAnotherWay,
  type ReminderFacts,
  type ReminderState,
  type ReminderStateKind,
  reminderState,
} from './reminders/reminder-state.js';
// Replanning and progress
/** Rebuilds a late plan from today. */
export { type ReplanOptions, replan, replanUntil } from './replan/replan.js';
export { skipPastReadings } from './replan/skip-past.js';
// Sync of read marks (ARCHITECTURE.md, "Data rules"): day-level operations, one merge rule.
/** A tick on the device: its mark at once, and an operation in the outbox. */
export { type MarkedPlan, markDay } from './sync/mark-day.js';
/** The merge of the device's copy, its outbox and the server's copy (the function: `@bible-journey/core/device-sync`). */
export type { MergeResult } from './sync/merge-server-plan.js';
/** Operations kept on the device until the server acknowledges them. */
export {
  acknowledgeOperation,
  enqueueOperation,
  type MarkOperation,
  type PlanOperation,
  type TrackDelaysOperation,
} from './sync/plan-operations.js';
/** What to do with the server's plans on fetch (the function: `@bible-journey/core/device-sync`). */
export type { SyncDecision } from './sync/plan-sync.js';
/** Marks and their order: the latest change to a day wins. */
export {
  chapterKeyOf,
  dayIndexHolding,
  isNewerMark,
  markOf,
  type ReadMark,
  type SyncedDay,
} from './sync/read-mark.js';
/** A whole-plan write against the stored days: surviving days keep their ids. */
export {
  type IncomingDay,
  type Reconciled,
  type ReconciledDay,
  reconcileDays,
  type StoredDay,
} from './sync/reconcile-days.js';
export { localFromServer, type ServerPlanLike } from './sync/server-plan.js';
export { applyStructuralChange, queueStructuralChange, type StructuralChange } from './sync/structural-change.js';
/**
 * The device's sync round (`syncPlan`, `resolveChoice`) is on its own entry,
 * `@bible-journey/core/device-sync`, so the web app loads it on demand; its types are here.
 */
export type {
  DeviceSyncStore,
  MarkAnswer,
  PendingChange,
  PlanTransport,
  SyncOptions,
  SyncOutcome,
} from './sync/sync-plan.js';
// Plan form and local plan
/** Limits shared by forms and the server. */
export * from './validation/limits.js';
/** Form validation with field errors. */
export { type PlanFormResult, validatePlanForm } from './validation/plan-form.js';
export { type CheckedPlanInput, checkPlanInput, toWholeNumber } from './validation/plan-input.js';
