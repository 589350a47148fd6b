import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { CalendarDay } from '../calendar/calendar-day.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import { storeLocalPlan, toggleDayRead } from '../plan/local-plan-actions.js';
import { decideSync, localFromServer, type ServerPlanLike, samePlan } from './plan-sync.js';

const days: CalendarDay[] = buildReadingCalendar({
  planType: 2,
  quantityOfDays: 10,
  readingOrder: 'traditional',
  startDate: '2027-01-01',
  startReading: { bookIndex: 42, chapter: 1 },
  endReading: { bookIndex: 42, chapter: 21 },
});
const settings = {
  blockedWeekDays: [0],
  planType: 2 as const,
  chaptersPerDay: 3,
  quantityOfDays: 10,
  readingOrder: 'traditional' as const,
  trackDelays: true,
};

function serverOf(local: LocalPlanV2, updatedAt: string, id = 'plan-1'): ServerPlanLike {
  return {
    _id: id,
    updatedAt,
    readingCalendar: local.planv2.map((day) => ({ ...day, id: `day-${day._id}` })),
    blockedWeekDays: local.blockedWeekDays,
    shouldTrackDelays: local.trackDelays,
    type: local.planType,
    chaptersPerDay: local.chaptersPerDay,
    quantityOfDays: local.quantityOfDays,
    readingOrder: local.readingOrder,
    delays: local.delays,
  };
}

describe('decideSync', () => {
  const local = storeLocalPlan(days, settings, 'plan-1', '2027-01-05T10:00:00.000Z');

  it('goes to plan creation when there is no plan anywhere', () => {
    expect(decideSync(null, [])).toEqual({ action: 'goToNew' });
    expect(decideSync(storeLocalPlan([], settings, null, '2027-01-01T00:00:00Z'), [])).toEqual({ action: 'goToNew' });
  });

  it('posts a plan that exists only on the device', () => {
    expect(decideSync(local, [])).toEqual({ action: 'postLocal' });
  });

  it('uses the server plan when the device has none', () => {
    const server = serverOf(local, '2027-01-01T00:00:00.000Z');
    expect(decideSync(null, [server])).toEqual({ action: 'useServer', server });
  });

  it('does nothing when both are equal, whatever the times', () => {
    const server = serverOf(local, '2027-01-01T00:00:00.000Z');
    expect(decideSync(local, [server])).toEqual({ action: 'none', server });
  });

  it('pushes the device plan when it is newer and differs', () => {
    const server = serverOf(local, '2027-01-05T09:00:00.000Z');
    const ticked = toggleDayRead(local, 2, '2027-01-05T11:00:00.000Z');
    expect(decideSync(ticked, [server])).toEqual({ action: 'pushLocal', server });
  });

  it('takes the server plan when it is newer and differs', () => {
    const ticked = toggleDayRead(local, 2, '2027-01-05T11:00:00.000Z');
    const server = serverOf(toggleDayRead(local, 3, 'x'), '2027-01-05T12:00:00.000Z');
    expect(decideSync(ticked, [server])).toEqual({ action: 'useServer', server });
  });

  it('uses the last plan of the server list', () => {
    const older = serverOf(local, '2027-01-01T00:00:00.000Z', 'old');
    const newer = serverOf(local, '2027-01-02T00:00:00.000Z', 'new');
    expect(decideSync(null, [older, newer])).toEqual({ action: 'useServer', server: newer });
  });
});

describe('samePlan and localFromServer', () => {
  const local = storeLocalPlan(days, settings, 'plan-1', '2027-01-05T10:00:00.000Z');
  const server = serverOf(local, '2027-01-06T00:00:00.000Z');

  it('sees settings and read marks as part of the plan', () => {
    expect(samePlan(local, server)).toBe(true);
    expect(samePlan({ ...local, readingOrder: 'historical' }, server)).toBe(false);
    expect(samePlan({ ...local, blockedWeekDays: [0, 6] }, server)).toBe(false);
    expect(samePlan(toggleDayRead(local, 0, 'x'), server)).toBe(false);
  });

  it('turns a server plan into the device format, equal to it', () => {
    const converted = localFromServer(server);
    expect(converted).toMatchObject({ planId: 'plan-1', lastModified: server.updatedAt, delays: 0, trackDelays: true });
    expect(converted.planv2).toEqual(days);
    expect(samePlan(converted, server)).toBe(true);
  });
});
