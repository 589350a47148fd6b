import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, isIsoDate, openDates, parseIsoDate, todayIso, weekDayOf } from './calendar-date.js';

// Independent oracle: whole days in UTC milliseconds (Date.UTC ignores the process time zone).
const DAY_MS = 86_400_000;
const pad4 = (year: number) => String(year).padStart(4, '0');
const toUtc = (iso: string) => {
  const date = new Date(0);
  date.setUTCFullYear(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return date.getTime();
};
const fromUtc = (ms: number) => {
  const date = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad4(date.getUTCFullYear())}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};
const oracleAdd = (iso: string, days: number) => fromUtc(toUtc(iso) + days * DAY_MS);
const oracleWeekDay = (iso: string) => new Date(toUtc(iso)).getUTCDay();

const isoDate = (minYear = 1900, maxYear = 2200) =>
  fc
    .integer({ min: toUtc(`${pad4(minYear)}-01-01`) / DAY_MS, max: toUtc(`${pad4(maxYear)}-12-31`) / DAY_MS })
    .map((day) => fromUtc(day * DAY_MS));

describe('parseIsoDate / isIsoDate', () => {
  it.each([
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2024-02-29', true],
    ['2000-02-29', true],
    ['2026-02-29', false],
    ['1900-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-01-00', false],
    ['2026-1-01', false],
    ['2026-01-1', false],
    ['26-01-01', false],
    ['2026/01/01', false],
    ['2026-01-01T00:00:00Z', false],
    [' 2026-01-01', false],
    ['0000-01-01', false],
    ['', false],
    [null, false],
    [undefined, false],
    [20260101, false],
    [new Date(0), false],
    [{}, false],
  ])('%o -> %s', (value, valid) => {
    expect(isIsoDate(value)).toBe(valid);
    expect(parseIsoDate(value) === null).toBe(!valid);
    if (valid) expect(parseIsoDate(value)?.toString()).toBe(value);
  });

  it('accepts every real date and never throws on junk', () => {
    fc.assert(
      fc.property(isoDate(1, 9999), (iso) => {
        expect(isIsoDate(iso)).toBe(true);
      }),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/)), (value) => {
        expect(typeof isIsoDate(value)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('weekDayOf', () => {
  it.each([
    ['2026-03-29', 0],
    ['2026-03-30', 1],
    ['2026-01-01', 4],
    ['2025-12-31', 3],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
    ['1970-01-01', 4],
  ])('%s is week day %i (Sunday = 0)', (iso, weekDay) => {
    expect(weekDayOf(iso)).toBe(weekDay);
  });

  it('matches the UTC week day for any date', () => {
    fc.assert(
      fc.property(isoDate(), (iso) => {
        expect(weekDayOf(iso)).toBe(oracleWeekDay(iso));
      }),
      { numRuns: 300 },
    );
  });
});

describe('addDays', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-28', 1, '2026-03-29'], // DST starts in Europe on 2026-03-29
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-04-04', 1, '2026-04-05'], // DST ends in New Zealand on 2026-04-05
    ['2026-09-26', 1, '2026-09-27'], // DST starts in New Zealand on 2026-09-27
    ['2026-10-24', 2, '2026-10-26'], // DST ends in Europe on 2026-10-25
    ['2026-03-08', 0, '2026-03-08'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('addDays(%s, %i) = %s', (iso, days, expected) => {
    expect(addDays(iso, days)).toBe(expected);
  });

  it('agrees with UTC day arithmetic and round-trips', () => {
    fc.assert(
      fc.property(isoDate(), fc.integer({ min: -5000, max: 5000 }), (iso, days) => {
        const moved = addDays(iso, days);
        expect(moved).toBe(oracleAdd(iso, days));
        expect(addDays(moved, -days)).toBe(iso);
      }),
      { numRuns: 300 },
    );
  });
});

describe('openDates', () => {
  it('walks day by day from the start, skipping blocked week days', () => {
    // 2026-03-28 is a Saturday; block Saturday (6) and Sunday (0).
    expect(openDates('2026-03-28', new Set([0, 6]), 5)).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
    ]);
  });

  it('gives consecutive dates across a DST change and a year end', () => {
    expect(openDates('2026-03-27', new Set(), 5)).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    expect(openDates('2025-12-30', new Set(), 4)).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
  });

  it('stops at the inclusive end date and at the limit', () => {
    expect(openDates('2026-01-01', new Set(), 100, '2026-01-03')).toEqual(['2026-01-01', '2026-01-02', '2026-01-03']);
    expect(openDates('2026-01-01', new Set(), 2, '2026-01-31')).toEqual(['2026-01-01', '2026-01-02']);
    expect(openDates('2026-01-05', new Set(), 5, '2026-01-04')).toEqual([]);
    expect(openDates('2026-01-01', new Set(), 0)).toEqual([]);
  });

  it('skips the given dates', () => {
    expect(openDates('2026-01-01', new Set(), 3, undefined, new Set(['2026-01-02']))).toEqual([
      '2026-01-01',
      '2026-01-03',
      '2026-01-04',
    ]);
  });

  it('matches a plain walk for random starts, limits, ends and blocked days', () => {
    fc.assert(
      fc.property(
        isoDate(),
        fc.subarray([0, 1, 2, 3, 4, 5, 6], { maxLength: 6 }),
        fc.integer({ min: 0, max: 60 }),
        fc.option(fc.integer({ min: -3, max: 120 }), { nil: undefined }),
        (start, blocked, limit, span) => {
          const end = span === undefined ? undefined : oracleAdd(start, span);
          const expected: string[] = [];
          for (let day = start; expected.length < limit && (end === undefined || day <= end); day = oracleAdd(day, 1)) {
            if (!blocked.includes(oracleWeekDay(day))) expected.push(day);
          }
          expect(openDates(start, new Set(blocked), limit, end)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops at the calendar end (9999-12-31) instead of repeating it', () => {
    expect(openDates('9999-12-30', new Set(), 5, '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(() => openDates('9999-12-30', new Set(), 5)).toThrow(
      expect.objectContaining({ name: 'PlanError', code: 'outOfRange' }),
    );
    // 9999-12-31 is a Friday: blocking it must not loop forever.
    expect(() => openDates('9999-12-31', new Set([5]), 1)).toThrow(expect.objectContaining({ code: 'outOfRange' }));
    expect(openDates('9999-12-29', new Set(), 3)).toEqual(['9999-12-29', '9999-12-30', '9999-12-31']);
  });
});

describe('todayIso', () => {
  it('is a real YYYY-MM-DD date in any time zone', () => {
    for (const zone of ['UTC', 'Pacific/Auckland', 'Pacific/Kiritimati', 'Etc/GMT+12', 'America/Sao_Paulo']) {
      expect(isIsoDate(todayIso(zone))).toBe(true);
    }
    expect(isIsoDate(todayIso())).toBe(true);
  });

  it('differs between the two ends of the world by at most two days', () => {
    const east = todayIso('Pacific/Kiritimati');
    const west = todayIso('Etc/GMT+12');
    const gap = (toUtc(east) - toUtc(west)) / DAY_MS;
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThanOrEqual(2);
  });
});
