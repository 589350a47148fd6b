import { normalizeIP } from '@fastify/rate-limit';
import { TooManyRequestsError } from '../../http/errors.js';
import type { ExpiringCounters } from '../../http/expiring-counters.js';

// Sign-in without locking the owner out (OWASP ASVS 2.2.1, issue 22): wrong passwords are counted
// per account and client address together, so failures from elsewhere never hold back the owner's
// own address. From the sixth failure in an hour each next try waits longer (1 s, 2 s, 4 s … up to
// 15 minutes), and a hundred failures in an hour stop that pair until the hour is over.

const HOUR_MS = 60 * 60 * 1000;
/** Failures an account and address may make in an hour before any wait. */
export const FREE_FAILURES = 5;
/** Failures an account and address may make in an hour at all. */
export const MAX_FAILURES_PER_HOUR = 100;
const LONGEST_WAIT_MS = 15 * 60 * 1000;

/** The wait after the `failures`-th failure: none for the first five, then doubling from 1 s. */
export const waitAfter = (failures: number) =>
  failures < FREE_FAILURES ? 0 : Math.min(LONGEST_WAIT_MS, 1000 * 2 ** (failures - FREE_FAILURES));

export class PasswordWaitError extends TooManyRequestsError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      `Too many wrong passwords for this account from here: try again in ${retryAfterSeconds} seconds, or reset your password.`,
    );
  }
}

export function passwordThrottle(counters: ExpiringCounters) {
  const pairOf = (email: string, ip: string) => `password:${email.trim().toLowerCase()}:${normalizeIP(ip)}`;
  return {
    /** Throws PasswordWaitError while the account and address must wait before another try. */
    async check(email: string, ip: string): Promise<void> {
      const pair = pairOf(email, ip);
      const held = await counters.heldFor(pair);
      if (held > 0) throw new PasswordWaitError(Math.ceil(held / 1000));
    },
    /** Counts a wrong password, and makes the next try wait when there were many. */
    async failed(email: string, ip: string): Promise<void> {
      const pair = pairOf(email, ip);
      const failures = await counters.increment(pair, HOUR_MS);
      const wait = failures >= MAX_FAILURES_PER_HOUR ? HOUR_MS : waitAfter(failures);
      if (wait > 0) await counters.hold(pair, wait);
    },
    /** The right password: the pair starts afresh. */
    async succeeded(email: string, ip: string): Promise<void> {
      await counters.forget(pairOf(email, ip));
    },
  };
}

export type PasswordThrottle = ReturnType<typeof passwordThrottle>;
