import { describe, expect, it } from 'vitest';
import { emptyLocalPlan } from './local-plan.js';

describe('emptyLocalPlan', () => {
  it('is the state after a reset: empty plan, defaults of the spec', () => {
    expect(emptyLocalPlan('2026-01-01T00:00:00.000Z')).toEqual({
      planv2: [],
      planId: null,
      lastModified: '2026-01-01T00:00:00.000Z',
      delays: 0,
      blockedWeekDays: [],
      planType: 0,
      chaptersPerDay: 3,
      quantityOfDays: 90,
      readingOrder: 'traditional',
      trackDelays: true,
    });
  });

  it('gives a fresh object each time', () => {
    const a = emptyLocalPlan('x');
    const b = emptyLocalPlan('x');
    a.planv2.push({} as never);
    a.blockedWeekDays.push(1);
    expect(b.planv2).toEqual([]);
    expect(b.blockedWeekDays).toEqual([]);
  });
});
