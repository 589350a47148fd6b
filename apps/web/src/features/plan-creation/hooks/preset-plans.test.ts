import { isLongReadingDay } from '@bible-journey/core';
import { describe, expect, it } from 'vitest';
import { initialPlanForm } from '../../../components/plan-form/plan-form-state.ts';
import { presetForm } from './plan-presets.ts';
import { presetPlans } from './preset-plans.ts';

describe('presetPlans', () => {
  it.each(['2026-01-01', '2026-11-23', '2026-12-31', '2028-02-29'])(
    'from %s: the whole Bible in a year, the New Testament in 90 days, Psalms and Proverbs in 30, none over an hour a day',
    (today) => {
      const plans = presetPlans(today);
      expect(plans.map((plan) => [plan.id, plan.startDate])).toEqual([
        ['wholeBible', today],
        ['newTestament', today],
        ['psalmsProverbs', today],
      ]);
      const [wholeBible, newTestament, psalmsProverbs] = plans;
      expect(wholeBible?.load.days).toBeGreaterThanOrEqual(365);
      expect(wholeBible?.load.days).toBeLessThanOrEqual(366);
      expect(newTestament?.load.days).toBe(90);
      expect(psalmsProverbs?.load.days).toBe(30);
      for (const plan of plans) {
        expect(isLongReadingDay(plan.load.longestMinutes)).toBe(false);
        // Balanced by reading time: no day far from the mean.
        expect(plan.load.longestMinutes - plan.load.shortestMinutes).toBeLessThanOrEqual(plan.load.averageMinutes);
      }
    },
  );

  it('ends the whole Bible on the custom form’s default end date, and "custom" is the plain form', () => {
    const today = '2026-11-23';
    expect(presetPlans(today)[0]?.endDate).toBe('2027-11-22');
    expect(presetForm('wholeBible', today)).toEqual({ ...initialPlanForm(today), balanceByTime: true });
    expect(presetForm('custom', today)).toEqual(initialPlanForm(today));
  });
});
