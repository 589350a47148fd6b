/** Highest number of days, or of chapters per day, a plan form accepts. */
export const MAX_DAYS_OR_CHAPTERS = 1190;
/** Lowest number of days, or of chapters per day. */
export const MIN_DAYS_OR_CHAPTERS = 1;
/** A whole number of days, or of chapters per day, that a plan form accepts. */
export function isDayOrChapterCount(value: number): boolean {
  return Number.isInteger(value) && value >= MIN_DAYS_OR_CHAPTERS && value <= MAX_DAYS_OR_CHAPTERS;
}
/** At least one week day must stay open. */
export const MAX_BLOCKED_WEEK_DAYS = 6;
/** The checklist's delay-count input: values below the minimum are raised to it. */
export const DELAY_COUNT_MIN = 1;
export const DELAY_COUNT_MAX = 100;
export const DELAY_COUNT_DEFAULT = 3;
/** A delay count the checklist keeps as it is (anything else is raised or lowered into range). */
export function isDelayCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DELAY_COUNT_MIN && (value as number) <= DELAY_COUNT_MAX;
}
/** Average silent reading speed used for reading-time estimates (words per minute). */
export const DEFAULT_WORDS_PER_MINUTE = 238;
