import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import { overdueCount, shouldOfferReplan } from './late-plan.js';

// 2027-03-01 .. 2027-03-10, one chapter of Mark a day.
const plan = buildReadingCalendar({
  planType: 0,
  readingOrder: 'traditional',
  startDate: '2027-03-01',
  endDate: '2027-03-10',
  startReading: { bookIndex: 40, chapter: 1 },
  endReading: { bookIndex: 40, chapter: 10 },
});
const readUntil = (date: string) => plan.map((day) => ({ ...day, read: day.date < date }));

describe('overdueCount', () => {
  it('counts the unread days dated before today, never today nor read days', () => {
    expect(overdueCount(plan, '2027-03-01')).toBe(0);
    expect(overdueCount(plan, '2027-03-04')).toBe(3);
    expect(overdueCount(readUntil('2027-03-03'), '2027-03-04')).toBe(1);
    expect(overdueCount(plan, '2027-04-01')).toBe(10);
    const gap = plan.map((day) => ({ ...day, read: day.date === '2027-03-02' }));
    expect(overdueCount(gap, '2027-03-05')).toBe(3);
  });
});

describe('shouldOfferReplan', () => {
  it('asks once at least delay-count readings wait, and only for a late plan', () => {
    expect(shouldOfferReplan(plan, '2027-03-03', 3)).toBe(false);
    expect(shouldOfferReplan(plan, '2027-03-04', 3)).toBe(true);
    expect(shouldOfferReplan(plan, '2027-03-02', 1)).toBe(true);
    expect(shouldOfferReplan(readUntil('2027-03-06'), '2027-03-06', 1)).toBe(false);
    // A plan that started in the past with nothing ticked is late like any other.
    expect(shouldOfferReplan(plan, '2027-03-10', 3)).toBe(true);
  });
});
