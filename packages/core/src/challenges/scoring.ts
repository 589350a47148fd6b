import { PlanError } from '../errors.js';

// Spec 3 sections 4 and 9: the points of a challenge and the timings of its screens.

/** Points for each completed day of the challenge plan (−1 when the day is unmarked again). */
export const READING_POINTS_PER_DAY = 1;
/** A question's points when the leader leaves them as they are. */
export const DEFAULT_QUESTION_POINTS = 3;

/** Places on the podium; the ranking table starts at the next position. */
export const PODIUM_SIZE = 3;
export const RANKING_TABLE_FIRST_POSITION = PODIUM_SIZE + 1;
/** The podium is revealed this long after the challenge has loaded. */
export const PODIUM_REVEAL_MS = 4000;
/** The +1 / −1 points popup shows this long, then leaves with an animation of the second length. */
export const POINTS_POPUP_MS = 1000;
export const POINTS_POPUP_LEAVE_MS = 1000;
/** The invite modal opens this long after /plan or /menu has loaded. */
export const INVITE_MODAL_DELAY_MS = 500;
/** A wrong answer stays highlighted this long. */
export const WRONG_ANSWER_HIGHLIGHT_MS = 1000;
/** A form error (wizard, plan edit) clears itself after this long. */
export const FORM_ERROR_CLEAR_MS = 3000;
/** The link-copied indicator. */
export const LINK_COPIED_MS = 2000;
/** The app-share (download link) copied indicator of the not-accepted-yet panel. */
export const APP_SHARE_COPIED_MS = 4000;
/** The challenge checklist measures its height this long after it shows. */
export const CHECKLIST_MEASURE_DELAY_MS = 500;
/** The question-added success message stays this long (spec 3 section 8). */
export const QUESTION_ADDED_MESSAGE_MS = 10_000;
/** Prices in the landing page's text (R$ in pt, $ in en); checkout belongs to another issue. */
export const PREMIUM_PRICES = Object.freeze({ subscription: 20, oneTime: 100 });

/** A member's running counts, as the challenge_members row keeps them. */
export interface MemberCounts {
  readDays: number;
  dayCount: number;
  questionPoints: number;
}

/**
 * Read days over plan days × 10,000, rounded: the percentage to 2 decimals as a whole number (the
 * form the ranking index keeps). 0 when the plan has no days.
 */
export function conclusionBasisPoints(readDays: number, dayCount: number): number {
  assertCount('readDays', readDays);
  assertCount('dayCount', dayCount);
  if (dayCount === 0) return 0;
  return Math.round((Math.min(readDays, dayCount) * 10_000) / dayCount);
}

/**
 * Read days / plan days × 100 to 2 decimals (66.67 for 2 of 3), as the personal plan's
 * planProgress rounds; 0 when the plan has no days. Read days beyond the day count (a template
 * edit in flight) count as 100.
 */
export function conclusionPercentage(readDays: number, dayCount: number): number {
  return conclusionBasisPoints(readDays, dayCount) / 100;
}

/** Reading points (one per read day) plus the points of correctly answered questions. */
export function totalPoints({ readDays, questionPoints }: Pick<MemberCounts, 'readDays' | 'questionPoints'>): number {
  assertCount('readDays', readDays);
  assertCount('questionPoints', questionPoints);
  return readDays * READING_POINTS_PER_DAY + questionPoints;
}

/** What a day's change of mark does to the points: +1 when it becomes read, −1 when unread, 0 otherwise. */
export function readingPointsChange(wasRead: boolean, isRead: boolean): number {
  if (wasRead === isRead) return 0;
  return isRead ? READING_POINTS_PER_DAY : -READING_POINTS_PER_DAY;
}

/** A first answer to a question: right when it is the question's answer (spaces around ignored), scoring its points. */
export function scoreAnswer(
  userAnswer: string,
  question: { answer: string; points: number },
): { answerIsCorrect: boolean; points: number } {
  const answerIsCorrect = userAnswer.trim() === question.answer.trim();
  return { answerIsCorrect, points: answerIsCorrect ? question.points : 0 };
}

function assertCount(field: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw PlanError.of(field, 'outOfRange');
}
