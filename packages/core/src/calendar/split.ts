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
 * Cuts `items` into exactly `groups` non-empty contiguous runs so that the heaviest run is as
 * light as possible (the linear partition problem); among such cuts, each cut lands as close as
 * it can to an even share of the total. Requires 1 <= groups <= items.length and whole-number weights >= 0
 * (verse and word counts); fractional weights would need an epsilon in the cap search.
 */
export function splitByWeight<T>(items: readonly T[], weights: readonly number[], groups: number): T[][] {
  const n = items.length;
  const prefix = [0];
  for (let i = 0; i < n; i++) prefix.push((prefix[i] as number) + (weights[i] as number));
  const total = prefix[n] as number;
  const sum = (from: number, to: number) => (prefix[to] as number) - (prefix[from] as number);

  const cap = smallestFeasibleCap(weights, groups, total);

  // fewestRuns[i]: fewest runs of weight <= cap that cover items i..n-1 (greedy from the left is optimal).
  const fewestRuns = new Array<number>(n + 1).fill(0);
  let next = n;
  for (let i = n - 1; i >= 0; i--) {
    while (sum(i, next) > cap) next--;
    fewestRuns[i] = 1 + (fewestRuns[next] as number);
  }

  const runs: T[][] = [];
  let start = 0;
  for (let g = 0; g < groups; g++) {
    const runsAfter = groups - g - 1;
    let end = n;
    if (runsAfter > 0) {
      const target = (total * (g + 1)) / groups;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let e = start + 1; e <= n - runsAfter && sum(start, e) <= cap; e++) {
        if ((fewestRuns[e] as number) > runsAfter) continue;
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
