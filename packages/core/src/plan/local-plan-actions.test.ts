import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import { emptyLocalPlan } from './local-plan.js';
import { setTrackDelays, storeLocalPlan } from './local-plan-actions.js';

const days = buildReadingCalendar({
  planType: 2,
  quantityOfDays: 5,
  readingOrder: 'traditional',
  startDate: '2027-01-01',
  startReading: { bookIndex: 64, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 4 },
});
const settings = {
  blockedWeekDays: [],
  planType: 2 as const,
  chaptersPerDay: 3,
  quantityOfDays: 5,
  readingOrder: 'traditional' as const,
  trackDelays: false,
};

describe('local plan actions', () => {
  it('stores a plan with its id and no delays', () => {
    const plan = storeLocalPlan(days, settings, 'abc', '2027-01-01T08:00:00.000Z');
    expect(plan).toEqual({ ...emptyLocalPlan('2027-01-01T08:00:00.000Z'), ...settings, planv2: days, planId: 'abc' });
  });

  it('sets or flips delay tracking', () => {
    const plan = storeLocalPlan(days, settings, null, 't0');
    expect(setTrackDelays(plan, 't1').trackDelays).toBe(true);
    expect(setTrackDelays(plan, 't1', false).trackDelays).toBe(false);
  });
});
