import { BALANCES, type Balance, PLAN_TYPES, type PlanType } from '../calendar/calendar-day.js';
import { type ChapterRef, getBookByIndex, isChapterRef, type ReadingPosition } from '../canon/canon.js';
import { type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { isWeekDay } from '../dates/week-days.js';
import type { FieldError } from '../errors.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';
import { defaultReadingRange, isReadingOrder, positionInOrder } from '../reading-orders/reading-orders.js';
import { isDayOrChapterCount, MAX_BLOCKED_WEEK_DAYS } from './limits.js';

/** A plan input after checking: every field present, typed and in range. */
export interface CheckedPlanInput {
  planType: PlanType;
  readingOrder: ReadingOrder;
  startDate: IsoDate;
  endDate: IsoDate | undefined;
  chaptersPerDay: number | undefined;
  quantityOfDays: number | undefined;
  startReading: ReadingPosition;
  endReading: ReadingPosition;
  blockedWeekDays: ReadonlySet<number>;
  chaptersRead: readonly ChapterRef[];
  /** Dates that already hold a day (read days kept by an edit): new days go around them. */
  takenDates: ReadonlySet<IsoDate>;
  balance: Balance;
}

/**
 * 'form' refuses a start date after the end date; 'builder' corrects it (the end becomes the
 * day after the start), as the plan form and the calendar builder each must.
 */
export type CheckMode = 'form' | 'builder';

export type CheckResult = { ok: true; value: CheckedPlanInput } | { ok: false; errors: FieldError[] };

/** Checks every field of a plan input (from a form or an API body) and lists every problem. */
export function checkPlanInput(input: unknown, mode: CheckMode): CheckResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ field: 'input', code: 'invalidInput' }] };
  }
  const raw = input as Record<string, unknown>;
  const errors: FieldError[] = [];
  const fail = (field: string, code: FieldError['code']) => {
    errors.push({ field, code });
    return undefined;
  };

  const planTypeValue = raw.planType === undefined ? 0 : toWholeNumber(raw.planType);
  const planType = PLAN_TYPES.find((type) => type === planTypeValue);
  if (planType === undefined) fail('planType', 'invalidPlanType');

  const readingOrder = raw.readingOrder === undefined ? 'traditional' : raw.readingOrder;
  if (!isReadingOrder(readingOrder)) fail('readingOrder', 'invalidReadingOrder');

  const startDate = checkDate(raw.startDate, 'startDate', fail);
  let endDate: IsoDate | undefined;
  let chaptersPerDay: number | undefined;
  let quantityOfDays: number | undefined;
  if (planType === 0) {
    endDate = checkDate(raw.endDate, 'endDate', fail);
    if (mode === 'form' && startDate && endDate && startDate > endDate) fail('endDate', 'startDateAfterEndDate');
  } else if (planType === 1) {
    chaptersPerDay = checkCount(raw.chaptersPerDay, 'chaptersPerDay', fail);
  } else if (planType === 2) {
    quantityOfDays = checkCount(raw.quantityOfDays, 'quantityOfDays', fail);
  }

  const defaults = isReadingOrder(readingOrder) ? defaultReadingRange(readingOrder) : undefined;
  const startReading = checkPosition(raw.startReading ?? defaults?.start, 'startReading', fail);
  const endReading = checkPosition(raw.endReading ?? defaults?.end, 'endReading', fail);
  if (isReadingOrder(readingOrder) && startReading && endReading) {
    if (positionInOrder(readingOrder, startReading) > positionInOrder(readingOrder, endReading)) {
      fail('endReading', 'readingRangeReversed');
    }
  }

  const blockedWeekDays = checkWeekDays(raw.blockedWeekDays, fail);
  const chaptersRead = checkChaptersRead(raw.chaptersRead, fail);
  const takenDates = checkTakenDates(raw.takenDates, fail);

  const balance = raw.balance === undefined ? 'chapters' : raw.balance;
  if (!BALANCES.includes(balance as Balance)) fail('balance', 'invalidBalance');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      planType: planType as PlanType,
      readingOrder: readingOrder as ReadingOrder,
      startDate: startDate as IsoDate,
      endDate,
      chaptersPerDay,
      quantityOfDays,
      startReading: startReading as ReadingPosition,
      endReading: endReading as ReadingPosition,
      blockedWeekDays: blockedWeekDays as ReadonlySet<number>,
      chaptersRead: chaptersRead as ChapterRef[],
      takenDates: takenDates as ReadonlySet<IsoDate>,
      balance: balance as Balance,
    },
  };
}

type Fail = (field: string, code: FieldError['code']) => undefined;

/** A whole number from a number or a numeric string (form inputs hold strings), else NaN. */
export function toWholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function checkDate(value: unknown, field: string, fail: Fail): IsoDate | undefined {
  if (isBlank(value)) return fail(field, 'required');
  return parseIsoDate(value) ? (value as IsoDate) : fail(field, 'invalidDate');
}

function checkCount(value: unknown, field: string, fail: Fail): number | undefined {
  if (isBlank(value)) return fail(field, 'required');
  const count = toWholeNumber(value);
  if (Number.isNaN(count)) return fail(field, 'notAWholeNumber');
  if (!isDayOrChapterCount(count)) return fail(field, 'outOfRange');
  return count;
}

function checkPosition(value: unknown, field: string, fail: Fail): ReadingPosition | undefined {
  if (isBlank(value)) return fail(field, 'required');
  if (typeof value !== 'object' || Array.isArray(value)) return fail(field, 'invalidBook');
  const { bookIndex, chapter } = value as Record<string, unknown>;
  if (typeof bookIndex !== 'number' || !Number.isInteger(bookIndex) || bookIndex < 0 || bookIndex > 65) {
    return fail(field, 'invalidBook');
  }
  if (typeof chapter !== 'number' || !Number.isInteger(chapter) || chapter < 1) return fail(field, 'invalidChapter');
  if (chapter > getBookByIndex(bookIndex).chapters) return fail(field, 'chapterOutOfRange');
  return { bookIndex, chapter };
}

function checkWeekDays(value: unknown, fail: Fail): ReadonlySet<number> | undefined {
  if (isBlank(value)) return new Set();
  if (!Array.isArray(value)) return fail('blockedWeekDays', 'invalidWeekDay');
  // Array.from turns holes of a sparse array into undefined, which is then refused.
  const listed: unknown[] = Array.from(value);
  if (!listed.every(isWeekDay)) {
    return fail('blockedWeekDays', 'invalidWeekDay');
  }
  const days = new Set(listed as number[]);
  return days.size > MAX_BLOCKED_WEEK_DAYS ? fail('blockedWeekDays', 'allWeekDaysBlocked') : days;
}

function checkChaptersRead(value: unknown, fail: Fail): readonly ChapterRef[] | undefined {
  if (isBlank(value)) return [];
  if (!Array.isArray(value) || !value.every(isChapterRef)) return fail('chaptersRead', 'invalidChapterRef');
  return value.map(({ book, chapter }) => ({ book, chapter }));
}

function checkTakenDates(value: unknown, fail: Fail): ReadonlySet<IsoDate> | undefined {
  if (isBlank(value)) return new Set();
  if (!Array.isArray(value) || !value.every((date) => parseIsoDate(date))) return fail('takenDates', 'invalidDate');
  return new Set(value as IsoDate[]);
}
