import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import { storeLocalPlan } from '../plan/local-plan-actions.js';
import { markDay } from './mark-day.js';
import { mergeServerPlan } from './merge-server-plan.js';
import type { PlanOperation } from './plan-operations.js';
import { localFromServer, type ServerPlanLike } from './server-plan.js';

const calendar = buildReadingCalendar({
  planType: 2,
  quantityOfDays: 7,
  readingOrder: 'traditional',
  startDate: '2027-03-01',
  startReading: { bookIndex: 42, chapter: 1 },
  endReading: { bookIndex: 42, chapter: 21 },
});
const settings = {
  blockedWeekDays: [],
  planType: 2 as const,
  chaptersPerDay: 3,
  quantityOfDays: 7,
  readingOrder: 'traditional' as const,
  trackDelays: true,
};

function server(marks: Record<number, [boolean, string]> = {}, revision = 1): ServerPlanLike {
  return {
    _id: 'plan-1',
    updatedAt: '2027-03-01T00:00:00.000Z',
    revision,
    readingCalendar: calendar.map((day) => ({
      ...day,
      id: `day-${day._id}`,
      read: marks[day._id]?.[0] ?? false,
      readChangedAt: marks[day._id]?.[1] ?? null,
    })),
    blockedWeekDays: [],
    shouldTrackDelays: true,
    type: 2,
    chaptersPerDay: 3,
    quantityOfDays: 7,
    readingOrder: 'traditional',
    delays: 0,
  };
}

let counter = 0;
const newOpId = () => `op-${++counter}`;
const readOf = (plan: { planv2: { read: boolean }[] }) => plan.planv2.map((day) => day.read);

describe('mergeServerPlan', () => {
  it('keeps a tick of this device and one of another device, on different days', () => {
    const device = localFromServer(server());
    const ticked = markDay(device, [], 0, true, '2027-03-01T08:00:00.000Z', 'mine');
    const fromServer = server({ 2: [true, '2027-03-01T08:00:05.000Z'] }, 2);
    const { plan, outbox } = mergeServerPlan(ticked.plan, ticked.outbox, fromServer, newOpId);
    expect(readOf(plan)).toEqual([true, false, true, false, false, false, false]);
    expect(outbox.map((op) => op.opId)).toEqual(['mine']);
    expect(plan.revision).toBe(2);
  });

  it('lets the latest change to the same day win, on either side', () => {
    const device = localFromServer(server());
    const unticked = markDay(device, [], 1, false, '2027-03-01T09:00:00.000Z', 'later');
    const olderRead = server({ 1: [true, '2027-03-01T08:00:00.000Z'] });
    expect(readOf(mergeServerPlan(unticked.plan, unticked.outbox, olderRead, newOpId).plan)[1]).toBe(false);

    const earlierTick = markDay(device, [], 1, true, '2027-03-01T07:00:00.000Z', 'earlier');
    const laterUnread = server({ 1: [false, '2027-03-01T08:00:00.000Z'] });
    const merged = mergeServerPlan(earlierTick.plan, earlierTick.outbox, laterUnread, newOpId);
    expect(readOf(merged.plan)[1]).toBe(false);
    // Overtaken on the server: nothing left to send.
    expect(merged.outbox).toEqual([]);
  });

  it('drops an operation the server already holds', () => {
    const device = localFromServer(server());
    const ticked = markDay(device, [], 3, true, '2027-03-01T08:00:00.000Z', 'sent');
    const acknowledged = server({ 3: [true, '2027-03-01T08:00:00.000Z'] });
    expect(mergeServerPlan(ticked.plan, ticked.outbox, acknowledged, newOpId).outbox).toEqual([]);
  });

  it('re-sends a newer device mark whose operation was lost', () => {
    const device = localFromServer(server());
    const ticked = markDay(device, [], 4, true, '2027-03-01T08:00:00.000Z', 'lost');
    const { plan, outbox } = mergeServerPlan(ticked.plan, [], server(), newOpId);
    expect(readOf(plan)[4]).toBe(true);
    expect(outbox).toMatchObject([{ kind: 'mark', planId: 'plan-1', read: true, at: '2027-03-01T08:00:00.000Z' }]);
  });

  it('lands a tick on the day that now holds its chapter after another device reshaped the plan', () => {
    const device = localFromServer(server());
    const ticked = markDay(device, [], 2, true, '2027-03-02T08:00:00.000Z', 'moved');
    const firstChapter = calendar[2]?.readingStart;
    // The other device moved every day one date later and merged days 2 and 3.
    const reshaped = server();
    const [a, b] = [reshaped.readingCalendar[2], reshaped.readingCalendar[3]];
    if (!a || !b) throw new Error('plan too short');
    reshaped.readingCalendar.splice(2, 2, {
      ...a,
      id: 'merged-day',
      readingDetails: [...a.readingDetails, ...b.readingDetails],
    });
    const { plan, outbox } = mergeServerPlan(ticked.plan, ticked.outbox, reshaped, newOpId);
    const landed = plan.planv2.find((day) => day.id === 'merged-day');
    expect(landed?.read).toBe(true);
    expect(landed?.readingDetails[0]).toEqual(firstChapter);
    expect(outbox).toHaveLength(1);
  });

  // Found by sync.property.test.ts: ticks made on a device's own (edited) days landed together on
  // one day of the server's plan; once the plan was reshaped again, the device's copy of that day
  // sent its mark again for its first chapter and unmarked a day nobody unticked.
  it.each([
    { case: 'a read and a later untick', marks: [true, false], expected: [true, false] },
    { case: 'an untick and a later read', marks: [false, true], expected: [false, true] },
  ])('sends a mark its operation carries only where that operation lands ($case)', ({ marks, expected }) => {
    const [first, second] = marks as [boolean, boolean];
    const john = (...chapters: number[]) => chapters.map((chapter) => ({ book: 'john', chapter }));
    const operation = (opId: string, chapter: number, read: boolean, at: string): PlanOperation => ({
      kind: 'mark',
      opId,
      planId: 'plan-1',
      chapter: { book: 'john', chapter },
      read,
      at,
    });
    const outbox = [
      operation('on-1', 1, first, '2027-03-01T08:00:04.000Z'),
      operation('on-3', 3, second, '2027-03-01T08:00:09.000Z'),
    ];
    // Both landed on the server's day 0 (John 1-3) in an earlier merge: the device shows the later one there.
    const device = localFromServer(server());
    device.planv2[0] = {
      ...(device.planv2[0] as (typeof device.planv2)[number]),
      read: second,
      readChangedAt: '2027-03-01T08:00:09.000Z',
    };
    // Another device split that day since.
    const reshaped = server({}, 2);
    const day0 = reshaped.readingCalendar[0];
    if (!day0) throw new Error('plan too short');
    reshaped.readingCalendar.splice(
      0,
      1,
      { ...day0, id: 'john-1-2', readingDetails: john(1, 2) },
      { ...day0, id: 'john-3', readingDetails: john(3) },
    );

    const { plan, outbox: remaining } = mergeServerPlan(device, outbox, reshaped, newOpId);
    expect(plan.planv2.slice(0, 2).map((day) => day.read)).toEqual(expected);
    expect(remaining.map((op) => op.opId)).toEqual(['on-1', 'on-3']);
  });

  it('forgets a tick for a chapter the plan no longer holds', () => {
    const device = localFromServer(server());
    const ticked = markDay(device, [], 6, true, '2027-03-02T08:00:00.000Z', 'gone');
    const shorter = server();
    shorter.readingCalendar.pop();
    expect(mergeServerPlan(ticked.plan, ticked.outbox, shorter, newOpId).outbox).toEqual([]);
  });

  it('keeps operations of another plan untouched and applies a waiting delay-tracking change', () => {
    const other: PlanOperation = {
      kind: 'mark',
      opId: 'other',
      planId: 'plan-0',
      chapter: { book: 'john', chapter: 1 },
      read: true,
      at: '2027-03-01T00:00:00.000Z',
    };
    const tracking: PlanOperation = {
      kind: 'trackDelays',
      opId: 'tracking',
      planId: 'plan-1',
      shouldTrackDelays: false,
      at: '2027-03-01T00:00:00.000Z',
    };
    const { plan, outbox } = mergeServerPlan(null, [other, tracking], server(), newOpId);
    expect(plan.trackDelays).toBe(false);
    expect(outbox).toEqual([other, tracking]);
  });
});

describe('markDay', () => {
  it('stamps the mark and queues one operation per day, the latest replacing a waiting one', () => {
    const device = localFromServer(server());
    const first = markDay(device, [], 0, true, '2027-03-01T08:00:00.000Z', 'a');
    const second = markDay(first.plan, first.outbox, 0, false, '2027-03-01T08:01:00.000Z', 'b');
    expect(second.plan.planv2[0]).toMatchObject({ read: false, readChangedAt: '2027-03-01T08:01:00.000Z' });
    expect(second.outbox).toMatchObject([{ opId: 'b', read: false, chapter: calendar[0]?.readingStart }]);
  });

  it('queues nothing for a plan the server does not hold yet', () => {
    const anonymous = storeLocalPlan(calendar, settings, null, 'x');
    const marked = markDay(anonymous, [], 1, true, '2027-03-01T08:00:00.000Z', 'a');
    expect(marked.outbox).toEqual([]);
    expect(marked.plan.planv2[1]?.readChangedAt).toBe('2027-03-01T08:00:00.000Z');
  });
});
