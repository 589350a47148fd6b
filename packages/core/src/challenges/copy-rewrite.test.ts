import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { replan } from '../replan/replan.js';
import { skipPastReadings } from '../replan/skip-past.js';
import { plusDays } from '../test-support/date-oracle.js';
import { firstDate, readPlanArb } from '../test-support/plan-arbitraries.js';
import { isAllowedCopyRewrite, skippedBefore, withoutSkippedDays } from './copy-rewrite.js';

const scenario = fc.record({ plan: readPlanArb, offset: fc.integer({ min: 0, max: 120 }) }).map(({ plan, offset }) => ({
  days: plan.days,
  blockedWeekDays: plan.blockedWeekDays,
  today: plusDays(firstDate(plan.days), offset),
}));

describe('isAllowedCopyRewrite', () => {
  it('allows a replan from today and starting on today’s reading', () => {
    fc.assert(
      fc.property(scenario, ({ days, blockedWeekDays, today }) => {
        expect(isAllowedCopyRewrite(days, replan(days, { today, blockedWeekDays }), today)).toBe(true);
        expect(isAllowedCopyRewrite(days, skipPastReadings(days, today), today)).toBe(true);
        // A device a day ahead of the server (a time zone east of it) is still allowed its skip.
        expect(isAllowedCopyRewrite(days, skipPastReadings(days, plusDays(today, 1)), plusDays(today, 1))).toBe(true);
      }),
    );
  });

  it('refuses leaving out a day still to come, a read day, or part of a day', () => {
    fc.assert(
      fc.property(scenario, ({ days, today }) => {
        const later = days.findIndex((day) => day.date > today);
        if (later >= 0) expect(isAllowedCopyRewrite(days, days.toSpliced(later, 1), today)).toBe(false);
        const read = days.findIndex((day) => day.read);
        if (read >= 0) expect(isAllowedCopyRewrite(days, days.toSpliced(read, 1), plusDays(today, 999))).toBe(false);
        const long = days.findIndex((day) => day.readingDetails.length > 1);
        if (long >= 0) {
          const day = days[long] as CalendarDay;
          const trimmed = { ...day, readingDetails: day.readingDetails.slice(1) };
          expect(isAllowedCopyRewrite(days, days.toSpliced(long, 1, trimmed), plusDays(today, 999))).toBe(false);
        }
      }),
    );
  });

  it('refuses more days for the same chapters, also after leaving some out', () => {
    fc.assert(
      fc.property(scenario, ({ days, today }) => {
        const split = days.flatMap((day) => day.readingDetails.map((ref) => ({ ...day, readingDetails: [ref] })));
        if (split.length > days.length) expect(isAllowedCopyRewrite(days, split, today)).toBe(false);
        const skipped = skipPastReadings(days, today);
        const splitAfterSkip = skipped.flatMap((day) =>
          day.readingDetails.map((ref) => ({ ...day, readingDetails: [ref] })),
        );
        if (splitAfterSkip.length > skipped.length)
          expect(isAllowedCopyRewrite(days, splitAfterSkip, today)).toBe(false);
      }),
    );
  });
});

describe('skippedBefore and withoutSkippedDays: a copy that started with the group keeps its skip', () => {
  it('names the day after the latest day left out, and leaves those days out again, never a read one', () => {
    fc.assert(
      fc.property(scenario, ({ days, blockedWeekDays, today }) => {
        const skipped = skipPastReadings(days, today);
        const before = skippedBefore(days, skipped);
        const leftOut = days.filter((day) => !day.read && day.date < today);
        expect(before).toBe(leftOut.length === 0 ? null : plusDays(leftOut.at(-1)?.date as string, 1));
        // The same days again (as an edit of the template gives them back): the same ones stay out.
        expect(withoutSkippedDays(days, before).map((day) => day.date)).toEqual(skipped.map((day) => day.date));
        expect(withoutSkippedDays(days, before).filter((day) => day.read)).toEqual(days.filter((day) => day.read));
        // A replan leaves nothing out.
        expect(skippedBefore(days, replan(days, { today, blockedWeekDays }))).toBeNull();
      }),
    );
  });
});
