import { addDays, type IsoDate, parseIsoDate } from '../dates/calendar-date.js';
import { PlanError } from '../errors.js';
import { compareInstants } from './ranking-order.js';

// The leader's progress view (issue 12, "Beyond the spec"): who is falling behind comes first,
// and the leader may send each participant one encouragement a day.

/** One participant as the progress view receives them. */
export interface ParticipantProgressInput {
  /** The member id (rankingId). */
  id: string;
  name: string;
  readDays: number;
  dayCount: number;
  /**
   * Plan days dated before today. Today's reading is not late yet (as isLate says): a day is
   * behind from the day after its date.
   */
  daysDueByToday: number;
  /** The last time the participant marked a day read (ISO 8601), or null when never. */
  lastReadAt: string | null;
  totalPoints: number;
}

export type ParticipantProgress<Input extends ParticipantProgressInput = ParticipantProgressInput> = Input & {
  daysBehind: number;
};

/**
 * Due days not covered by read days: reading ahead makes up for a missed day, as it does for
 * points. Never below 0, never more than the plan's days.
 */
export function daysBehind({
  readDays,
  dayCount,
  daysDueByToday,
}: Pick<ParticipantProgressInput, 'readDays' | 'dayCount' | 'daysDueByToday'>): number {
  for (const [field, value] of Object.entries({ readDays, dayCount, daysDueByToday })) {
    if (!Number.isSafeInteger(value) || value < 0) throw PlanError.of(field, 'outOfRange');
  }
  return Math.max(0, Math.min(daysDueByToday, dayCount) - readDays);
}

/** What the order of need reads of a participant: their read days, their last reading, their member id. */
export type NeedOfEncouragementKey = Pick<ParticipantProgressInput, 'id' | 'readDays' | 'lastReadAt'>;

/**
 * The order of need (decision 0021): the fewest read days first; of equal read days, the longest
 * since their last reading (never read first); then by member id, so the order is the same on
 * every call. Among participants on the challenge's calendar, fewer read days is more days behind,
 * so those who need a word come first; and the order is that of an index the server pages on.
 * A reading only moves a participant later, so a leader paging on never misses one who reads.
 */
export function compareNeedOfEncouragement(a: NeedOfEncouragementKey, b: NeedOfEncouragementKey): number {
  return (
    a.readDays - b.readDays || compareLastRead(a.lastReadAt, b.lastReadAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The participants with their days behind, in the order of need (compareNeedOfEncouragement). */
export function sortByNeedOfEncouragement<Input extends ParticipantProgressInput>(
  participants: readonly Input[],
): ParticipantProgress<Input>[] {
  return participants
    .map((participant) => ({ ...participant, daysBehind: daysBehind(participant) }))
    .sort(compareNeedOfEncouragement);
}

function compareLastRead(a: string | null, b: string | null): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? -1 : 1;
  return compareInstants(a, b);
}

/** Encouragements a leader may send one participant per day. */
export const ENCOURAGEMENTS_PER_DAY = 1;

/** Whether the leader may encourage a participant today: not yet encouraged today (dates in the leader's calendar). */
export function canEncourageToday(lastEncouragedOn: IsoDate | null, today: IsoDate): boolean {
  checkDate('today', today);
  if (lastEncouragedOn === null) return true;
  checkDate('lastEncouragedOn', lastEncouragedOn);
  return lastEncouragedOn < today;
}

/** The first day the leader may encourage the participant again: today when allowed, else the day after the last one. */
export function nextEncouragementOn(lastEncouragedOn: IsoDate | null, today: IsoDate): IsoDate {
  if (canEncourageToday(lastEncouragedOn, today)) return today;
  return addDays(lastEncouragedOn as IsoDate, 1);
}

function checkDate(field: string, value: IsoDate): void {
  if (!parseIsoDate(value)) throw PlanError.of(field, 'invalidDate');
}
