import { describe, expect, it } from 'vitest';
import { memoryCounters } from '../../http/expiring-counters.js';
import { MAX_FAILURES_PER_HOUR, PasswordWaitError, passwordThrottle, waitAfter } from './password-throttle.js';

describe('wrong passwords per account and address', () => {
  const at = { now: 0 };
  const counters = memoryCounters(() => at.now);
  const throttle = passwordThrottle(counters);
  const refusal = async (email: string, ip: string) => {
    try {
      await throttle.check(email, ip);
      return 0;
    } catch (error) {
      if (!(error instanceof PasswordWaitError)) throw error;
      return error.retryAfterSeconds;
    }
  };

  it('wait nothing for five, then 1 s, 2 s, 4 s … up to 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10, 14, 15, 60].map(waitAfter)).toEqual([
      0, 0, 1000, 2000, 4000, 32_000, 512_000, 900_000, 900_000,
    ]);
  });

  it('hold one address of one account, and forget it all on the right password', async () => {
    at.now = 1_000_000;
    for (let n = 0; n < 5; n++) await throttle.failed('Reader@Example.com', '127.0.0.1');
    expect(await refusal('reader@example.com', '127.0.0.1')).toBe(1);
    // Another address, and another account, are free.
    expect(await refusal('reader@example.com', '127.0.0.2')).toBe(0);
    expect(await refusal('other@example.com', '127.0.0.1')).toBe(0);
    at.now += 1_000;
    expect(await refusal('reader@example.com', '127.0.0.1')).toBe(0);
    await throttle.failed('reader@example.com', '127.0.0.1');
    expect(await refusal('reader@example.com', '127.0.0.1')).toBe(2);
    at.now += 2_000;
    await throttle.succeeded('reader@example.com', '127.0.0.1');
    await throttle.failed('reader@example.com', '127.0.0.1');
    expect(await refusal('reader@example.com', '127.0.0.1')).toBe(0);
  });

  it('stop an address for the rest of the hour after a hundred failures, and count anew after it', async () => {
    at.now = 10_000_000;
    for (let n = 0; n < MAX_FAILURES_PER_HOUR; n++) await throttle.failed('target@example.com', '127.0.0.9');
    expect(await refusal('target@example.com', '127.0.0.9')).toBe(3600);
    at.now += 60 * 60 * 1000;
    expect(await refusal('target@example.com', '127.0.0.9')).toBe(0);
    await throttle.failed('target@example.com', '127.0.0.9');
    expect(await refusal('target@example.com', '127.0.0.9')).toBe(0);
  });
});
