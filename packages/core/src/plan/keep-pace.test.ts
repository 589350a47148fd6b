import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { CalendarDay } from '../calendar/calendar-day.js';
import { isPlanError } from '../errors.js';
import { replan } from '../replan/replan.js';
import { applyStructuralChange } from '../sync/structural-change.js';
import { weekDay } from '../test-support/date-oracle.js';
import { keepPaceEndDate, replanKeepingPace } from './keep-pace.js';
import { emptyLocalPlan } from './local-plan.js';

// Mark, 16 chapters, two a day: 2027-03-01 .. 2027-03-08.
const plan = buildReadingCalendar({
  planType: 1,
  chaptersPerDay: 2,
  readingOrder: 'traditional',
  startDate: '2027-03-01',
  startReading: { bookIndex: 40, chapter: 1 },
  endReading: { bookIndex: 40, chapter: 16 },
});
const readFirst = (count: number) => plan.map((day, index) => ({ ...day, read: index < count }));
const chapters = (days: readonly CalendarDay[]) =>
  days.flatMap((day) => day.readingDetails.map((ref) => `${ref.book} ${ref.chapter}`));

describe('replanKeepingPace', () => {
  it('moves the unread days from today at two chapters a day, so the end moves by the days missed', () => {
    const days = readFirst(2); // read 1 and 2 March, missed 3 and 4
    const today = '2027-03-05';
    const kept = replanKeepingPace(days, { today });
    expect(kept.filter((day) => day.read)).toEqual(days.filter((day) => day.read));
    expect(kept.filter((day) => !day.read).map((day) => day.date)).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-03-07',
      '2027-03-08',
      '2027-03-09',
      '2027-03-10',
    ]);
    expect(kept.filter((day) => !day.read).every((day) => day.readingDetails.length === 2)).toBe(true);
    expect(chapters(kept)).toEqual(chapters(plan));
    expect(kept.map((day) => day._id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(keepPaceEndDate(days, { today })).toBe('2027-03-10');
    // Keeping the end instead packs the same chapters into 4 days.
    const keepEnd = replan(days, { today });
    expect(keepEnd.at(-1)?.date).toBe('2027-03-08');
    expect(keepEnd.filter((day) => !day.read).map((day) => day.readingDetails.length)).toEqual([3, 3, 3, 3]);
  });

  it('skips blocked week days and the dates of days read ahead', () => {
    const days = plan.map((day) => ({ ...day, read: day.date === '2027-03-06' }));
    const today = '2027-03-03'; // a Wednesday; Sundays off
    const kept = replanKeepingPace(days, { today, blockedWeekDays: [0] });
    const unread = kept.filter((day) => !day.read);
    expect(unread).toHaveLength(7);
    expect(unread.every((day) => weekDay(day.date) !== 0 && day.date !== '2027-03-06')).toBe(true);
    expect(unread[0]?.date).toBe(today);
    expect(kept.find((day) => day.read)?.date).toBe('2027-03-06');
    expect([...chapters(kept)].sort()).toEqual([...chapters(plan)].sort());
  });

  it('spreads a plan whose end has passed at its pace instead of into one day', () => {
    const days = readFirst(6);
    const today = '2027-04-01';
    expect(replan(days, { today }).filter((day) => !day.read)).toHaveLength(1);
    const kept = replanKeepingPace(days, { today });
    expect(kept.filter((day) => !day.read).map((day) => day.date)).toEqual(['2027-04-01', '2027-04-02']);
  });

  it('leaves a plan with nothing unread as it is, and refuses bad options with a PlanError', () => {
    const all = readFirst(8);
    expect(replanKeepingPace(all, { today: '2027-03-20' })).toEqual(all);
    expect(keepPaceEndDate(all, { today: '2027-03-20' })).toBe('2027-03-08');
    expect(keepPaceEndDate([], { today: '2027-03-20' })).toBe('2027-03-20');
    for (const options of [{ today: 'soon' }, { today: '2027-03-05', blockedWeekDays: [0, 1, 2, 3, 4, 5, 6] }]) {
      try {
        replanKeepingPace(readFirst(1), options);
        expect.unreachable();
      } catch (error) {
        expect(isPlanError(error)).toBe(true);
      }
    }
  });

  it('is what the replan structural change makes with an end date, counting one more delay', () => {
    const local = { ...emptyLocalPlan('2027-03-01T00:00:00.000Z'), planv2: readFirst(2) };
    const today = '2027-03-05';
    const endDate = keepPaceEndDate(local.planv2, { today });
    const changed = applyStructuralChange(local, { kind: 'replan', today, endDate }, '2027-03-05T08:00:00.000Z');
    expect(changed.planv2).toEqual(replanKeepingPace(local.planv2, { today }));
    expect(changed.delays).toBe(1);
    const keepEnd = applyStructuralChange(local, { kind: 'replan', today }, '2027-03-05T08:00:00.000Z');
    expect(keepEnd.planv2).toEqual(replan(local.planv2, { today }));
  });
});
