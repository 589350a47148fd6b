import { describe, expect, it } from 'vitest';
import type { ChapterRef } from '../canon/canon.js';
import { isNewerMark } from './read-mark.js';
import { type IncomingDay, reconcileDays, type StoredDay } from './reconcile-days.js';

const john = (...chapters: number[]): ChapterRef[] => chapters.map((chapter) => ({ book: 'john', chapter }));
const incoming = (date: string, details: ChapterRef[], read = false, readChangedAt?: string): IncomingDay => ({
  date,
  read,
  ...(readChangedAt ? { readChangedAt } : {}),
  readingStart: details[0] as ChapterRef,
  readingEnd: details[details.length - 1] as ChapterRef,
  readingDetails: details,
});
const stored = (id: string, details: ChapterRef[], read = false, readChangedAt: string | null = null): StoredDay => ({
  id,
  readingDetails: details,
  read,
  readChangedAt,
});
const NOW = '2027-05-01T12:00:00.000Z';

describe('reconcileDays', () => {
  const held = [
    stored('a', john(1, 2), true, '2027-04-01T00:00:00.000Z'),
    stored('b', john(3, 4)),
    stored('c', john(5, 6)),
  ];

  it('keeps the id of a day whose chapters are unchanged and retires the rest', () => {
    const result = reconcileDays(
      held,
      [
        incoming('2027-05-01', john(1, 2), true),
        incoming('2027-05-02', john(3)),
        incoming('2027-05-03', john(4, 5, 6)),
      ],
      { basedOnCurrent: true, now: NOW },
    );
    expect(result.days.map((day) => day.id)).toEqual(['a', null, null]);
    expect(result.retired.map((day) => day.id)).toEqual(['b', 'c']);
    // An unchanged mark keeps its time.
    expect(result.days[0]).toMatchObject({ read: true, readChangedAt: '2027-04-01T00:00:00.000Z' });
  });

  it('takes the marks of a write based on the current revision, stamping changed ones', () => {
    const result = reconcileDays(held, [incoming('2027-05-01', john(1, 2)), incoming('2027-05-02', john(3, 4), true)], {
      basedOnCurrent: true,
      now: NOW,
    });
    expect(result.days.map(({ read, readChangedAt }) => ({ read, readChangedAt }))).toEqual([
      // Unticked on the device after its read; the device's operation brings the exact time.
      { read: false, readChangedAt: '2027-04-01T00:00:00.001Z' },
      { read: true, readChangedAt: NOW },
    ]);
  });

  it('only adds marks for a write that names no revision: what the server had read stays read', () => {
    const result = reconcileDays(
      [...held.slice(0, 2), stored('c', john(5, 6), true, '2027-04-02T00:00:00.000Z')],
      [
        incoming('2027-05-01', john(1, 2)),
        incoming('2027-05-02', john(3, 4), true),
        incoming('2027-05-03', john(5, 6)),
      ],
      { basedOnCurrent: false, now: NOW },
    );
    expect(result.days.map(({ read }) => read)).toEqual([true, true, true]);
    expect(result.days[0]?.readChangedAt).toBe('2027-04-01T00:00:00.000Z');
    expect(result.days[1]?.readChangedAt).toBe(NOW);
  });

  it('keeps a day read when all its chapters were read on other days (no revision named)', () => {
    const result = reconcileDays(
      [stored('a', john(1), true, '2027-04-01T00:00:00.000Z'), stored('b', john(2), true, '2027-04-03T00:00:00.000Z')],
      [incoming('2027-05-01', john(1, 2))],
      { basedOnCurrent: false, now: NOW },
    );
    expect(result.days[0]).toMatchObject({ id: null, read: true, readChangedAt: '2027-04-03T00:00:00.000Z' });
  });

  // An edit or replan spreads unread chapters again: the new days are not unticked now. Stamped
  // with the write's time, they would beat a tick still waiting on another device (found by
  // sync.property.test.ts: a replan on one device lost a read ticked earlier on another).
  it.each([
    {
      case: 'continuing unread days: their latest change',
      stored: [
        stored('a', john(1, 2), false, '2027-04-01T00:00:00.000Z'),
        stored('b', john(3), false, '2027-04-02T00:00:00.000Z'),
      ],
      details: john(1, 2, 3),
      readChangedAt: '2027-04-02T00:00:00.000Z',
    },
    {
      case: 'continuing a read day: unticked just after that read',
      stored: [stored('a', john(1, 2), true, '2027-04-01T00:00:00.000Z'), stored('b', john(3))],
      details: john(1, 2, 3),
      readChangedAt: '2027-04-01T00:00:00.001Z',
    },
    {
      case: 'holding no stored first chapter: no change yet',
      stored: [stored('a', john(1, 2, 3), false, '2027-04-01T00:00:00.000Z')],
      details: john(2, 3),
      readChangedAt: null,
    },
  ])(
    'a new unread day $case, and an earlier tick still waiting lands on it',
    ({ stored: days, details, readChangedAt }) => {
      const [day] = reconcileDays(days, [incoming('2027-05-01', details)], { basedOnCurrent: true, now: NOW }).days;
      expect(day).toMatchObject({ id: null, read: false, readChangedAt });
      const waitingTick = { read: true, readChangedAt: '2027-04-03T00:00:00.000Z' };
      expect(isNewerMark(waitingTick, { read: false, readChangedAt })).toBe(true);
    },
  );

  it('gives an id to one day only when two incoming days repeat the same chapters', () => {
    const result = reconcileDays(held, [incoming('2027-05-01', john(3, 4)), incoming('2027-05-02', john(3, 4))], {
      basedOnCurrent: true,
      now: NOW,
    });
    expect(result.days.map((day) => day.id)).toEqual(['b', null]);
  });
});
