import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { ReadingPosition } from '../canon/canon.js';
import type { IsoDate } from '../dates/calendar-date.js';
import { isPlanError } from '../errors.js';
import { isLongReadingDay, readingLoad } from '../plan/reading-load.js';
import type { ReadingOrder } from '../reading-orders/reading-order.js';
import { defaultReadingRange } from '../reading-orders/reading-orders.js';

export interface ReadingRange {
  startReading: ReadingPosition;
  endReading: ReadingPosition;
}

const REVELATION_END: ReadingPosition = { bookIndex: 65, chapter: 22 };

/** The ranges a group challenge starts from, the largest first: the Bible, the New Testament, the Gospels, Mark. */
function candidates(order: ReadingOrder): ReadingRange[] {
  const whole = defaultReadingRange(order);
  return [
    { startReading: whole.start, endReading: whole.end },
    { startReading: { bookIndex: 39, chapter: 1 }, endReading: REVELATION_END },
    { startReading: { bookIndex: 39, chapter: 1 }, endReading: { bookIndex: 42, chapter: 21 } },
    { startReading: { bookIndex: 40, chapter: 1 }, endReading: { bookIndex: 40, chapter: 16 } },
  ];
}

/**
 * The reading range a new challenge starts with over its dates (issue 23: a leader's default must
 * not hand the group a brutal plan): the largest of the Bible, the New Testament, the Gospels and
 * Mark whose longest day stays within an hour of reading (core's estimate, isLongReadingDay); Mark
 * when even it does not.
 */
export function readingThatFits(plan: {
  readingOrder: ReadingOrder;
  startDate: IsoDate;
  endDate: IsoDate;
  blockedWeekDays?: number[];
}): ReadingRange {
  const ranges = candidates(plan.readingOrder);
  for (const range of ranges) {
    try {
      const days = buildReadingCalendar({ planType: 0, ...plan, ...range });
      if (!isLongReadingDay(readingLoad(days).longestMinutes)) return range;
    } catch (error) {
      // A range this order cannot read from start to end, or dates with no reading day: the next.
      if (!isPlanError(error)) throw error;
    }
  }
  return ranges[ranges.length - 1] as ReadingRange;
}
