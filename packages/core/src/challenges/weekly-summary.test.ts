import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBehind } from './leader-progress.js';
import { isInWeeklySummary, summaryGroups, summaryStanding, summaryWeekOf } from './weekly-summary.js';

describe('summaryStanding', () => {
  it.each<[number, number, number, string]>([
    // readDays, dayCount, daysDueByToday -> standing
    [5, 30, 5, 'onTrack'],
    [8, 30, 5, 'onTrack'], // read ahead
    [0, 30, 0, 'onTrack'], // nothing due yet
    [3, 30, 5, 'behind'],
    [0, 30, 5, 'notStarted'],
    [0, 0, 5, 'onTrack'], // no plan: nothing is late
  ])('%d read of %d, %d due -> %s', (readDays, dayCount, daysDueByToday, expected) => {
    expect(summaryStanding({ readDays, dayCount, daysDueByToday })).toBe(expected);
  });

  it('is on track exactly when the progress view counts no day behind', () => {
    const counts = fc.nat({ max: 400 });
    fc.assert(
      fc.property(counts, counts, counts, (readDays, dayCount, daysDueByToday) => {
        const progress = { readDays, dayCount, daysDueByToday };
        expect(summaryStanding(progress) === 'onTrack').toBe(daysBehind(progress) === 0);
      }),
    );
  });
});

describe('summaryGroups', () => {
  const member = (name: string, readDays: number) => ({ name, readDays, dayCount: 30, daysDueByToday: 7 });

  it('counts each group and names its first ones alphabetically', () => {
    const people = [
      member('Zé', 7),
      member('ana', 7),
      member('Bruno', 3),
      member('Élio', 0),
      member('Davi', 0),
      member('Carla', 9),
    ];
    expect(summaryGroups(people, 2)).toEqual({
      onTrack: { count: 3, names: ['ana', 'Carla'] },
      behind: { count: 1, names: ['Bruno'] },
      notStarted: { count: 2, names: ['Davi', 'Élio'] },
    });
  });

  it('names at most ten by default, counting them all', () => {
    const people = Array.from({ length: 25 }, (_, i) => member(`Member ${i + 1}`, 0));
    const { notStarted, onTrack } = summaryGroups(people);
    expect(notStarted.count).toBe(25);
    expect(notStarted.names).toEqual(Array.from({ length: 10 }, (_, i) => `Member ${i + 1}`));
    expect(onTrack).toEqual({ count: 0, names: [] });
  });
});

describe('summaryWeekOf', () => {
  it.each([
    ['2026-11-30T07:00:00Z', '2026-11-30'], // Monday at the hour: this week's
    ['2026-11-30T06:59:59Z', '2026-11-23'], // just before: still last week's
    ['2026-12-02T15:00:00Z', '2026-11-30'], // Wednesday
    ['2026-12-06T23:59:00Z', '2026-11-30'], // Sunday
    ['2027-01-01T12:00:00Z', '2026-12-28'], // across a year
  ])('%s -> %s', (now, week) => {
    expect(summaryWeekOf(new Date(now))).toBe(week);
  });
});

describe('isInWeeklySummary', () => {
  const week = '2026-11-30';
  it.each([
    ['2026-11-01', '2026-12-31', true], // running
    ['2026-11-01', '2026-11-23', true], // ended in the week looked back on
    ['2026-11-01', '2026-11-22', false], // ended before it
    ['2026-11-29', '2026-12-31', true], // began on the Sunday before
    ['2026-11-30', '2026-12-31', false], // begins this week: nothing to tell yet
  ])('from %s to %s: %s', (startDate, finishDate, expected) => {
    expect(isInWeeklySummary({ startDate, finishDate }, week)).toBe(expected);
  });
});
