import type { ChapterRef } from '../canon/canon.js';
import { chapterKeyOf, type ReadMark } from '../sync/read-mark.js';
import type { IncomingDay, Reconciled, ReconciledDay, StoredDay } from '../sync/reconcile-days.js';

/**
 * A member's progress in a challenge, kept as what they did rather than as marks on one version
 * of the plan (decision 0020): the chapters they read, and the points their ticks earned. A
 * leader's edit changes the days those chapters fall in, never the chapters nor what was earned.
 */
export interface MemberProgress {
  /** The chapters the member read (chapterKeyOf), each once. */
  readChapters: ReadonlySet<string>;
  /** A point for each day they ticked read, less one for each they unticked (never below zero). */
  earnedPoints: number;
}

/** A day of the challenge plan, as far as progress goes: its chapters. */
export interface ProgressDay {
  readingDetails: readonly ChapterRef[];
}

/** A day counts as read only when every one of its chapters is read (a day with none never is). */
export function isDayRead(day: ProgressDay, readChapters: ReadonlySet<string>): boolean {
  return day.readingDetails.length > 0 && day.readingDetails.every((ref) => readChapters.has(chapterKeyOf(ref)));
}

/** How many of the plan's days are read with these chapters. */
export function readDayCount(days: readonly ProgressDay[], readChapters: ReadonlySet<string>): number {
  return days.reduce((count, day) => count + (isDayRead(day, readChapters) ? 1 : 0), 0);
}

/**
 * A member's reading points in a plan: one per day read, and never more than their ticks earned.
 * So an edit never gives points for nothing (days cut smaller hold no new reading); an edit that
 * merges a read day with unread chapters takes its point away until the day is read, and an edit
 * that gives the day back gives the point back.
 */
export function readingPoints(progress: MemberProgress, days: readonly ProgressDay[]): number {
  return Math.min(progress.earnedPoints, readDayCount(days, progress.readChapters));
}

/**
 * The progress a member brings from marks on days (a copy of the plan as it was): the chapters of
 * the days they marked read, a point for each.
 */
export function progressFromMarkedDays(days: readonly (ProgressDay & { read: boolean })[]): MemberProgress {
  const readChapters = new Set<string>();
  let earnedPoints = 0;
  for (const day of days) {
    if (!day.read) continue;
    earnedPoints += 1;
    for (const ref of day.readingDetails) readChapters.add(chapterKeyOf(ref));
  }
  return { readChapters, earnedPoints };
}

/**
 * The member ticks (`read`) or unticks a day of the current plan. Ticking reads its chapters and
 * earns a point when the day was not read yet; unticking unreads them and takes a point back when
 * it was read (never below zero). Anything else changes nothing.
 */
export function markMemberDay(progress: MemberProgress, day: ProgressDay, read: boolean): MemberProgress {
  const wasRead = isDayRead(day, progress.readChapters);
  if (wasRead === read || day.readingDetails.length === 0) return progress;
  const readChapters = new Set(progress.readChapters);
  for (const ref of day.readingDetails) {
    if (read) readChapters.add(chapterKeyOf(ref));
    else readChapters.delete(chapterKeyOf(ref));
  }
  const earnedPoints = read ? progress.earnedPoints + 1 : Math.max(0, progress.earnedPoints - 1);
  return { readChapters, earnedPoints };
}

/**
 * The leader's edit, for one member: the read chapters and earned points stay as they are (none
 * read, none lost); the days read are those of the new plan whose chapters are all read, and the
 * points are counted from them (readingPoints).
 */
export function progressAfterEdit(
  progress: MemberProgress,
  newDays: readonly ProgressDay[],
): { readDays: number; points: number } {
  return { readDays: readDayCount(newDays, progress.readChapters), points: readingPoints(progress, newDays) };
}

/**
 * What an edit does to the members' read days, for the leader to see before confirming: how many
 * members have read days that stop counting as read (their chapters now share a day with unread
 * ones), and how many would lose points.
 */
export function editEffect(
  members: readonly MemberProgress[],
  oldDays: readonly ProgressDay[],
  newDays: readonly ProgressDay[],
): { membersWithChangedDays: number; membersLosingPoints: number } {
  const kept = new Set(newDays.map(dayKey));
  const changed = oldDays.filter((day) => !kept.has(dayKey(day)));
  let membersWithChangedDays = 0;
  let membersLosingPoints = 0;
  for (const member of members) {
    if (changed.some((day) => isDayRead(day, member.readChapters))) membersWithChangedDays += 1;
    if (readingPoints(member, newDays) < readingPoints(member, oldDays)) membersLosingPoints += 1;
  }
  return { membersWithChangedDays, membersLosingPoints };
}

/** A day's chapters as one string: two days with the same chapters are the same day to a member. */
const dayKey = (day: ProgressDay) => day.readingDetails.map(chapterKeyOf).join(',');

/**
 * A member's copy of the plan after the leader's edit: the new days, each read exactly when the
 * member read all its chapters (`readAt`: chapterKeyOf → when it was read). A day whose chapters
 * are unchanged keeps its id (a tick in flight for it still lands), and its mark's time when the
 * mark stays; a day that turns read takes the time its last chapter was read. The stored days left
 * over retire.
 */
export function followWithReadChapters(
  stored: readonly StoredDay[],
  incoming: readonly IncomingDay[],
  readAt: ReadonlyMap<string, string>,
  now: string,
): Reconciled {
  const byDetails = new Map<string, StoredDay>();
  for (const day of stored) byDetails.set(dayKey(day), day);
  const kept = new Set<string>();
  const days = incoming.map((day): ReconciledDay => {
    const match = byDetails.get(dayKey(day));
    const claimed = match && !kept.has(match.id) ? match : undefined;
    if (claimed) kept.add(claimed.id);
    const read = day.readingDetails.length > 0 && day.readingDetails.every((ref) => readAt.has(chapterKeyOf(ref)));
    let readChangedAt: string | null;
    if (claimed && claimed.read === read) readChangedAt = claimed.readChangedAt;
    else if (read) readChangedAt = latest(day.readingDetails.map((ref) => readAt.get(chapterKeyOf(ref)) ?? null));
    else readChangedAt = claimed ? now : null;
    return { ...day, id: claimed?.id ?? null, read, readChangedAt };
  });
  return { days, retired: stored.filter((day) => !kept.has(day.id)) };
}

function latest(times: readonly (string | null)[]): string | null {
  let found: string | null = null;
  for (const time of times) if (time !== null && (found === null || Date.parse(time) > Date.parse(found))) found = time;
  return found;
}

/** A member's last change to one chapter (decision 0025): read or unread, and when (ISO time). */
export interface ChapterMark {
  read: boolean;
  at: string;
}

/**
 * A day of the template as a member who shares its days sees it (decision 0025): read exactly when
 * all its chapters are read, its mark's time being the latest change to any of them (null when none
 * ever changed). So a tick on another device that is older than an untick of one of its chapters
 * loses to it, as on a copy with days of its own.
 */
export function dayMarkFromChapters(day: ProgressDay, marks: ReadonlyMap<string, ChapterMark>): ReadMark {
  let read = day.readingDetails.length > 0;
  const times: string[] = [];
  for (const ref of day.readingDetails) {
    const mark = marks.get(chapterKeyOf(ref));
    if (!mark?.read) read = false;
    if (mark) times.push(mark.at);
  }
  return { read, readChangedAt: latest(times) };
}
