import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChapterRef } from '../canon/canon.js';
import { chapterKeyOf } from '../sync/read-mark.js';
import {
  type ChapterMark,
  dayMarkFromChapters,
  editEffect,
  followWithReadChapters,
  isDayRead,
  type MemberProgress,
  markMemberDay,
  type ProgressDay,
  progressAfterEdit,
  progressFromMarkedDays,
  readDayCount,
  readingPoints,
} from './member-progress.js';

const genesis = (from: number, to: number): ChapterRef[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ book: 'Genesis', chapter: from + index }));

/** Genesis 1..chapters in days of `perDay` chapters (the last may be shorter). */
function plan(chapters: number, perDay: number): ProgressDay[] {
  const days: ProgressDay[] = [];
  for (let from = 1; from <= chapters; from += perDay) {
    days.push({ readingDetails: genesis(from, Math.min(chapters, from + perDay - 1)) });
  }
  return days;
}

/** Days cut from Genesis 1..chapters at the given sizes (cycled). */
function chunked(chapters: number, sizes: readonly number[]): ProgressDay[] {
  const days: ProgressDay[] = [];
  let from = 1;
  for (let index = 0; from <= chapters; index += 1) {
    const size = sizes[index % sizes.length] ?? 1;
    days.push({ readingDetails: genesis(from, Math.min(chapters, from + size - 1)) });
    from += size;
  }
  return days;
}

const none: MemberProgress = { readChapters: new Set(), earnedPoints: 0 };
const tick = (progress: MemberProgress, days: readonly ProgressDay[], ...indexes: number[]) =>
  indexes.reduce((at, index) => markMemberDay(at, days[index] as ProgressDay, true), progress);
const keys = (refs: ChapterRef[]) => refs.map(chapterKeyOf);

describe('a member’s progress through a leader’s edit', () => {
  it('keeps Gen 23–26 read when a bigger day holds them with unread chapters, and gives the day back with the plan', () => {
    const fours = chunked(50, [4, 4, 4, 4, 4, 2, 4]);
    // Days 0-4: Gen 1-20; day 5: Gen 21-22; day 6: Gen 23-26.
    expect(keys([...(fours[6]?.readingDetails ?? [])])).toEqual(keys(genesis(23, 26)));
    const progress = tick(none, fours, 6);
    expect(readingPoints(progress, fours)).toBe(1);

    const tens = plan(50, 10);
    expect(progressAfterEdit(progress, tens)).toEqual({ readDays: 0, points: 0 });
    expect(isDayRead(tens[2] as ProgressDay, progress.readChapters)).toBe(false);
    expect([...progress.readChapters]).toEqual(keys(genesis(23, 26)));

    // Reading the rest of Gen 21-30 under the new plan makes it a read day, and a point.
    const finished = tick(progress, tens, 2);
    expect(progressAfterEdit(finished, tens)).toEqual({ readDays: 1, points: 1 });
    // Back to the four-chapter days: Gen 23-26 and 27-30 are read days, 21-22 too; two ticks earned two points.
    expect(progressAfterEdit(finished, fours)).toEqual({ readDays: 3, points: 2 });
  });

  it('gives no points for an edit that cuts read days into more, smaller ones', () => {
    const threes = plan(30, 3);
    const progress = tick(none, threes, 0, 1, 2);
    expect(readingPoints(progress, threes)).toBe(3);
    const ones = plan(30, 1);
    expect(progressAfterEdit(progress, ones)).toEqual({ readDays: 9, points: 3 });
    // The next day read is a point, as always.
    expect(readingPoints(markMemberDay(progress, ones[9] as ProgressDay, true), ones)).toBe(4);
  });

  it('marks a day read only by reading it, and takes back a point only for a day that was read', () => {
    const days = plan(10, 2);
    const once = tick(none, days, 0);
    expect(tick(once, days, 0)).toBe(once);
    expect(markMemberDay(once, days[1] as ProgressDay, false)).toBe(once);
    const unticked = markMemberDay(once, days[0] as ProgressDay, false);
    expect(unticked.earnedPoints).toBe(0);
    expect(unticked.readChapters.size).toBe(0);
    expect(markMemberDay(none, { readingDetails: [] }, true)).toBe(none);
  });

  it('brings the progress of marks on a copy: the chapters of its read days, a point each', () => {
    const days = plan(9, 3).map((day, index) => ({ ...day, read: index !== 1 }));
    const progress = progressFromMarkedDays(days);
    expect(progress.earnedPoints).toBe(2);
    expect([...progress.readChapters]).toEqual(keys([...genesis(1, 3), ...genesis(7, 9)]));
  });

  it('tells the leader how many members an edit touches before it is made', () => {
    const threes = plan(30, 3);
    const members = [tick(none, threes, 0, 1), tick(none, threes, 5), none];
    // Days 0-1 (Gen 1-6) stay as they are, the rest become six-chapter days.
    const edited = [...threes.slice(0, 2), ...chunked(24, [6]).map((day) => shift(day, 6))];
    expect(editEffect(members, threes, edited)).toEqual({ membersWithChangedDays: 1, membersLosingPoints: 1 });
    expect(editEffect(members, threes, threes)).toEqual({ membersWithChangedDays: 0, membersLosingPoints: 0 });
  });
});

const shift = (day: ProgressDay, by: number): ProgressDay => ({
  readingDetails: day.readingDetails.map((ref) => ({ ...ref, chapter: ref.chapter + by })),
});

describe('the edit rule, for any plans and any marks', () => {
  const chapters = 40;
  const sizes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 });
  const marks = fc.array(fc.record({ day: fc.nat(), read: fc.boolean() }), { maxLength: 30 });
  const read = (days: readonly ProgressDay[], from: MemberProgress, on: { day: number; read: boolean }[]) =>
    on.reduce((at, mark) => markMemberDay(at, days[mark.day % days.length] as ProgressDay, mark.read), from);

  it('never reads or loses a chapter, counts a day only when all its chapters are read, never raises points', () => {
    fc.assert(
      fc.property(sizes, sizes, sizes, marks, marks, (before, after, later, first, second) => {
        const oldDays = chunked(chapters, before);
        const newDays = chunked(chapters, after);
        const progress = read(oldDays, none, first);
        // Without edits, the points are the days read.
        expect(readingPoints(progress, oldDays)).toBe(readDayCount(oldDays, progress.readChapters));

        const edited = progressAfterEdit(progress, newDays);
        expect(edited.readDays).toBe(
          newDays.filter((day) => day.readingDetails.every((ref) => progress.readChapters.has(chapterKeyOf(ref))))
            .length,
        );
        expect(edited.points).toBeLessThanOrEqual(readingPoints(progress, oldDays));
        expect(edited.points).toBeLessThanOrEqual(edited.readDays);
        expect(edited.points).toBeGreaterThanOrEqual(0);

        // Reading on under the new plan, then a second edit: the points never pass the days read
        // nor what the ticks earned.
        const onward = read(newDays, progress, second);
        const laterDays = chunked(chapters, later);
        const again = progressAfterEdit(onward, laterDays);
        expect(again.points).toBeLessThanOrEqual(onward.earnedPoints);
        expect(again.points).toBeLessThanOrEqual(again.readDays);
        expect(readDayCount(laterDays, onward.readChapters)).toBe(again.readDays);
      }),
    );
  });

  it('changes nothing for an edit that keeps the days', () => {
    fc.assert(
      fc.property(sizes, marks, (before, first) => {
        const days = chunked(chapters, before);
        const progress = read(days, none, first);
        expect(progressAfterEdit(progress, days)).toEqual({
          readDays: readDayCount(days, progress.readChapters),
          points: readingPoints(progress, days),
        });
      }),
    );
  });

  it('reads a chapter only through a tick of a day holding it, and unreads it only through an untick', () => {
    fc.assert(
      fc.property(sizes, marks, (before, first) => {
        const days = chunked(chapters, before);
        let progress = none;
        for (const mark of first) {
          const day = days[mark.day % days.length] as ProgressDay;
          const next = markMemberDay(progress, day, mark.read);
          const inDay = new Set(day.readingDetails.map(chapterKeyOf));
          for (const key of new Set([...progress.readChapters, ...next.readChapters])) {
            if (!inDay.has(key)) expect(next.readChapters.has(key)).toBe(progress.readChapters.has(key));
          }
          progress = next;
        }
      }),
    );
  });
});

describe('followWithReadChapters', () => {
  const incoming = (days: ProgressDay[]) =>
    days.map((day, index) => ({
      date: `2026-03-${String(index + 1).padStart(2, '0')}`,
      read: false,
      readingStart: day.readingDetails[0] as ChapterRef,
      readingEnd: day.readingDetails[day.readingDetails.length - 1] as ChapterRef,
      readingDetails: [...day.readingDetails],
    }));
  const now = '2026-03-10T12:00:00.000Z';

  it('reads the new days whose chapters were all read, keeps unchanged days, retires the rest', () => {
    const stored = plan(9, 3).map((day, index) => ({
      id: `d${index}`,
      readingDetails: day.readingDetails,
      read: index === 0,
      readChangedAt: index === 0 ? '2026-03-01T08:00:00.000Z' : null,
    }));
    const readAt = new Map(keys(genesis(1, 3)).map((key, index) => [key, `2026-03-01T08:0${index}:00.000Z`]));
    // Gen 1-3 stays a day; Gen 4-9 becomes one-chapter days.
    const calendar = incoming([{ readingDetails: genesis(1, 3) }, ...plan(9, 1).slice(3)]);
    const { days, retired } = followWithReadChapters(stored, calendar, readAt, now);
    expect(days.map((day) => [day.id, day.read, day.readChangedAt])).toEqual([
      ['d0', true, '2026-03-01T08:00:00.000Z'],
      ...Array.from({ length: 6 }, () => [null, false, null]),
    ]);
    expect(retired.map((day) => day.id)).toEqual(['d1', 'd2']);
  });

  it('marks a new day read at the time its last chapter was read, and a kept day that lost chapters unread now', () => {
    const stored = [{ id: 'd0', readingDetails: genesis(1, 2), read: true, readChangedAt: '2026-03-01T08:00:00.000Z' }];
    const readAt = new Map([
      ['Genesis:1', '2026-03-01T08:00:00.000Z'],
      ['Genesis:2', '2026-03-02T09:30:00.000Z'],
    ]);
    const split = followWithReadChapters(stored, incoming(plan(2, 1)), readAt, now);
    expect(split.days.map((day) => [day.read, day.readChangedAt])).toEqual([
      [true, '2026-03-01T08:00:00.000Z'],
      [true, '2026-03-02T09:30:00.000Z'],
    ]);
    const unread = followWithReadChapters(stored, incoming(plan(2, 2)), new Map(), now);
    expect(unread.days.map((day) => [day.id, day.read, day.readChangedAt])).toEqual([['d0', false, now]]);
  });
});

describe('dayMarkFromChapters: a day of the shared template, as one member’s chapters mark it', () => {
  const day = { readingDetails: genesis(1, 3) };
  const marks = (entries: [number, ChapterMark][]) =>
    new Map(entries.map(([chapter, mark]) => [`Genesis:${chapter}`, mark]));

  it('is read only when every chapter is, and takes the latest change of any of them', () => {
    expect(dayMarkFromChapters(day, new Map())).toEqual({ read: false, readChangedAt: null });
    const at = (minute: number) => `2026-11-28T10:0${minute}:00.000Z`;
    const someRead = marks([
      [1, { read: true, at: at(1) }],
      [2, { read: true, at: at(3) }],
    ]);
    expect(dayMarkFromChapters(day, someRead)).toEqual({ read: false, readChangedAt: at(3) });
    someRead.set('Genesis:3', { read: true, at: at(2) });
    expect(dayMarkFromChapters(day, someRead)).toEqual({ read: true, readChangedAt: at(3) });
    // An untick leaves its time: an older tick sent later by another device loses to it.
    someRead.set('Genesis:2', { read: false, at: at(5) });
    expect(dayMarkFromChapters(day, someRead)).toEqual({ read: false, readChangedAt: at(5) });
  });

  it('agrees with isDayRead for any marks', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 1, max: 5 }), fc.boolean(), fc.nat(59))), (entries) => {
        const chapterMarks = marks(
          entries.map(([chapter, read, second]) => [
            chapter,
            { read, at: `2026-11-28T10:00:${String(second).padStart(2, '0')}.000Z` },
          ]),
        );
        const readChapters = new Set([...chapterMarks].filter(([, mark]) => mark.read).map(([key]) => key));
        expect(dayMarkFromChapters(day, chapterMarks).read).toBe(isDayRead(day, readChapters));
      }),
    );
  });

  it('never counts a day without chapters as read', () => {
    expect(dayMarkFromChapters({ readingDetails: [] }, new Map()).read).toBe(false);
  });
});
