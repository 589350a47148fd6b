import { describe, expect, it } from 'vitest';
import { buildReadingCalendar } from '../calendar/build-calendar.js';
import type { BuildInput } from '../calendar/calendar-day.js';
import { storeLocalPlan } from '../plan/local-plan-actions.js';
import { applyStructuralChange, queueStructuralChange, type StructuralChange } from './structural-change.js';

const input: BuildInput = {
  planType: 0,
  readingOrder: 'traditional',
  startDate: '2027-01-01',
  endDate: '2027-01-20',
  startReading: { bookIndex: 42, chapter: 1 },
  endReading: { bookIndex: 42, chapter: 21 },
};
const settings = {
  blockedWeekDays: [],
  planType: 0 as const,
  chaptersPerDay: 3,
  quantityOfDays: 90,
  readingOrder: 'traditional' as const,
  trackDelays: true,
};
const plan = storeLocalPlan(
  buildReadingCalendar(input).map((day, index) => (index < 3 ? { ...day, read: true } : day)),
  settings,
  'plan-1',
  't0',
);
const edit: StructuralChange = { kind: 'edit', input: { ...input, endDate: '2027-02-20' }, settings };
const replan: StructuralChange = { kind: 'replan', today: '2027-01-10' };

describe('structural changes', () => {
  it('keeps an edit waiting when a replan follows it before the server took it', () => {
    const queued = queueStructuralChange(queueStructuralChange(null, 'plan-1', edit), 'plan-1', replan);
    expect(queued).toEqual({ planId: 'plan-1', change: { kind: 'sequence', changes: [edit, replan] } });
    const both = applyStructuralChange(plan, queued.change, 't1');
    expect(both).toEqual(applyStructuralChange(applyStructuralChange(plan, edit, 't1'), replan, 't1'));
    expect(both.delays).toBe(1);
    expect(both.planv2.filter((day) => day.read)).toEqual(plan.planv2.filter((day) => day.read));
  });

  it('starts a late plan on today’s reading: read days stay, the unread past leaves, one more delay', () => {
    const skipped = applyStructuralChange(plan, { kind: 'skipPast', today: '2027-01-10' }, 't1');
    expect(skipped.delays).toBe(1);
    expect(skipped.lastModified).toBe('t1');
    expect(skipped.planv2.filter((day) => day.read)).toEqual(plan.planv2.filter((day) => day.read));
    expect(skipped.planv2.filter((day) => !day.read).map((day) => day.date)).toEqual(
      plan.planv2.filter((day) => !day.read && day.date >= '2027-01-10').map((day) => day.date),
    );
    expect(skipped.planv2.map((day) => day._id)).toEqual(skipped.planv2.map((_, index) => index));
  });

  it('starts afresh for another plan', () => {
    expect(queueStructuralChange({ planId: 'old', change: edit }, 'plan-1', replan)).toEqual({
      planId: 'plan-1',
      change: replan,
    });
  });
});
