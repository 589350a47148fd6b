/**
 * Cuts `items` into `groups` runs of nearly equal length; the first `items.length % groups`
 * runs get one extra item. Requires 1 <= groups <= items.length.
 */
export function splitEvenly<T>(items: readonly T[], groups: number): T[][] {
  const base = Math.floor(items.length / groups);
  const extra = items.length % groups;
  const runs: T[][] = [];
  let start = 0;
  for (let g = 0; g < groups; g++) {
    const size = base + (g < extra ? 1 : 0);
    runs.push(items.slice(start, start + size));
    start += size;
  }
  return runs;
}

/**
 * Cuts `items` into exactly `groups` non-empty contiguous runs, balanced in two steps: first the
 * heaviest run is as light as possible (the linear partition problem); then, among the cuts with
 * that heaviest run, the lightest run is as heavy as possible. Among the cuts that reach both,
 * each cut lands as close as it can to an even share of the total. Requires
 * 1 <= groups <= items.length and whole-number weights >= 0 (verse and word counts); fractional
 * weights would need an epsilon in the searches.
 */
export function splitByWeight<T>(items: readonly T[], weights: readonly number[], groups: number): T[][] {
  const n = items.length;
  const prefix = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) prefix[i + 1] = (prefix[i] as number) + (weights[i] as number);
  const total = prefix[n] as number;
  const sum = (from: number, to: number) => (prefix[to] as number) - (prefix[from] as number);

  const cap = smallestFeasibleCap(weights, groups, total);
  const counts = new TailRunCounts(n);
  const floor = largestFeasibleFloor(prefix, groups, cap, counts);
  // Which run counts can cover each tail of the items with every run between floor and cap.
  counts.compute(prefix, floor, cap);
  const { fewest, most } = counts;

  const runs: T[][] = [];
  let start = 0;
  for (let g = 0; g < groups; g++) {
    const runsAfter = groups - g - 1;
    let end = n;
    if (runsAfter > 0) {
      const target = (total * (g + 1)) / groups;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let e = start + 1; e <= n - runsAfter && sum(start, e) <= cap; e++) {
        if (sum(start, e) < floor) continue;
        if ((fewest[e] as number) > runsAfter || (most[e] as number) < runsAfter) continue;
        const distance = Math.abs((prefix[e] as number) - target);
        if (distance < bestDistance) {
          bestDistance = distance;
          end = e;
        }
      }
    }
    runs.push(items.slice(start, end));
    start = end;
  }
  return runs;
}

/** Binary search for the least cap under which the weights fit in `groups` runs. */
function smallestFeasibleCap(weights: readonly number[], groups: number, total: number): number {
  let low = Math.max(0, ...weights);
  let high = total;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (runsNeeded(weights, mid) <= groups) high = mid;
    else low = mid + 1;
  }
  return low;
}

function runsNeeded(weights: readonly number[], cap: number): number {
  let runs = 1;
  let current = 0;
  for (const weight of weights) {
    if (current + weight > cap) {
      runs++;
      current = weight;
    } else {
      current += weight;
    }
  }
  return runs;
}

/**
 * Binary search for the greatest floor such that the items still cut into exactly `groups` runs
 * each weighing between floor and cap. A floor of 0 always works once cap is feasible, and a
 * higher floor only removes cuts, so the answer is a threshold.
 */
function largestFeasibleFloor(prefix: Float64Array, groups: number, cap: number, counts: TailRunCounts): number {
  const n = prefix.length - 1;
  let low = 0;
  let high = Math.min(cap, Math.floor((prefix[n] as number) / groups));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    counts.compute(prefix, mid, cap);
    if ((counts.fewest[0] as number) <= groups && groups <= (counts.most[0] as number)) low = mid;
    else high = mid - 1;
  }
  return low;
}

const UNREACHABLE = 0x7fffffff;

/**
 * For each i, the fewest and most runs, each weighing between low and high, that cover items
 * i..n-1 (fewest = UNREACHABLE and most = -1 when none do). Every count in between is reachable
 * too: with non-negative weights, the counts of such cuts of a sequence form an interval, so
 * [fewest, most] describes them all. Runs from i end at e in a window [from, to] that only moves
 * left as i does, so a sliding minimum and maximum (monotone deques) give each i in O(1) amortised.
 * The arrays are kept between calls, as the floor search computes this about twenty times.
 */
class TailRunCounts {
  readonly fewest: Int32Array;
  readonly most: Int32Array;
  // Deques of run ends, in the order they enter the window (decreasing), as index ranges.
  private readonly minQueue: Int32Array;
  private readonly maxQueue: Int32Array;

  constructor(n: number) {
    this.fewest = new Int32Array(n + 1);
    this.most = new Int32Array(n + 1);
    this.minQueue = new Int32Array(n + 1);
    this.maxQueue = new Int32Array(n + 1);
  }

  compute(prefix: Float64Array, low: number, high: number): void {
    const { fewest, most, minQueue, maxQueue } = this;
    const n = prefix.length - 1;
    fewest.fill(UNREACHABLE);
    most.fill(-1);
    fewest[n] = 0;
    most[n] = 0;
    let minHead = 0;
    let minTail = 0;
    let maxHead = 0;
    let maxTail = 0;
    let from = n + 1; // the lowest run end entered so far
    let to = n; // the highest run end still allowed
    for (let i = n - 1; i >= 0; i--) {
      const base = prefix[i] as number;
      while (from - 1 > i && (prefix[from - 1] as number) - base >= low) {
        from--;
        const entering = fewest[from] as number;
        while (minTail > minHead && (fewest[minQueue[minTail - 1] as number] as number) >= entering) minTail--;
        minQueue[minTail++] = from;
        const enteringMost = most[from] as number;
        while (maxTail > maxHead && (most[maxQueue[maxTail - 1] as number] as number) <= enteringMost) maxTail--;
        maxQueue[maxTail++] = from;
      }
      while (to > i && (prefix[to] as number) - base > high) to--;
      while (minTail > minHead && (minQueue[minHead] as number) > to) minHead++;
      while (maxTail > maxHead && (maxQueue[maxHead] as number) > to) maxHead++;
      if (minTail > minHead) {
        const best = fewest[minQueue[minHead] as number] as number;
        if (best !== UNREACHABLE) fewest[i] = best + 1;
        const worst = most[maxQueue[maxHead] as number] as number;
        if (worst >= 0) most[i] = worst + 1;
      }
    }
  }
}
