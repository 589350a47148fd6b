import type { Redis } from 'ioredis';

/**
 * Counters that expire, for limits a route's rate limit cannot express (failed passwords per
 * account and address, mails per recipient): in Redis when the server has one (REDIS_URL), so
 * every process counts the same, else in this process.
 */
export interface ExpiringCounters {
  /**
   * Adds `by` (one by default; negative gives back) to `key` and answers the count; the count ends
   * `windowMs` after its first addition.
   */
  increment(key: string, windowMs: number, by?: number): Promise<number>;
  /** Marks `key` as held for `ms` (a wait imposed before the next attempt). */
  hold(key: string, ms: number): Promise<void>;
  /** How many milliseconds `key` is still held, 0 when it is not. */
  heldFor(key: string): Promise<number>;
  /** Forgets `key`, count and hold. */
  forget(key: string): Promise<void>;
}

const PREFIX = 'bj-counter-';

export function redisCounters(redis: Redis): ExpiringCounters {
  const key = (name: string) => `${PREFIX}${name}`;
  return {
    async increment(name, windowMs) {
      const [[, count]] = (await redis.multi().incr(key(name)).pexpire(key(name), windowMs, 'NX').exec()) as [
        [Error | null, number],
      ];
      return count;
    },
    async hold(name, ms) {
      await redis.set(key(`hold-${name}`), '1', 'PX', Math.max(1, Math.round(ms)));
    },
    async heldFor(name) {
      return Math.max(0, await redis.pttl(key(`hold-${name}`)));
    },
    async forget(name) {
      await redis.del(key(name), key(`hold-${name}`));
    },
  };
}

export function memoryCounters(now: () => number = Date.now): ExpiringCounters {
  const counts = new Map<string, { count: number; endsAt: number }>();
  const holds = new Map<string, number>();
  const live = (name: string) => {
    const entry = counts.get(name);
    if (entry && entry.endsAt <= now()) counts.delete(name);
    return counts.get(name);
  };
  // Ended entries are dropped as they are met, and all of them now and then, so memory stays bounded.
  let sweptAt = now();
  const sweep = () => {
    if (now() - sweptAt < 60_000) return;
    sweptAt = now();
    for (const [name, entry] of counts) if (entry.endsAt <= sweptAt) counts.delete(name);
    for (const [name, until] of holds) if (until <= sweptAt) holds.delete(name);
  };
  return {
    async increment(name, windowMs, by = 1) {
      sweep();
      const entry = live(name) ?? { count: 0, endsAt: now() + windowMs };
      entry.count += by;
      counts.set(name, entry);
      return entry.count;
    },
    async hold(name, ms) {
      sweep();
      holds.set(name, now() + ms);
    },
    async heldFor(name) {
      return Math.max(0, (holds.get(name) ?? 0) - now());
    },
    async forget(name) {
      counts.delete(name);
      holds.delete(name);
    },
  };
}
