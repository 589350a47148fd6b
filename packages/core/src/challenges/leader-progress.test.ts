import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canEncourageToday,
  compareNeedOfEncouragement,
  daysBehind,
  nextEncouragementOn,
  type ParticipantProgressInput,
  sortByNeedOfEncouragement,
} from './leader-progress.js';

describe('daysBehind', () => {
  it.each<[number, number, number, number]>([
    // readDays, dayCount, daysDueByToday -> behind
    [0, 60, 0, 0],
    [0, 60, 10, 10],
    [7, 60, 10, 3],
    [10, 60, 10, 0],
    [15, 60, 10, 0], // read ahead
    [50, 60, 90, 10], // the plan ended: due days stop at its day count
    [0, 0, 5, 0], // no plan yet
  ])('%d read of %d, %d due -> %d behind', (readDays, dayCount, daysDueByToday, expected) => {
    expect(daysBehind({ readDays, dayCount, daysDueByToday })).toBe(expected);
  });

  it('refuses a negative or fractional count', () => {
    expect(() => daysBehind({ readDays: -1, dayCount: 3, daysDueByToday: 1 })).toThrow(
      expect.objectContaining({ field: 'readDays', code: 'outOfRange' }),
    );
    expect(() => daysBehind({ readDays: 1, dayCount: 3, daysDueByToday: 0.5 })).toThrow(
      expect.objectContaining({ field: 'daysDueByToday' }),
    );
  });
});

describe('sortByNeedOfEncouragement', () => {
  const person = (id: string, name: string, readDays: number, lastReadAt: string | null): ParticipantProgressInput => ({
    id,
    name,
    readDays,
    dayCount: 40,
    daysDueByToday: 20,
    lastReadAt,
    totalPoints: readDays,
  });

  it('puts the fewest read days first (the most days behind), then the longest since reading, then by id', () => {
    const people = [
      person('1', 'Ana', 20, '2026-03-20T08:00:00Z'), // on time
      person('2', 'Bruno', 5, '2026-03-19T08:00:00Z'), // 15 behind
      person('3', 'Carla', 5, '2026-03-10T08:00:00Z'), // 15 behind, longer since
      person('4', 'Davi', 5, null), // 15 behind, never read
      person('6', 'Éden', 12, '2026-03-01T08:00:00Z'), // 8 behind
      person('5', 'elias', 12, '2026-03-01T08:00:00Z'), // 8 behind, same time: by id
      person('7', 'Fábio', 25, null), // ahead
    ];
    const sorted = sortByNeedOfEncouragement(people);
    expect(sorted.map((p) => [p.name, p.daysBehind])).toEqual([
      ['Davi', 15],
      ['Carla', 15],
      ['Bruno', 15],
      ['elias', 8],
      ['Éden', 8],
      ['Ana', 0],
      ['Fábio', 0],
    ]);
  });

  it('keeps every field and does not change its input', () => {
    const people = [person('b', 'Same', 1, null), person('a', 'Same', 1, null)];
    const sorted = sortByNeedOfEncouragement(people);
    expect(sorted.map((p) => p.id)).toEqual(['a', 'b']);
    expect(sorted[0]).toEqual({ ...people[1], daysBehind: 19 });
    expect(people.map((p) => p.id)).toEqual(['b', 'a']);
  });

  const instant = fc
    .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) })
    .map((ms) => new Date(ms).toISOString());
  const participant = fc.record({
    id: fc.uuid(),
    name: fc.string(),
    readDays: fc.integer({ min: 0, max: 40 }),
    dayCount: fc.constant(40),
    daysDueByToday: fc.constant(20),
    lastReadAt: fc.option(instant, { nil: null }),
    totalPoints: fc.constant(0),
  });

  it('on one calendar, never puts someone less behind before someone more behind', () => {
    fc.assert(
      fc.property(fc.array(participant, { maxLength: 30 }), (people) => {
        const behind = sortByNeedOfEncouragement(people).map((p) => p.daysBehind);
        expect(behind).toEqual([...behind].sort((a, b) => b - a));
      }),
    );
  });

  it('only moves a participant later when they read (a leader paging on never misses them)', () => {
    fc.assert(
      fc.property(participant, participant, instant, (reader, other, readAt) => {
        fc.pre(reader.id !== other.id && (reader.lastReadAt === null || reader.lastReadAt <= readAt));
        const after = { ...reader, readDays: reader.readDays + 1, lastReadAt: readAt };
        if (compareNeedOfEncouragement(other, reader) < 0)
          expect(compareNeedOfEncouragement(other, after)).toBeLessThan(0);
      }),
    );
  });
});

describe('encouragement once a day', () => {
  it.each<[string | null, string, boolean, string]>([
    [null, '2026-03-20', true, '2026-03-20'],
    ['2026-03-19', '2026-03-20', true, '2026-03-20'],
    ['2026-03-20', '2026-03-20', false, '2026-03-21'],
    ['2026-03-21', '2026-03-20', false, '2026-03-22'], // the leader's calendar is behind the last one
    ['2025-12-31', '2026-01-01', true, '2026-01-01'],
  ])('last %s, today %s -> %s (next %s)', (last, today, allowed, next) => {
    expect(canEncourageToday(last, today)).toBe(allowed);
    expect(nextEncouragementOn(last, today)).toBe(next);
  });

  it('refuses dates it cannot read', () => {
    expect(() => canEncourageToday(null, '2026-02-30')).toThrow(expect.objectContaining({ field: 'today' }));
    expect(() => canEncourageToday('20 March', '2026-03-20')).toThrow(
      expect.objectContaining({ field: 'lastEncouragedOn' }),
    );
  });
});
