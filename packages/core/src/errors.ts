/** Every reason the domain refuses an input. Stable strings: the web maps them to translated messages. */
export type PlanErrorCode =
  | 'invalidInput'
  | 'required'
  | 'invalidPlanType'
  | 'invalidReadingOrder'
  | 'invalidDate'
  | 'startDateAfterEndDate'
  | 'notAWholeNumber'
  | 'outOfRange'
  | 'invalidBook'
  | 'invalidChapter'
  | 'chapterOutOfRange'
  | 'readingRangeReversed'
  | 'invalidWeekDay'
  | 'allWeekDaysBlocked'
  | 'invalidChapterRef'
  | 'invalidBalance'
  | 'nothingToRead'
  | 'invalidDays'
  | 'invalidLegacyPlan';

/** One refused field of an input, e.g. `{ field: 'endReading', code: 'readingRangeReversed' }`. */
export interface FieldError {
  field: string;
  code: PlanErrorCode;
}

/** The error the domain throws for bad input. `code` and `field` say what is wrong; `errors` lists every problem found. */
export class PlanError extends Error {
  readonly code: PlanErrorCode;
  readonly field: string;
  readonly errors: readonly FieldError[];

  constructor(errors: readonly [FieldError, ...FieldError[]]) {
    const [first] = errors;
    super(`${first.field}: ${first.code}${errors.length > 1 ? ` (and ${errors.length - 1} more)` : ''}`);
    this.name = 'PlanError';
    this.code = first.code;
    this.field = first.field;
    this.errors = errors;
  }

  static of(field: string, code: PlanErrorCode): PlanError {
    return new PlanError([{ field, code }]);
  }
}

export function isPlanError(error: unknown): error is PlanError {
  return error instanceof PlanError;
}
