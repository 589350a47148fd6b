import type { ChapterRef, ReadingPosition } from '../canon/canon.js';
import type { IsoDate } from '../dates/calendar-date.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';

/** 0 by start and end date, 1 by chapters per day, 2 by number of days. */
export type PlanType = 0 | 1 | 2;

export const PLAN_TYPES: readonly PlanType[] = [0, 1, 2];

/** How days are cut: equal chapter counts (the traditional way), or even verse or word counts. */
export type Balance = 'chapters' | 'verses' | 'words';

export const BALANCES: readonly Balance[] = ['chapters', 'verses', 'words'];

/** One day of a plan. */
export interface CalendarDay {
  /** The day's position in the plan, 0..n-1 in date order. */
  _id: number;
  date: IsoDate;
  read: boolean;
  readingStart: ChapterRef;
  readingEnd: ChapterRef;
  /** Every chapter of the day, in reading order. */
  readingDetails: ChapterRef[];
}

export interface BuildInput {
  planType: PlanType;
  readingOrder: ReadingOrder;
  startDate: IsoDate;
  /** Required for plan type 0. */
  endDate?: IsoDate;
  /** Required for plan type 1. */
  chaptersPerDay?: number;
  /** Required for plan type 2. */
  quantityOfDays?: number;
  startReading: ReadingPosition;
  endReading: ReadingPosition;
  /** Week days (0-6, Sunday = 0) that get no reading. At most six. */
  blockedWeekDays?: number[];
  /** Chapters already read; they are left out of the new plan. */
  chaptersRead?: ChapterRef[];
  /** Dates that already hold a day (the read days an edit keeps); new days go around them. */
  takenDates?: IsoDate[];
  /** Default 'chapters'. */
  balance?: Balance;
}
