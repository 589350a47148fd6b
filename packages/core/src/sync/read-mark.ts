import type { CalendarDay } from '../calendar/calendar-day.js';
import type { ChapterRef } from '../canon/canon.js';

/** A day's read mark and when it last changed (ISO time); null when it never changed since the day was made. */
export interface ReadMark {
  read: boolean;
  readChangedAt: string | null;
}

/** A plan day as it syncs: its server id once the server holds it, and when its mark changed. */
export interface SyncedDay extends CalendarDay {
  /** The server's id of the day (absent until the plan is saved there). */
  id?: string;
  readChangedAt?: string | null;
}

const markTime = (mark: ReadMark): number =>
  mark.readChangedAt === null ? Number.NEGATIVE_INFINITY : Date.parse(mark.readChangedAt);

/**
 * The latest change to a day wins. At the same instant a read mark beats an unread one, so a tie
 * never loses a mark; the same mark at the same time is not newer (applying it twice changes nothing).
 */
export function isNewerMark(candidate: ReadMark, current: ReadMark): boolean {
  const candidateTime = markTime(candidate);
  const currentTime = markTime(current);
  if (candidateTime !== currentTime) return candidateTime > currentTime;
  return candidate.read && !current.read;
}

/** The mark of a day, with `null` for a day whose change time is unknown. */
export function markOf(day: { read: boolean; readChangedAt?: string | null | undefined }): ReadMark {
  return { read: day.read, readChangedAt: day.readChangedAt ?? null };
}

export const chapterKeyOf = (ref: ChapterRef): string => `${ref.book}:${ref.chapter}`;

/**
 * Where a mark lands: the day that holds this chapter. A day is known across devices and edits by
 * its first chapter (each chapter is read once in a plan), so a tick sent for a day another device
 * has since moved lands on the day that now holds its reading.
 */
export function dayIndexHolding(
  days: readonly { readingDetails: readonly ChapterRef[] }[],
): (chapter: ChapterRef) => number {
  const byChapter = new Map<string, number>();
  days.forEach((day, index) => {
    for (const ref of day.readingDetails) byChapter.set(chapterKeyOf(ref), index);
  });
  return (chapter) => byChapter.get(chapterKeyOf(chapter)) ?? -1;
}
