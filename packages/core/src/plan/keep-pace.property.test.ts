import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { type ChapterRef, getBook } from '../canon/canon.js';
import { READING_ORDERS } from '../reading-orders/reading-order.js';
import { chapterSequence } from '../reading-orders/reading-orders.js';
import { replan } from '../replan/replan.js';
import { clone, DAY_MS, fromUtc, plusDays, toUtc, weekDay } from '../test-support/date-oracle.js';
import { replanKeepingPace } from './keep-pace.js';
import { replanChoices } from './replan-choices.js';

const isoDate = fc
  .integer({ min: toUtc('2000-01-01') / DAY_MS, max: toUtc('2090-12-31') / DAY_MS })
  .map((day) => fromUtc(day * DAY_MS));
const blockedArb = fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 6 });

/** A built plan, some days read (a prefix, or any), a today around it, and the plan's blocked days. */
const scenarioArb = fc
  .record({
    order: fc.constantFrom(...READING_ORDERS),
    from: fc.integer({ min: 0, max: 1188 }),
    length: fc.oneof(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 1189 })),
    quantityOfDays: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 400 })),
    startDate: isoDate,
    blocked: blockedArb,
    prefix: fc.boolean(),
    readCount: fc.nat(),
    readMask: fc.array(fc.boolean(), { maxLength: 400 }),
    todayOffset: fc.integer({ min: -10, max: 500 }),
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
    });
    const readUpTo = s.readCount % (built.length + 1);
    const days = built.map((day, index) => ({
      ...day,
      read: s.prefix ? index < readUpTo : (s.readMask[index] ?? false),
    }));
    return { days, options: { today: plusDays(s.startDate, s.todayOffset), blockedWeekDays: s.blocked } };
  });

const key = (ref: ChapterRef) => `${ref.book} ${ref.chapter}`;
const endOf = (days: readonly CalendarDay[]) => (days[days.length - 1] as CalendarDay).date;

describe('keeping the pace (property)', () => {
  it('keeps every read day, every chapter exactly once in order, and never ends before keeping the end', () => {
    fc.assert(
      fc.property(scenarioArb, ({ days, options }) => {
        const before = clone(days);
        const kept = replanKeepingPace(days, options);
        const keepEnd = replan(days, options);
        expect(days).toEqual(before);

        // Every read day on its date with its chapters and mark.
        const strip = ({ _id, ...day }: CalendarDay) => day;
        expect(kept.filter((day) => day.read).map(strip)).toEqual(days.filter((day) => day.read).map(strip));
        // Every chapter exactly once; the unread ones in their order.
        const all = (list: readonly CalendarDay[]) => list.flatMap((day) => day.readingDetails.map(key));
        expect([...all(kept)].sort()).toEqual([...all(days)].sort());
        expect(new Set(all(kept)).size).toBe(all(kept).length);
        const unread = kept.filter((day) => !day.read);
        expect(unread.flatMap((day) => day.readingDetails)).toEqual(
          days.filter((day) => !day.read).flatMap((day) => day.readingDetails),
        );
        // Dates ascending and unique, ids renumbered, new days from today on open dates.
        kept.forEach((day, index) => {
          expect(day._id).toBe(index);
          if (index > 0) expect(day.date > (kept[index - 1] as CalendarDay).date).toBe(true);
        });
        for (const day of unread) {
          expect(day.date >= options.today).toBe(true);
          expect(options.blockedWeekDays).not.toContain(weekDay(day.date));
        }
        // The end never comes sooner than keeping the end date, and keeping the end never moves it
        // (unless nothing is left before it: then one day past it).
        expect(endOf(kept) >= endOf(keepEnd)).toBe(true);
        const end = endOf(days);
        const isLate = days.some((day) => !day.read && day.date < options.today);
        const hasRoomBeforeEnd = days.some((day) => !day.read && day.date >= options.today);
        if (isLate && hasRoomBeforeEnd) expect(endOf(keepEnd)).toBe(end);
        // The pace holds: no more unread days than before, and never fewer unless the end floor applies.
        const unreadBefore = days.filter((day) => !day.read).length;
        if (endOf(kept) > end) expect(unread).toHaveLength(unreadBefore);
      }),
      { numRuns: 300 },
    );
  });

  it('previews exactly what each choice makes', () => {
    fc.assert(
      fc.property(scenarioArb, ({ days, options }) => {
        const choices = replanChoices(days, options);
        expect(choices.keepEnd.days).toEqual(replan(days, options));
        expect(choices.keepPace.days).toEqual(replanKeepingPace(days, options));
        expect(choices.keepPace.endDate >= choices.keepEnd.endDate).toBe(true);
        expect(choices.keepPace.chaptersPerDay.max).toBeLessThanOrEqual(
          Math.max(choices.keepEnd.chaptersPerDay.max, choices.now.chaptersPerDay.max),
        );
      }),
      { numRuns: 100 },
    );
  });
});
