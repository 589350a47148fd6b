import { DELAY_COUNT_DEFAULT, DELAY_COUNT_MAX, DELAY_COUNT_MIN } from '@bible-journey/core';
import { storedValue } from '../../../lib/storage.ts';

function isDelayCount(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= DELAY_COUNT_MIN && (value as number) <= DELAY_COUNT_MAX;
}

/** How many past readings may wait before the late dialog asks to replan (kept on the device). */
export const delayCount = storedValue<number>('delayCount', DELAY_COUNT_DEFAULT, isDelayCount);
