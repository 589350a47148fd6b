import { TooManyRequestsError } from '../../../http/errors.js';
import type { ExpiringCounters } from '../../../http/expiring-counters.js';

// Join codes can't be tried cheaply (issue 23): besides the route's rate a minute, wrong codes are
// counted per account and per client address. Past a few free ones in an hour, each next try waits
// longer (1 s, doubling, up to 15 minutes), so a guesser gets a few dozen tries an hour where a
// code space of 8.5 × 10^11 needs billions. Someone who mistypes a code a few times never waits;
// a room sharing one address (a church's wifi) has many more free tries than one account.

const HOUR_MS = 60 * 60 * 1000;
const LONGEST_WAIT_MS = 15 * 60 * 1000;
/** Wrong codes free in an hour, per account and per address. */
export const FREE_WRONG_CODES = { account: 10, address: 50 } as const;

export class JoinCodeWaitError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many wrong join codes: try again in ${retryAfterSeconds} seconds.`);
  }
}

export function joinCodeThrottle(counters: ExpiringCounters) {
  // `ip` as clientAddress() gives it (normalised).
  const keys = (userId: string, ip: string) =>
    [
      [`join-code:account:${userId}`, FREE_WRONG_CODES.account],
      [`join-code:address:${ip}`, FREE_WRONG_CODES.address],
    ] as const;
  return {
    /** Throws JoinCodeWaitError while the account or the address must wait before another try. */
    async check(userId: string, ip: string): Promise<void> {
      const held = Math.max(...(await Promise.all(keys(userId, ip).map(([key]) => counters.heldFor(key)))));
      if (held > 0) throw new JoinCodeWaitError(Math.ceil(held / 1000));
    },
    /** Counts a wrong code against both, and makes the next try wait once past the free ones. */
    async wrong(userId: string, ip: string): Promise<void> {
      for (const [key, free] of keys(userId, ip)) {
        const wrong = await counters.increment(key, HOUR_MS);
        if (wrong >= free) await counters.hold(key, Math.min(LONGEST_WAIT_MS, 1000 * 2 ** (wrong - free)));
      }
    },
  };
}

export type JoinCodeThrottle = ReturnType<typeof joinCodeThrottle>;
