import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { BuildInput } from '../calendar/calendar-day.js';
import { toReadingPosition } from '../canon/canon.js';
import { chapterKeyOf } from '../sync/read-mark.js';
import { rebuildKeepingProgress } from './rebuild-plan.js';

const input: BuildInput = {
  planType: 0,
  readingOrder: 'traditional',
  startDate: '2027-01-01',
  endDate: '2027-01-31',
  startReading: { bookIndex: 39, chapter: 1 },
  endReading: { bookIndex: 42, chapter: 21 },
};
const original = buildReadingCalendar(input).map((day, index) =>
  index < 10 ? { ...day, read: true, id: `day-${index}`, readChangedAt: '2027-01-10T20:00:00.000Z' } : day,
);
const chapters = (days: { readingDetails: { book: string; chapter: number }[] }[]) =>
  days.flatMap((day) => day.readingDetails.map(chapterKeyOf));

describe('rebuildKeepingProgress', () => {
  it('keeps every read day as it was and spreads only the unread chapters over the new dates', () => {
    const edited = rebuildKeepingProgress(original, { ...input, endDate: '2027-03-31' });
    const readBefore = original.filter((day) => day.read);
    expect(edited.filter((day) => day.read)).toEqual(readBefore);
    // Every chapter still appears exactly once, and the plan now reaches the new end.
    expect(chapters(edited).sort()).toEqual(chapters(original).sort());
    const last = edited.at(-1)?.date ?? '';
    expect(last > '2027-01-31' && last <= '2027-03-31').toBe(true);
    expect(edited.map((day) => day._id)).toEqual(edited.map((_, index) => index));
    expect(new Set(edited.map((day) => day.date)).size).toBe(edited.length);
  });

  it('never puts an unread day on a read day’s date, even when the new range starts earlier', () => {
    const edited = rebuildKeepingProgress(original, { ...input, startDate: '2026-12-25', endDate: '2027-01-20' });
    const readDates = new Set(original.filter((day) => day.read).map((day) => day.date));
    expect(edited.filter((day) => !day.read).every((day) => !readDates.has(day.date))).toBe(true);
  });

  it('is the read days alone when the new range holds nothing else', () => {
    const readOnly = original.filter((day) => day.read);
    const lastRead = readOnly.at(-1)?.readingEnd ?? { book: 'matthew', chapter: 1 };
    const edited = rebuildKeepingProgress(original, { ...input, endReading: toReadingPosition(lastRead) });
    expect(edited).toEqual(readOnly);
  });

  it('builds a fresh plan when nothing is read', () => {
    const unread = original.map((day) => ({ ...day, read: false }));
    expect(rebuildKeepingProgress(unread, input)).toEqual(buildReadingCalendar(input));
  });
});
