import type { ChapterRef } from '../canon/canon.js';
import { chapterKeyOf, type ReadMark } from './read-mark.js';

/** A day the server holds. */
export interface StoredDay extends ReadMark {
  id: string;
  readingDetails: readonly ChapterRef[];
}

/** A day of a whole-plan write (create, edit, replan). */
export interface IncomingDay {
  date: string;
  read: boolean;
  readChangedAt?: string | null | undefined;
  readingStart: ChapterRef;
  readingEnd: ChapterRef;
  readingDetails: ChapterRef[];
}

export interface ReconciledDay extends IncomingDay {
  /** The stored day's id when its chapters are unchanged; null for a new day. */
  id: string | null;
  read: boolean;
  readChangedAt: string | null;
}

export interface Reconciled {
  days: ReconciledDay[];
  /** Stored days the write removed. */
  retired: StoredDay[];
}

const detailsKey = (details: readonly ChapterRef[]) => details.map(chapterKeyOf).join(',');

/**
 * A whole-plan write against what the server holds. A day whose chapters are unchanged keeps its
 * id (a tick another device sends for it still lands); the others are new, and the stored days
 * left over retire. Marks:
 * - a write that named the plan's current revision (`basedOnCurrent`) was made on a copy holding
 *   every stored mark, so its marks stand. A read mark without a time is stamped `now` when it is
 *   new. An unread day without a time was not unticked now (an edit or replan spreads the unread
 *   chapters again): it keeps the latest change of the stored days it continues (the same day, or
 *   those whose first chapter it holds: where a tick sent to them lands), a read one counting as
 *   unticked just after its read (the device's operation brings the exact time). Stamped `now`, it
 *   would beat a tick of its chapters still waiting on another device;
 * - a write that named no revision (the seed's client) can only add marks: a day stays read when
 *   the server had it read, or had all its chapters read on other days.
 */
export function reconcileDays(
  stored: readonly StoredDay[],
  incoming: readonly IncomingDay[],
  options: { basedOnCurrent: boolean; now: string },
): Reconciled {
  const byDetails = new Map(stored.map((day) => [detailsKey(day.readingDetails), day]));
  const readChapters = new Map<string, StoredDay>();
  for (const day of stored) {
    if (day.read) for (const ref of day.readingDetails) readChapters.set(chapterKeyOf(ref), day);
  }
  const kept = new Set<string>();
  const byFirstChapter = new Map<string, StoredDay>();
  for (const day of stored) if (day.readingDetails[0]) byFirstChapter.set(chapterKeyOf(day.readingDetails[0]), day);

  const days = incoming.map((day): ReconciledDay => {
    const match = byDetails.get(detailsKey(day.readingDetails));
    const claimed = match && !kept.has(match.id) ? match : undefined;
    if (claimed) kept.add(claimed.id);
    const given: ReadMark = { read: day.read, readChangedAt: day.readChangedAt ?? null };
    let mark: ReadMark;
    if (options.basedOnCurrent) {
      let readChangedAt = given.readChangedAt;
      if (readChangedAt === null && given.read) readChangedAt = claimed?.read ? claimed.readChangedAt : options.now;
      else if (readChangedAt === null) {
        const continued = claimed
          ? [claimed]
          : day.readingDetails.flatMap((ref) => byFirstChapter.get(chapterKeyOf(ref)) ?? []);
        readChangedAt = latestTime(continued.map((from) => unreadSince(from, options.now)));
      }
      mark = { read: given.read, readChangedAt };
    } else {
      const held = storedMarkFor(day.readingDetails, claimed, readChapters);
      if (held?.read) mark = held;
      else if (given.read) mark = { read: true, readChangedAt: given.readChangedAt ?? options.now };
      else mark = { read: false, readChangedAt: held?.readChangedAt ?? null };
    }
    return { ...day, id: claimed?.id ?? null, read: mark.read, readChangedAt: mark.readChangedAt };
  });
  return { days, retired: stored.filter((day) => !kept.has(day.id)) };
}

/** The time an unread mark continuing this stored day takes: a read day was unticked after its read. */
function unreadSince(day: StoredDay, now: string): string | null {
  if (!day.read) return day.readChangedAt;
  return day.readChangedAt === null ? now : new Date(Date.parse(day.readChangedAt) + 1).toISOString();
}

function latestTime(times: readonly (string | null)[]): string | null {
  let latest: string | null = null;
  for (const time of times) {
    if (time !== null && (latest === null || Date.parse(time) > Date.parse(latest))) latest = time;
  }
  return latest;
}

/** What the server knows of these chapters: the same day's mark, or "read" when every chapter was read. */
function storedMarkFor(
  details: readonly ChapterRef[],
  claimed: StoredDay | undefined,
  readChapters: ReadonlyMap<string, StoredDay>,
): ReadMark | undefined {
  if (claimed?.read) return { read: true, readChangedAt: claimed.readChangedAt };
  const holders = details.map((ref) => readChapters.get(chapterKeyOf(ref)));
  if (holders.length === 0 || holders.some((holder) => holder === undefined)) return claimed;
  return { read: true, readChangedAt: latestTime(holders.map((holder) => holder?.readChangedAt ?? null)) };
}
