import { afterEach, describe, expect, it } from 'vitest';
import { LEGACY_PLAN_KEY, localPlan, migrateLegacyPlan } from './local-plan-store.ts';

afterEach(() => localStorage.clear());

const legacy = {
  plan: [
    {
      days: [
        { day: 30, monthIndex: 11, startBookIndex: 0, startChapter: 1, endBookIndex: 0, endChapter: 3, read: true },
      ],
    },
    {
      days: [
        { day: 2, monthIndex: 0, startBookIndex: 0, startChapter: 4, endBookIndex: 0, endChapter: 6, read: false },
      ],
    },
  ],
  built: true,
};

describe('migrateLegacyPlan', () => {
  it('turns a v1 plan into planv2 once and forgets the old copy', () => {
    localStorage.setItem(LEGACY_PLAN_KEY, JSON.stringify(legacy));
    expect(migrateLegacyPlan('2026-12-01')).toBe(true);
    const plan = localPlan.get();
    expect(plan?.planv2.map((day) => [day.date, day.read, day.readingDetails.length])).toEqual([
      ['2026-12-30', true, 3],
      ['2027-01-02', false, 3],
    ]);
    expect(localStorage.getItem(LEGACY_PLAN_KEY)).toBeNull();
    expect(migrateLegacyPlan('2026-12-01')).toBe(true);
  });

  it('leaves an unreadable v1 plan alone and reports no plan', () => {
    localStorage.setItem(LEGACY_PLAN_KEY, '{"plan": "garbage"}');
    expect(migrateLegacyPlan('2026-12-01')).toBe(false);
    expect(localStorage.getItem(LEGACY_PLAN_KEY)).toBe('{"plan": "garbage"}');
    expect(localPlan.get()).toBeNull();
  });

  it('reports no plan when there is nothing to convert', () => {
    expect(migrateLegacyPlan('2026-12-01')).toBe(false);
  });
});
