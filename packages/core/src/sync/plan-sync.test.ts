import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { CalendarDay } from '../calendar/calendar-day.js';
import type { LocalPlanV2 } from '../plan/local-plan.js';
import { storeLocalPlan } from '../plan/local-plan-actions.js';
import { decideSync } from './plan-sync.js';
import { localFromServer, type ServerPlanLike } from './server-plan.js';

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

function serverOf(local: LocalPlanV2, id = 'plan-1', revision = 3): ServerPlanLike {
  return {
    _id: id,
    updatedAt: '2027-01-05T00:00:00.000Z',
    revision,
    readingCalendar: local.planv2.map((day) => ({ ...day, id: `${id}-day-${day._id}`, readChangedAt: null })),
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
  const onDevice = storeLocalPlan(days, settings, 'plan-1', '2027-01-05T10:00:00.000Z');
  const anonymous = storeLocalPlan(days, settings, null, '2027-01-05T10:00:00.000Z');

  it('goes to plan creation when there is no plan anywhere', () => {
    expect(decideSync(null, [])).toEqual({ action: 'goToNew' });
    expect(decideSync(storeLocalPlan([], settings, null, '2027-01-01T00:00:00Z'), [])).toEqual({ action: 'goToNew' });
  });

  it('posts a plan that exists only on the device', () => {
    expect(decideSync(anonymous, [])).toEqual({ action: 'postLocal' });
  });

  it('uses the server plan when the device has none', () => {
    const server = serverOf(onDevice);
    expect(decideSync(null, [server])).toEqual({ action: 'useServer', server });
  });

  it('merges when the device holds the server plan, whatever the times', () => {
    const server = serverOf(onDevice);
    expect(decideSync(onDevice, [server])).toEqual({ action: 'merge', server });
    expect(decideSync({ ...onDevice, lastModified: '2030-01-01T00:00:00.000Z' }, [server])).toEqual({
      action: 'merge',
      server,
    });
  });

  it('asks when the device holds a plan the account does not know', () => {
    const server = serverOf(onDevice, 'other');
    expect(decideSync(anonymous, [server])).toEqual({ action: 'choose', server });
    expect(decideSync(onDevice, [server])).toEqual({ action: 'choose', server });
  });

  it('takes the newer plan the account made elsewhere over an older one of the same account', () => {
    const older = serverOf(onDevice, 'plan-1');
    const newer = serverOf(onDevice, 'plan-2');
    expect(decideSync(onDevice, [older, newer])).toEqual({ action: 'useServer', server: newer });
  });
});

describe('localFromServer', () => {
  it('keeps the server ids, the marks with their times and the revision', () => {
    const server = serverOf(storeLocalPlan(days, settings, 'plan-1', 'x'), 'plan-1', 7);
    const first = server.readingCalendar[0];
    if (first) Object.assign(first, { read: true, readChangedAt: '2027-01-02T08:00:00.000Z' });
    const local = localFromServer(server);
    expect(local).toMatchObject({ planId: 'plan-1', revision: 7, delays: 0, trackDelays: true });
    expect(local.planv2[0]).toMatchObject({
      id: 'plan-1-day-0',
      read: true,
      readChangedAt: '2027-01-02T08:00:00.000Z',
    });
    expect(local.planv2.map(({ date, readingDetails }) => ({ date, readingDetails }))).toEqual(
      days.map(({ date, readingDetails }) => ({ date, readingDetails })),
    );
  });
});
