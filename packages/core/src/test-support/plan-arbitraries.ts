// Test-only: fast-check arbitraries for built plans, shared by the property tests of the rules
// that change a plan (replan, keeping the pace).

import fc from 'fast-check';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { Balance, CalendarDay } from '../calendar/calendar-day.js';
import { type ChapterRef, getBook } from '../canon/canon.js';
import { READING_ORDERS } from '../reading-orders/reading-order.js';
import { chapterSequence } from '../reading-orders/reading-orders.js';
import { DAY_MS, fromUtc, toUtc } from './date-oracle.js';

/** A calendar date from 1995 to 2095. */
export const isoDateArb = fc
  .integer({ min: toUtc('1995-01-01') / DAY_MS, max: toUtc('2095-12-31') / DAY_MS })
  .map((day) => fromUtc(day * DAY_MS));

/** Blocked week days: any set but all seven. */
export const blockedWeekDaysArb = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 6 });

/** A balance, or none (the default). */
export const balanceArb = fc.constantFrom<Balance | undefined>('chapters', 'verses', 'words', undefined);

/** A plan as the reader has it: its days and the settings it was built with. */
export interface ReadPlan {
  days: CalendarDay[];
  blockedWeekDays: number[];
}

/**
 * A built plan — any reading order, a short or a long stretch of it (up to the whole Bible), over
 * few or many days, with blocked week days and a balance — with some days marked read: none, the
 * first ones, any of them, or all.
 */
export const readPlanArb: fc.Arbitrary<ReadPlan> = fc
  .record({
    order: fc.constantFrom(...READING_ORDERS),
    from: fc.integer({ min: 0, max: 1188 }),
    length: fc.oneof(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 1189 })),
    quantityOfDays: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 400 })),
    startDate: isoDateArb,
    blocked: blockedWeekDaysArb,
    balance: balanceArb,
    readMode: fc.constantFrom('none', 'prefix', 'random', 'all'),
    readCount: fc.nat(),
    readMask: fc.array(fc.boolean(), { maxLength: 400 }),
  })
  .map((s) => {
    const sequence = chapterSequence(s.order);
    const to = Math.min(1188, s.from + s.length - 1);
    const position = (ref: ChapterRef) => ({ bookIndex: getBook(ref.book).index, chapter: ref.chapter });
    const built = buildReadingCalendar({
      planType: 2,
      quantityOfDays: s.quantityOfDays,
      readingOrder: s.order,
      startDate: s.startDate,
      startReading: position(sequence[s.from] as ChapterRef),
      endReading: position(sequence[to] as ChapterRef),
      blockedWeekDays: s.blocked,
      ...(s.balance ? { balance: s.balance } : {}),
    });
    const prefix = s.readCount % (built.length + 1);
    const days = built.map((day, index) => ({
      ...day,
      read:
        s.readMode === 'all' ||
        (s.readMode === 'prefix' && index < prefix) ||
        (s.readMode === 'random' && (s.readMask[index] ?? false)),
    }));
    return { days, blockedWeekDays: s.blocked };
  });

/** The first day's date of a built plan (it has at least one day). */
export const firstDate = (days: readonly CalendarDay[]) => (days[0] as CalendarDay).date;
/** The last day's date of a built plan. */
export const lastDate = (days: readonly CalendarDay[]) => (days[days.length - 1] as CalendarDay).date;
