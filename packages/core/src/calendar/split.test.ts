import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chapterVerses, chapterWords } from '../canon/canon.js';
import { chapterSequence } from '../reading-orders/reading-orders.js';
import { splitByWeight, splitEvenly } from './split.js';

const range = (n: number) => Array.from({ length: n }, (_, i) => i);
const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** Least possible heaviest run over every cut into `groups` non-empty contiguous runs (dynamic programming). */
function optimumByDp(weights: readonly number[], groups: number): number {
  const n = weights.length;
  const prefix = [0];
  for (const weight of weights) prefix.push((prefix[prefix.length - 1] as number) + weight);
  const sum = (from: number, to: number) => (prefix[to] as number) - (prefix[from] as number);
  // best[g][i]: least heaviest run when the first i items form g runs.
  let best = range(n + 1).map((i) => (i === 0 ? 0 : Number.POSITIVE_INFINITY));
  for (let g = 1; g <= groups; g++) {
    const next = range(n + 1).map(() => Number.POSITIVE_INFINITY);
    for (let i = g; i <= n; i++) {
      for (let j = g - 1; j < i; j++) {
        next[i] = Math.min(next[i] as number, Math.max(best[j] as number, sum(j, i)));
      }
    }
    best = next;
  }
  return best[n] as number;
}

/** Every way to cut n items into `groups` non-empty contiguous runs, as lists of run lengths. */
function allCuts(n: number, groups: number): number[][] {
  if (groups === 1) return [[n]];
  const cuts: number[][] = [];
  for (let first = 1; first <= n - groups + 1; first++) {
    for (const rest of allCuts(n - first, groups - 1)) cuts.push([first, ...rest]);
  }
  return cuts;
}

/** The heaviest and lightest run of a cut given as run lengths. */
function extremes(weights: readonly number[], cut: readonly number[]): { heaviest: number; lightest: number } {
  let start = 0;
  let heaviest = Number.NEGATIVE_INFINITY;
  let lightest = Number.POSITIVE_INFINITY;
  for (const size of cut) {
    const weight = total(weights.slice(start, start + size));
    heaviest = Math.max(heaviest, weight);
    lightest = Math.min(lightest, weight);
    start += size;
  }
  return { heaviest, lightest };
}

/**
 * Whether the weights cut into exactly `groups` non-empty contiguous runs each weighing between
 * low and high: a plain table of (runs used, items covered), independent of splitByWeight's search.
 */
function cutExists(weights: readonly number[], groups: number, low: number, high: number): boolean {
  const n = weights.length;
  const prefix = [0];
  for (const weight of weights) prefix.push((prefix[prefix.length - 1] as number) + weight);
  let reachable = range(n + 1).map((i) => i === 0);
  for (let g = 1; g <= groups; g++) {
    const next = range(n + 1).map(() => false);
    for (let j = 0; j < n; j++) {
      if (!reachable[j]) continue;
      for (let i = j + 1; i <= n; i++) {
        const weight = (prefix[i] as number) - (prefix[j] as number);
        if (weight > high) break;
        if (weight >= low) next[i] = true;
      }
    }
    reachable = next;
  }
  return reachable[n] as boolean;
}

/** Checks the runs are exactly `groups` non-empty runs that, concatenated, give back the items. */
function expectAPartition<T>(runs: T[][], items: readonly T[], groups: number) {
  expect(runs).toHaveLength(groups);
  for (const run of runs) expect(run.length).toBeGreaterThan(0);
  expect(runs.flat()).toEqual(items);
}

describe('splitEvenly', () => {
  it.each([
    [10, 3, [4, 3, 3]],
    [10, 4, [3, 3, 2, 2]],
    [9, 3, [3, 3, 3]],
    [5, 5, [1, 1, 1, 1, 1]],
    [7, 1, [7]],
    [1189, 365, [...Array(94).fill(4), ...Array(271).fill(3)]],
  ])('%i items in %i groups -> sizes %o', (n, groups, sizes) => {
    const runs = splitEvenly(range(n), groups);
    expect(runs.map((run) => run.length)).toEqual(sizes);
    expectAPartition(runs, range(n), groups);
  });

  it('gives sizes differing by at most one, the bigger runs first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1200 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: n }))),
        ([n, groups]) => {
          const items = range(n);
          const runs = splitEvenly(items, groups);
          expectAPartition(runs, items, groups);
          const sizes = runs.map((run) => run.length);
          const base = Math.floor(n / groups);
          const extra = n % groups;
          sizes.forEach((size, g) => {
            expect(size).toBe(g < extra ? base + 1 : base);
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('splitByWeight', () => {
  it('cuts so that the heaviest run is as light as possible', () => {
    const runs = splitByWeight(['a', 'b', 'c', 'd', 'e'], [10, 1, 1, 1, 10], 3);
    expect(runs).toEqual([['a'], ['b', 'c', 'd'], ['e']]);
  });

  it('gives one run per item when groups equals the item count, and one run for one group', () => {
    expect(splitByWeight([1, 2, 3], [5, 1, 9], 3)).toEqual([[1], [2], [3]]);
    expect(splitByWeight([1, 2, 3], [5, 1, 9], 1)).toEqual([[1, 2, 3]]);
  });

  it('handles equal and zero weights', () => {
    expect(splitByWeight(range(6), [1, 1, 1, 1, 1, 1], 3)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    const zeros = splitByWeight(range(4), [0, 0, 0, 0], 2);
    expectAPartition(zeros, range(4), 2);
  });

  it('reaches the dynamic-programming optimum on random small inputs', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 60 }), { minLength: 1, maxLength: 14 })
          .chain((weights) => fc.tuple(fc.constant(weights), fc.integer({ min: 1, max: weights.length }))),
        ([weights, groups]) => {
          const items = range(weights.length);
          const runs = splitByWeight(items, weights, groups);
          expectAPartition(runs, items, groups);
          const heaviest = Math.max(...runs.map((run) => total(run.map((i) => weights[i] as number))));
          expect(heaviest).toBe(optimumByDp(weights, groups));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('no other cut has a lighter heaviest run, nor, with that heaviest run, a heavier lightest one (exhaustive)', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 0, max: 30 }), { minLength: 1, maxLength: 10 })
          .chain((weights) => fc.tuple(fc.constant(weights), fc.integer({ min: 1, max: weights.length }))),
        ([weights, groups]) => {
          const runs = splitByWeight(weights, weights, groups);
          expectAPartition(runs, weights, groups);
          const sizes = runs.map(total);
          // The best (heaviest, lightest) over every cut: least heaviest, then greatest lightest.
          let best = { heaviest: Number.POSITIVE_INFINITY, lightest: Number.NEGATIVE_INFINITY };
          for (const cut of allCuts(weights.length, groups)) {
            const { heaviest, lightest } = extremes(weights, cut);
            if (heaviest < best.heaviest || (heaviest === best.heaviest && lightest > best.lightest)) {
              best = { heaviest, lightest };
            }
          }
          expect({ heaviest: Math.max(...sizes), lightest: Math.min(...sizes) }).toEqual(best);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('raises the lightest run once the heaviest is as light as it can be', () => {
    // Heaviest run 4 either way; cutting nearest an even share alone gave [4], [1], [1, 2], with a run of 1.
    expect(splitByWeight([4, 1, 1, 2], [4, 1, 1, 2], 3)).toEqual([[4], [1, 1], [2]]);
  });

  it.each([
    ['words', 2580, 1333, chapterWords],
    ['verses', 176, 69, chapterVerses],
  ] as const)(
    'whole Bible (KJV %s) over 365 days: the longest day stays %i, the shortest rises to %i',
    (_, longest, shortest, weightOf) => {
      const chapters = chapterSequence('traditional');
      const weights = chapters.map(weightOf);
      const runs = splitByWeight(chapters, weights, 365);
      expectAPartition(runs, chapters, 365);
      const sizes = runs.map((run) => total(run.map(weightOf)));
      expect(Math.max(...sizes)).toBe(longest);
      expect(Math.min(...sizes)).toBe(shortest);
      // Checked apart from splitByWeight: no cut has a lighter longest day, nor a heavier shortest one with it.
      expect(cutExists(weights, 365, 0, longest - 1)).toBe(false);
      expect(cutExists(weights, 365, shortest, longest)).toBe(true);
      expect(cutExists(weights, 365, shortest + 1, longest)).toBe(false);
    },
  );

  it('scales to the whole Bible with big weights', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 1189 })
          .chain((weights) => fc.tuple(fc.constant(weights), fc.integer({ min: 1, max: weights.length }))),
        ([weights, groups]) => {
          const items = range(weights.length);
          const runs = splitByWeight(items, weights, groups);
          expectAPartition(runs, items, groups);
          // The heaviest run is at least the heaviest item and at least an even share.
          const heaviest = Math.max(...runs.map((run) => total(run.map((i) => weights[i] as number))));
          expect(heaviest).toBeGreaterThanOrEqual(Math.max(...weights));
          expect(heaviest).toBeGreaterThanOrEqual(total(weights) / groups);
        },
      ),
      { numRuns: 100 },
    );
  });
});
