import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  Balance,
  BuildInput,
  CalendarDay,
  ChapterRef,
  PlanFormResult,
  PlanType,
  ReadingOrder,
  ReadingPosition,
  ReplanOptions,
} from './index.js';
import * as core from './index.js';

describe('the package root', () => {
  it.each([
    'BOOKS',
    'buildReadingCalendar',
    'replan',
    'planProgress',
    'isLate',
    'readingMinutes',
    'validatePlanForm',
    'groupDaysByMonth',
    'initialMonthIndex',
    'convertLegacyPlan',
    'defaultEndDate',
    'readingLoad',
    'isLongReadingDay',
    'shouldTrackDelaysFor',
    'clampDelayCount',
    'chapterSequence',
    'positionInOrder',
    'formatReadingRange',
    'PlanError',
    'isPlanError',
    'READING_ORDERS',
    'PLAN_TYPES',
    'TOTAL_CHAPTERS',
  ])('exports %s', (name) => {
    expect(core).toHaveProperty(name);
    expect((core as Record<string, unknown>)[name]).toBeDefined();
  });

  it('exports the issue types with their exact shapes', () => {
    expectTypeOf<ReadingOrder>().toEqualTypeOf<'traditional' | 'historical' | 'chronological'>();
    expectTypeOf<PlanType>().toEqualTypeOf<0 | 1 | 2>();
    expectTypeOf<Balance>().toEqualTypeOf<'chapters' | 'verses' | 'words'>();
    expectTypeOf<ChapterRef>().toEqualTypeOf<{ book: string; chapter: number }>();
    expectTypeOf<ReadingPosition>().toEqualTypeOf<{ bookIndex: number; chapter: number }>();
    expectTypeOf<CalendarDay>().toEqualTypeOf<{
      _id: number;
      date: string;
      read: boolean;
      readingStart: ChapterRef;
      readingEnd: ChapterRef;
      readingDetails: ChapterRef[];
    }>();
    expectTypeOf<BuildInput>().toEqualTypeOf<{
      planType: PlanType;
      readingOrder: ReadingOrder;
      startDate: string;
      endDate?: string;
      chaptersPerDay?: number;
      quantityOfDays?: number;
      startReading: ReadingPosition;
      endReading: ReadingPosition;
      blockedWeekDays?: number[];
      chaptersRead?: ChapterRef[];
      takenDates?: string[];
      balance?: Balance;
    }>();
    expectTypeOf<ReplanOptions>().toEqualTypeOf<{ today: string; blockedWeekDays?: number[]; balance?: Balance }>();
    expectTypeOf<PlanFormResult>().toEqualTypeOf<
      { ok: true } | { ok: false; errors: { field: string; code: core.PlanErrorCode }[] }
    >();
    expectTypeOf(core.buildReadingCalendar).toEqualTypeOf<(input: BuildInput) => CalendarDay[]>();
    expectTypeOf(core.replan).toEqualTypeOf<(days: CalendarDay[], options: ReplanOptions) => CalendarDay[]>();
    expectTypeOf(core.planProgress).returns.toEqualTypeOf<number>();
    expectTypeOf(core.isLate).returns.toEqualTypeOf<boolean>();
    expectTypeOf(core.readingMinutes).returns.toEqualTypeOf<number>();
  });

  it('builds, ticks, replans and measures a plan end to end', () => {
    const input: BuildInput = {
      planType: 0,
      readingOrder: 'traditional',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      startReading: { bookIndex: 0, chapter: 1 },
      endReading: { bookIndex: 65, chapter: 22 },
    };
    expect(core.validatePlanForm(input)).toEqual({ ok: true });
    const days = core.buildReadingCalendar(input).map((day, i) => ({ ...day, read: i < 10 }));
    expect(core.planProgress(days)).toBe(2.74);
    expect(core.isLate(days, '2026-02-01')).toBe(true);
    const replanned = core.replan(days, { today: '2026-02-01' });
    expect(core.isLate(replanned, '2026-02-01')).toBe(false);
    expect(replanned.flatMap((day) => day.readingDetails)).toEqual(core.chapterSequence('traditional'));
    expect(replanned).toHaveLength(10 + 334);
    const groups = core.groupDaysByMonth(replanned);
    expect(groups[core.initialMonthIndex(groups)]?.key).toBe('2026-02');
    expect(core.readingMinutes(replanned[0] as CalendarDay)).toBeGreaterThan(0);
  });
});
