import { DELAY_COUNT_DEFAULT, isDelayCount } from '@bible-journey/core';
import { storedValue } from '../../../lib/storage.ts';

/** How many past readings may wait before the late dialog asks to replan (kept on the device). */
export const delayCount = storedValue<number>('delayCount', DELAY_COUNT_DEFAULT, isDelayCount);
