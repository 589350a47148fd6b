import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import type { ChapterRef } from '../canon/canon.js';
import { replan } from '../replan/replan.js';
import { clone, plusDays, weekDay } from '../test-support/date-oracle.js';
import { firstDate, lastDate, readPlanArb } from '../test-support/plan-arbitraries.js';
import { replanKeepingPace } from './keep-pace.js';
import { replanChoices } from './replan-choices.js';

/** A built plan with some days read, a today from just before its start to long after, and its blocked days. */
const scenarioArb = fc
  .record({ plan: readPlanArb, todayOffset: fc.integer({ min: -10, max: 500 }) })
  .map(({ plan: { days, blockedWeekDays }, todayOffset }) => ({
    days,
    options: { today: plusDays(firstDate(days), todayOffset), blockedWeekDays },
  }));

const key = (ref: ChapterRef) => `${ref.book} ${ref.chapter}`;

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
        expect(lastDate(kept) >= lastDate(keepEnd)).toBe(true);
        const end = lastDate(days);
        const isLate = days.some((day) => !day.read && day.date < options.today);
        const hasRoomBeforeEnd = days.some((day) => !day.read && day.date >= options.today);
        if (isLate && hasRoomBeforeEnd) expect(lastDate(keepEnd)).toBe(end);
        // The pace holds: no more unread days than before, and never fewer unless the end floor applies.
        const unreadBefore = days.filter((day) => !day.read).length;
        if (lastDate(kept) > end) expect(unread).toHaveLength(unreadBefore);
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
