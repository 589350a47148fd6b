import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CalendarDay } from './calendar-day.js';
import { byDate, groupDaysByMonth, initialMonthIndex, type MonthGroup } from './month-groups.js';

const day = (id: number, date: string, read = false): CalendarDay => ({
  _id: id,
  date,
  read,
  readingStart: { book: 'genesis', chapter: 1 },
  readingEnd: { book: 'genesis', chapter: 1 },
  readingDetails: [{ book: 'genesis', chapter: 1 }],
});

describe('groupDaysByMonth', () => {
  it('groups days by calendar month, months and days in date order, across a year end', () => {
    const days = [
      day(3, '2027-01-02'),
      day(0, '2026-11-30'),
      day(2, '2026-12-31'),
      day(1, '2026-12-01'),
      day(4, '2027-01-01'),
    ];
    const groups = groupDaysByMonth(days);
    expect(groups.map(({ key, year, month }) => ({ key, year, month }))).toEqual([
      { key: '2026-11', year: 2026, month: 11 },
      { key: '2026-12', year: 2026, month: 12 },
      { key: '2027-01', year: 2027, month: 1 },
    ]);
    expect(groups.map((group) => group.days.map((d) => d._id))).toEqual([[0], [1, 2], [4, 3]]);
  });

  it('keeps the same month of different years apart', () => {
    const groups = groupDaysByMonth([day(0, '2026-01-05'), day(1, '2027-01-05')]);
    expect(groups.map((group) => group.key)).toEqual(['2026-01', '2027-01']);
  });

  it('returns no groups for no days, and does not reorder the input', () => {
    expect(groupDaysByMonth([])).toEqual([]);
    const days = [day(1, '2026-02-01'), day(0, '2026-01-01')];
    groupDaysByMonth(days);
    expect(days.map((d) => d._id)).toEqual([1, 0]);
  });

  it('keeps extra day fields (the generic day type)', () => {
    const groups = groupDaysByMonth([{ ...day(0, '2026-01-01'), points: 3 }]);
    expect(groups[0]?.days[0]?.points).toBe(3);
  });

  it('partitions any list of days into ascending months of ascending days', () => {
    const DAY_MS = 86_400_000;
    const isoDate = fc
      .integer({ min: Date.UTC(2020, 0, 1) / DAY_MS, max: Date.UTC(2030, 11, 31) / DAY_MS })
      .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(isoDate, { maxLength: 200 }), (dates) => {
        const days = dates.map((date, i) => day(i, date));
        const groups = groupDaysByMonth(days);
        expect(groups.flatMap((group) => group.days)).toHaveLength(days.length);
        const keys = groups.map((group) => group.key);
        expect(new Set(keys).size).toBe(keys.length);
        expect([...keys].sort()).toEqual(keys);
        for (const group of groups) {
          expect(group.key).toBe(`${group.year}-${String(group.month).padStart(2, '0')}`);
          for (const d of group.days) expect(d.date.slice(0, 7)).toBe(group.key);
          const sorted = [...group.days].sort(byDate);
          expect(group.days).toEqual(sorted);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('initialMonthIndex', () => {
  const group = (key: string, ...reads: boolean[]): MonthGroup => ({
    key,
    year: Number(key.slice(0, 4)),
    month: Number(key.slice(5, 7)),
    days: reads.map((read, i) => day(i, `${key}-${String(i + 1).padStart(2, '0')}`, read)),
  });

  it.each<[string, MonthGroup[], number]>([
    [
      'the first month with an unread day',
      [group('2026-01', true), group('2026-02', true, false), group('2026-03', false)],
      1,
    ],
    ['the first month when it has an unread day', [group('2026-01', false, true), group('2026-02', false)], 0],
    [
      'the last month when everything is read',
      [group('2026-01', true), group('2026-02', true), group('2026-03', true)],
      2,
    ],
    ['-1 when there are no months', [], -1],
  ])('%s', (_name, groups, expected) => {
    expect(initialMonthIndex(groups)).toBe(expected);
  });

  it('works on groupDaysByMonth output', () => {
    const groups = groupDaysByMonth([day(0, '2026-01-31', true), day(1, '2026-02-01', true), day(2, '2026-03-01')]);
    expect(initialMonthIndex(groups)).toBe(2);
  });
});

describe('byDate', () => {
  it('orders by date, then by _id', () => {
    const days = [day(2, '2026-01-02'), day(1, '2026-01-02'), day(0, '2026-01-03'), day(5, '2025-12-31')];
    expect([...days].sort(byDate).map((d) => d._id)).toEqual([5, 1, 2, 0]);
  });
});
