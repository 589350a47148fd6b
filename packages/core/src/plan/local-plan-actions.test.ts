import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import { emptyLocalPlan } from './local-plan.js';
import {
  attachPlanId,
  replaceWithReplanned,
  setTrackDelays,
  storeLocalPlan,
  toggleDayRead,
} from './local-plan-actions.js';

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

  it('counts a delay when replanned', () => {
    const plan = { ...storeLocalPlan(days, settings, null, 't0'), delays: 2 };
    const replanned = replaceWithReplanned(plan, days.slice(1), 't1');
    expect(replanned).toMatchObject({ delays: 3, lastModified: 't1', planv2: days.slice(1) });
  });

  it('toggles a day, or forces its mark, without touching the others', () => {
    const plan = storeLocalPlan(days, settings, null, 't0');
    const once = toggleDayRead(plan, 2, 't1');
    expect(once.planv2.map((day) => day.read)).toEqual([false, false, true, false, false]);
    expect(toggleDayRead(once, 2, 't2').planv2[2]?.read).toBe(false);
    expect(toggleDayRead(once, 2, 't2', true).planv2[2]?.read).toBe(true);
    expect(once.lastModified).toBe('t1');
    expect(plan.planv2[2]?.read).toBe(false);
  });

  it('sets or flips delay tracking and keeps the server id', () => {
    const plan = storeLocalPlan(days, settings, null, 't0');
    expect(setTrackDelays(plan, 't1').trackDelays).toBe(true);
    expect(setTrackDelays(plan, 't1', false).trackDelays).toBe(false);
    expect(attachPlanId(plan, 'server-id').planId).toBe('server-id');
  });
});
