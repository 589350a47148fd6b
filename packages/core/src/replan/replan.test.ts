import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { BuildInput, CalendarDay } from '../calendar/calendar-day.js';
import { chapterVerses } from '../canon/canon.js';
import { isPlanError, type PlanError } from '../errors.js';
import { type ReplanOptions, replan } from './replan.js';

/** A deep copy of plain data (the tests run without DOM or Node typings). */
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const gen = (...chapters: number[]) => chapters.map((chapter) => ({ book: 'genesis', chapter }));
const dates = (days: readonly CalendarDay[]) => days.map((day) => day.date);
const details = (days: readonly CalendarDay[]) => days.map((day) => day.readingDetails.map((ref) => ref.chapter));

/** Genesis 1-n, one chapter a day from 2026-01-01 (a Thursday), the first `read` days read. */
function plan(n: number, read = 0, overrides: Partial<BuildInput> = {}): CalendarDay[] {
  const days = buildReadingCalendar({
    planType: 0,
    readingOrder: 'traditional',
    startDate: '2026-01-01',
    endDate: `2026-01-${String(n).padStart(2, '0')}`,
    startReading: { bookIndex: 0, chapter: 1 },
    endReading: { bookIndex: 0, chapter: n },
    ...overrides,
  });
  return days.map((day, index) => ({ ...day, read: index < read }));
}

function planError(call: () => unknown): PlanError {
  try {
    call();
  } catch (error) {
    if (isPlanError(error)) return error;
    throw new Error(`expected a PlanError, got ${String(error)}`);
  }
  throw new Error('expected a PlanError');
}

function expectIdsAndOrder(days: readonly CalendarDay[]) {
  days.forEach((day, index) => {
    expect(day._id).toBe(index);
    if (index > 0) expect(day.date > (days[index - 1] as CalendarDay).date).toBe(true);
    expect(day.readingStart).toEqual(day.readingDetails[0]);
    expect(day.readingEnd).toEqual(day.readingDetails[day.readingDetails.length - 1]);
  });
}

describe('replan', () => {
  it('keeps the read days and spreads the unread chapters from today to the old end date', () => {
    const days = plan(10, 3);
    const replanned = replan(days, { today: '2026-01-06' });
    expectIdsAndOrder(replanned);
    expect(dates(replanned)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
    ]);
    expect(details(replanned)).toEqual([[1], [2], [3], [4, 5], [6, 7], [8], [9], [10]]);
    expect(replanned.slice(0, 3)).toEqual(days.slice(0, 3));
    expect(replanned.slice(3).every((day) => !day.read)).toBe(true);
    expect(replanned.flatMap((day) => day.readingDetails)).toEqual(gen(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  });

  it('puts everything left on today when today is after the old end date', () => {
    const replanned = replan(plan(5, 2), { today: '2026-02-01' });
    expect(dates(replanned)).toEqual(['2026-01-01', '2026-01-02', '2026-02-01']);
    expect(details(replanned)).toEqual([[1], [2], [3, 4, 5]]);
  });

  it('puts everything left on today when today is the old end date', () => {
    const replanned = replan(plan(5, 1), { today: '2026-01-05' });
    expect(dates(replanned)).toEqual(['2026-01-01', '2026-01-05']);
    expect(details(replanned)).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('starts on the first non-blocked date after a blocked today', () => {
    // 2026-01-03 is a Saturday, 2026-01-04 a Sunday.
    const replanned = replan(plan(10, 2), { today: '2026-01-03', blockedWeekDays: [0, 6] });
    expect(dates(replanned)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
    ]);
    expect(details(replanned)).toEqual([[1], [2], [3, 4], [5, 6], [7, 8], [9], [10]]);
  });

  it('goes past the old end date to the next open date when every date left is blocked', () => {
    // Old end 2026-01-04 (Sunday); today 2026-01-03 (Saturday); weekends blocked -> Monday 2026-01-05.
    const replanned = replan(plan(4, 1), { today: '2026-01-03', blockedWeekDays: [0, 6] });
    expect(dates(replanned)).toEqual(['2026-01-01', '2026-01-05']);
    expect(details(replanned)).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts an unread day on a date holding a read day', () => {
    // Days 1-2 and day 6 were read; today is 2026-01-04.
    const days = plan(8).map((day, index) => ({ ...day, read: [0, 1, 5].includes(index) }));
    const replanned = replan(days, { today: '2026-01-04' });
    expectIdsAndOrder(replanned);
    expect(dates(replanned)).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-04',
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
    ]);
    expect(replanned.find((day) => day.date === '2026-01-06')).toMatchObject({ read: true, readingDetails: gen(6) });
    // The unread chapters keep their order among themselves.
    expect(replanned.filter((day) => !day.read).flatMap((day) => day.readingDetails)).toEqual(gen(3, 4, 5, 7, 8));
  });

  it('skips today when a read day already holds it', () => {
    const days = plan(6).map((day, index) => ({ ...day, read: index === 3 })); // 2026-01-04 read
    const replanned = replan(days, { today: '2026-01-04' });
    expect(dates(replanned)).toEqual(['2026-01-04', '2026-01-05', '2026-01-06']);
    expect(replanned[0]).toMatchObject({ _id: 0, read: true, readingDetails: gen(4) });
    expect(details(replanned)).toEqual([[4], [1, 2, 3], [5, 6]]);
  });

  it('returns the plan renumbered and otherwise unchanged when every day is read', () => {
    const days = plan(4, 4);
    expect(replan(days, { today: '2026-03-01' })).toEqual(days);
    expect(replan([], { today: '2026-03-01' })).toEqual([]);
  });

  it('gives back the same plan when nothing is read and today is the first day', () => {
    const days = plan(10);
    expect(replan(days, { today: '2026-01-01' })).toEqual(days);
  });

  it('sorts the days by date and renumbers _id 0..n-1', () => {
    const days = plan(5, 2)
      .reverse()
      .map((day, index) => ({ ...day, _id: 40 + index }));
    const replanned = replan(days, { today: '2026-01-03' });
    expect(replanned.map((day) => day._id)).toEqual([0, 1, 2, 3, 4]);
    expect(dates(replanned)).toEqual(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05']);
    expect(replanned.flatMap((day) => day.readingDetails)).toEqual(gen(1, 2, 3, 4, 5));
  });

  it('keeps the read days exactly as they were, extra fields included', () => {
    const days = plan(5, 2).map((day) => (day.read ? { ...day, note: 'kept' } : day));
    const replanned = replan(days, { today: '2026-01-04' });
    expect(replanned[0]).toEqual({ ...days[0], _id: 0 });
    expect(replanned[1]).toEqual({ ...days[1], _id: 1 });
  });

  it('balances by verses when asked', () => {
    const days = buildReadingCalendar({
      planType: 2,
      quantityOfDays: 5,
      readingOrder: 'traditional',
      startDate: '2026-01-01',
      startReading: { bookIndex: 18, chapter: 117 },
      endReading: { bookIndex: 18, chapter: 123 },
    }).map((day, index) => ({ ...day, read: index === 0 }));
    // Left: Psalms 119-123 (176, 7, 8, 9, 4 verses) over 2026-01-03..2026-01-05.
    const byVerses = replan(days, { today: '2026-01-03', balance: 'verses' });
    // Psalm 119 alone (the least possible heaviest day); then the lightest day as heavy as it can be (13 verses).
    expect(details(byVerses).slice(1)).toEqual([[119], [120, 121], [122, 123]]);
    const heaviest = Math.max(
      ...byVerses.slice(1).map((day) => day.readingDetails.reduce((sum, ref) => sum + chapterVerses(ref), 0)),
    );
    expect(heaviest).toBe(176);
    expect(details(replan(days, { today: '2026-01-03' })).slice(1)).toEqual([[119, 120], [121, 122], [123]]);
  });

  it('does not change the days it is given', () => {
    const days = plan(6, 2);
    const copy = clone(days);
    replan(days, { today: '2026-01-05', blockedWeekDays: [1] });
    expect(days).toEqual(copy);
  });

  it('crosses a year boundary and a DST change with plain calendar dates', () => {
    const days = plan(5, 0, { startDate: '2026-12-28', endDate: '2027-01-01' });
    const replanned = replan(days, { today: '2026-12-30' });
    expect(dates(replanned)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    const spring = plan(6, 0, { startDate: '2026-03-26', endDate: '2026-03-31' });
    const replannedSpring = replan(spring, { today: '2026-03-28' });
    expect(dates(replannedSpring)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31']);
    expect(details(replannedSpring)).toEqual([[1, 2], [3, 4], [5], [6]]);
  });
});

describe('replan refuses bad input with a PlanError', () => {
  const good = plan(3, 1);
  it.each<[string, unknown, unknown, string, string]>([
    ['days not a list', 'days', { today: '2026-01-02' }, 'days', 'invalidDays'],
    ['days null', null, { today: '2026-01-02' }, 'days', 'invalidDays'],
    ['a day without a date', [{ read: false, readingDetails: gen(1) }], { today: '2026-01-02' }, 'days', 'invalidDays'],
    ['a day with a bad date', [{ ...good[0], date: '2026-02-30' }], { today: '2026-01-02' }, 'days', 'invalidDays'],
    ['a day without a read flag', [{ ...good[0], read: 'yes' }], { today: '2026-01-02' }, 'days', 'invalidDays'],
    ['a day without chapters', [{ ...good[0], readingDetails: [] }], { today: '2026-01-02' }, 'days', 'invalidDays'],
    [
      'a day with a bad chapter',
      [{ ...good[0], readingDetails: gen(51) }],
      { today: '2026-01-02' },
      'days',
      'invalidDays',
    ],
    ['a null day', [null], { today: '2026-01-02' }, 'days', 'invalidDays'],
    ['no options', good, undefined, 'options', 'invalidInput'],
    ['options null', good, null, 'options', 'invalidInput'],
    ['no today', good, {}, 'today', 'required'],
    ['a bad today', good, { today: '2026-13-01' }, 'today', 'invalidDate'],
    ['today as a Date', good, { today: new Date() }, 'today', 'invalidDate'],
    [
      'seven blocked week days',
      good,
      { today: '2026-01-02', blockedWeekDays: [0, 1, 2, 3, 4, 5, 6] },
      'blockedWeekDays',
      'allWeekDaysBlocked',
    ],
    ['week day 8', good, { today: '2026-01-02', blockedWeekDays: [8] }, 'blockedWeekDays', 'invalidWeekDay'],
    ['an unknown balance', good, { today: '2026-01-02', balance: 'pages' }, 'balance', 'invalidBalance'],
  ])('%s', (_name, days, options, field, code) => {
    const error = planError(() => replan(days as CalendarDay[], options as ReplanOptions));
    expect(error).toMatchObject({ field, code });
  });

  it('refuses a replan that would run past 9999-12-31', () => {
    const days: CalendarDay[] = [
      {
        _id: 0,
        date: '9999-12-30',
        read: false,
        readingStart: gen(1)[0],
        readingEnd: gen(1)[0],
        readingDetails: gen(1),
      } as CalendarDay,
      {
        _id: 1,
        date: '9999-12-31',
        read: true,
        readingStart: gen(2)[0],
        readingEnd: gen(2)[0],
        readingDetails: gen(2),
      } as CalendarDay,
    ];
    expect(planError(() => replan(days, { today: '9999-12-31' })).code).toBe('outOfRange');
    expect(dates(replan(days, { today: '9999-12-30' }))).toEqual(['9999-12-30', '9999-12-31']);
  });
});
