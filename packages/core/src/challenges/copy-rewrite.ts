import { addDays, type IsoDate } from '../dates/calendar-date.js';

/** A day of a member's copy as a whole-plan write names it. */
export interface CopyDay {
  date: IsoDate;
  read: boolean;
  readingDetails: readonly { book: string; chapter: number }[];
}

const chapterKey = (ref: { book: string; chapter: number }) => `${ref.book} ${ref.chapter}`;

/**
 * What a member may do to their copy of a challenge plan with a whole-plan write: a replan moves
 * days and may put more chapters on a day, reading the same chapters over no more days; starting on
 * today's reading with the group (core's skipPastReadings) also leaves out whole unread days dated
 * up to `latestToday` (the latest date it is anywhere now), and then takes that many fewer days.
 * Anything else would let a member rank on a plan of their own making: a chapter a day is more
 * days, so more points.
 */
export function isAllowedCopyRewrite(
  stored: readonly CopyDay[],
  incoming: readonly CopyDay[],
  latestToday: IsoDate,
): boolean {
  const wanted = new Map<string, number>();
  for (const ref of incoming.flatMap((day) => day.readingDetails)) {
    wanted.set(chapterKey(ref), (wanted.get(chapterKey(ref)) ?? 0) + 1);
  }
  let skipped = 0;
  for (const day of stored) {
    const chapters = day.readingDetails.map(chapterKey);
    const kept = chapters.filter((chapter) => (wanted.get(chapter) ?? 0) > 0);
    if (kept.length === chapters.length) {
      for (const chapter of chapters) wanted.set(chapter, (wanted.get(chapter) ?? 0) - 1);
      continue;
    }
    // Left out: the whole day, unread, and not one still to come anywhere.
    if (kept.length > 0 || day.read || day.date > latestToday) return false;
    skipped += 1;
  }
  return [...wanted.values()].every((count) => count === 0) && incoming.length <= stored.length - skipped;
}

/**
 * After an allowed rewrite that left out whole unread days (starting with the group), the date
 * before which unread days stay out of the copy: the day after the latest one left out. Null when
 * nothing was left out (a replan keeps every chapter).
 */
export function skippedBefore(stored: readonly CopyDay[], incoming: readonly CopyDay[]): IsoDate | null {
  const kept = new Set(incoming.flatMap((day) => day.readingDetails.map(chapterKey)));
  let latest: IsoDate | null = null;
  for (const day of stored) {
    const isLeftOut = day.readingDetails.length > 0 && day.readingDetails.every((ref) => !kept.has(chapterKey(ref)));
    if (isLeftOut && (latest === null || day.date > latest)) latest = day.date;
  }
  return latest === null ? null : addDays(latest, 1);
}

/**
 * A copy that started with the group, following a leader's edit: the unread days dated before
 * `skippedBefore` stay out, as they were left out (a read day always stays).
 */
export function withoutSkippedDays<Day extends { date: IsoDate; read: boolean }>(
  days: readonly Day[],
  skippedBefore: IsoDate | null,
): Day[] {
  return skippedBefore === null ? [...days] : days.filter((day) => day.read || day.date >= skippedBefore);
}
