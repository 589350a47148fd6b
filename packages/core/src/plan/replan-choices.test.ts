import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import { readingMinutes } from '../progress/reading-time.js';
import { replan } from '../replan/replan.js';
import { replanKeepingPace } from './keep-pace.js';
import { replanChoices, unreadLoad } from './replan-choices.js';

// Mark, 16 chapters, two a day: 2027-03-01 .. 2027-03-08; read 1 and 2 March, today the 5th.
const days = buildReadingCalendar({
  planType: 1,
  chaptersPerDay: 2,
  readingOrder: 'traditional',
  startDate: '2027-03-01',
  startReading: { bookIndex: 40, chapter: 1 },
  endReading: { bookIndex: 40, chapter: 16 },
}).map((day, index) => ({ ...day, read: index < 2 }));
const today = '2027-03-05';

describe('replanChoices', () => {
  it('previews both ways back: the end kept with more chapters a day, or the pace kept with a later end', () => {
    const choices = replanChoices(days, { today });
    expect(choices.readingsBehind).toBe(2);
    expect(choices.now.endDate).toBe('2027-03-08');
    expect(choices.now.chaptersPerDay).toEqual({ min: 2, max: 2 });

    expect(choices.keepEnd.days).toEqual(replan(days, { today }));
    expect(choices.keepEnd.endDate).toBe('2027-03-08');
    expect(choices.keepEnd.chaptersPerDay).toEqual({ min: 3, max: 3 });

    expect(choices.keepPace.days).toEqual(replanKeepingPace(days, { today }));
    expect(choices.keepPace.endDate).toBe('2027-03-10');
    expect(choices.keepPace.until).toBe('2027-03-10');
    expect(choices.keepPace.chaptersPerDay).toEqual({ min: 2, max: 2 });
    expect(choices.keepPace.minutesPerDay).toBe(choices.now.minutesPerDay);
    expect(choices.keepEnd.minutesPerDay).toBeGreaterThan(choices.keepPace.minutesPerDay);
  });

  it('averages core’s reading-time estimate over the unread days', () => {
    const unread = days.filter((day) => !day.read);
    const average = Math.round(unread.reduce((sum, day) => sum + readingMinutes(day), 0) / unread.length);
    expect(unreadLoad(days).minutesPerDay).toBe(average);
    expect(unreadLoad(days.map((day) => ({ ...day, read: true })))).toEqual({
      chaptersPerDay: { min: 0, max: 0 },
      minutesPerDay: 0,
    });
  });
});
