import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareInstants,
  compareRanking,
  isInRanking,
  isRankingTab,
  podiumOrder,
  RANKING_TABS,
  type RankingKey,
  type RankingTab,
  rankingValue,
  sharedPlaces,
  sortRanking,
  splitRanking,
} from './ranking-order.js';

const entry = (
  id: string,
  totalPoints: number,
  pointsChangedAt: string,
  more: Partial<RankingKey> = {},
): RankingKey => ({
  id,
  totalPoints,
  questionPoints: 0,
  conclusionPercentage: 0,
  pointsChangedAt,
  ...more,
});

describe('rankingValue', () => {
  const scores = { totalPoints: 12, questionPoints: 9, conclusionPercentage: 8.22 };
  it.each<[RankingTab, number]>([
    ['general', 12],
    ['questions', 9],
    ['reading', 8.22],
  ])('%s shows %d', (tab, expected) => {
    expect(rankingValue(scores, tab)).toBe(expected);
  });

  it('knows the three tabs', () => {
    expect(RANKING_TABS).toEqual(['general', 'questions', 'reading']);
    expect(isRankingTab('reading')).toBe(true);
    expect(isRankingTab('points')).toBe(false);
  });
});

describe('compareRanking', () => {
  const ids = (entries: RankingKey[], tab: RankingTab) => sortRanking(entries, tab).map((e) => e.id);

  it('ranks the higher score first', () => {
    const entries = [entry('a', 3, '2026-01-01T00:00:00Z'), entry('b', 7, '2026-01-02T00:00:00Z')];
    expect(ids(entries, 'general')).toEqual(['b', 'a']);
  });

  it.each<[string, string, string]>([
    ['earlier time', '2026-03-01T10:00:00Z', '2026-03-01T10:00:01Z'],
    ['earlier millisecond', '2026-03-01T10:00:00.120Z', '2026-03-01T10:00:00.121Z'],
    ['earlier microsecond', '2026-03-01T10:00:00.120001Z', '2026-03-01T10:00:00.120002Z'],
    ['earlier in UTC, later on the wall clock', '2026-03-01T12:00:00+13:00', '2026-03-01T00:00:00Z'],
    ['postgres text form', '2026-03-01 10:00:00.000001+00', '2026-03-01 10:00:00.000002+00'],
  ])('of equal scores, who got there first: %s', (_what, first, second) => {
    expect(ids([entry('z', 5, second), entry('y', 5, first)], 'general')).toEqual(['y', 'z']);
    expect(compareInstants(first, second)).toBeLessThan(0);
    expect(compareInstants(second, first)).toBeGreaterThan(0);
  });

  it('compares Dates with strings', () => {
    expect(compareInstants(new Date('2026-03-01T10:00:00.120Z'), '2026-03-01T10:00:00.120500Z')).toBeLessThan(0);
    expect(compareInstants(new Date('2026-03-01T10:00:00.121Z'), '2026-03-01T10:00:00.120500Z')).toBeGreaterThan(0);
  });

  it('of the same score and time, by member id (as the database index does)', () => {
    const at = '2026-01-01T00:00:00Z';
    const b = '0b4d4c5e-0000-4000-8000-000000000000';
    const a = '0A4d4c5e-0000-4000-8000-000000000000';
    expect(ids([entry(b, 1, at), entry(a, 1, at)], 'general')).toEqual([a, b]);
  });

  it('each tab ranks by its own score', () => {
    const at = '2026-01-01T00:00:00Z';
    const entries = [
      entry('reader', 10, at, { questionPoints: 0, conclusionPercentage: 50 }),
      entry('quizzer', 9, at, { questionPoints: 9, conclusionPercentage: 0 }),
      entry('both', 8, at, { questionPoints: 3, conclusionPercentage: 12.5 }),
    ];
    expect(ids(entries, 'general')).toEqual(['reader', 'quizzer', 'both']);
    expect(ids(entries, 'questions')).toEqual(['quizzer', 'both', 'reader']);
    expect(ids(entries, 'reading')).toEqual(['reader', 'both', 'quizzer']);
  });

  it('refuses a time it cannot read', () => {
    expect(() => compareInstants('yesterday', '2026-01-01T00:00:00Z')).toThrow(
      expect.objectContaining({ code: 'invalidDate' }),
    );
  });
});

describe('compareRanking is a total order', () => {
  const instant = fc
    .tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 3 }))
    .map(([second, micro]) => `2026-05-01T08:00:0${second}.00000${micro}Z`);
  const key = fc.record({
    id: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    totalPoints: fc.integer({ min: 0, max: 4 }),
    questionPoints: fc.integer({ min: 0, max: 4 }),
    conclusionPercentage: fc.constantFrom(0, 12.5, 33.33, 100),
    pointsChangedAt: instant,
  });
  const tab = fc.constantFrom(...RANKING_TABS);
  const sign = (n: number) => Math.sign(n) || 0;

  it('is antisymmetric and reflexive', () => {
    fc.assert(
      fc.property(tab, key, key, (t, a, b) => {
        const compare = compareRanking(t);
        expect(sign(compare(a, b))).toBe(-sign(compare(b, a)) || 0);
        expect(compare(a, a)).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(tab, key, key, key, (t, a, b, c) => {
        const compare = compareRanking(t);
        if (compare(a, b) <= 0 && compare(b, c) <= 0) expect(compare(a, c)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 3000 },
    );
  });

  it('ties only the same member (entries with different ids are never equal)', () => {
    fc.assert(
      fc.property(tab, key, key, (t, a, b) => {
        if (a.id !== b.id) expect(compareRanking(t)(a, b)).not.toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('sorts any arrangement of the same members the same way', () => {
    fc.assert(
      fc.property(
        tab,
        fc
          .uniqueArray(key, { selector: (k) => k.id, maxLength: 6 })
          .chain((keys) =>
            fc.tuple(fc.constant(keys), fc.shuffledSubarray(keys, { minLength: keys.length, maxLength: keys.length })),
          ),
        (t, [keys, shuffled]) => {
          expect(sortRanking(shuffled, t)).toEqual(sortRanking(keys, t));
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('podiumOrder', () => {
  it.each<[string[], string[]]>([
    [
      ['gold', 'silver', 'bronze'],
      ['silver', 'gold', 'bronze'],
    ],
    [
      ['gold', 'silver'],
      ['silver', 'gold'],
    ],
    [['gold'], ['gold']],
    [[], []],
    [
      ['gold', 'silver', 'bronze', 'fourth'],
      ['silver', 'gold', 'bronze'],
    ],
  ])('%j -> %j', (top, expected) => {
    expect(podiumOrder(top)).toEqual(expected);
  });
});

describe('splitRanking', () => {
  it('puts positions 1-3 on the podium and 4 on in the table', () => {
    expect(splitRanking([1, 2, 3, 4, 5])).toEqual({ podium: [1, 2, 3], table: [4, 5] });
    expect(splitRanking([1, 2])).toEqual({ podium: [1, 2], table: [] });
  });
});

describe('isInRanking', () => {
  it.each<[boolean, boolean, boolean]>([
    [false, false, true],
    [false, true, true],
    [true, false, false],
    [true, true, true],
  ])('owner %s, includeLeaders %s -> %s', (isOwner, includeLeaders, expected) => {
    expect(isInRanking({ isOwner }, includeLeaders)).toBe(expected);
  });
});

describe('sharedPlaces', () => {
  it('gives equal scores one place and the next score its rank', () => {
    expect(sharedPlaces([9, 7, 7, 5, 0, 0], 1, 1)).toEqual([1, 2, 2, 4, 5, 5]);
    expect(sharedPlaces([3, 3, 3], 1, 1)).toEqual([1, 1, 1]);
    expect(sharedPlaces([], 1, 1)).toEqual([]);
  });

  it('continues a tie from the page before', () => {
    // Ranks 51.. of an order whose 48th-53rd members all have 2 points.
    expect(sharedPlaces([2, 2, 2, 1], 51, 48)).toEqual([48, 48, 48, 54]);
  });

  it('is, for a whole ordered ranking, 1 + how many score higher', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), (unsorted) => {
        const scores = [...unsorted].sort((a, b) => b - a);
        const places = sharedPlaces(scores, 1, 1);
        scores.forEach((score, index) => {
          expect(places[index]).toBe(1 + scores.filter((other) => other > score).length);
        });
        // Any page of it agrees with the whole.
        for (let from = 0; from < scores.length; from += 7) {
          const page = scores.slice(from, from + 7);
          expect(sharedPlaces(page, from + 1, places[from] ?? 1)).toEqual(places.slice(from, from + 7));
        }
      }),
    );
  });
});
