import { describe, expect, it } from 'vitest';
import { initialPlanForm, type PlanFormState } from './plan-form-state.ts';
import { previewPlan } from './plan-preview.ts';

const newTestamentIn30Days: PlanFormState = {
  ...initialPlanForm('2026-03-10'),
  planType: 2,
  quantityOfDays: '30',
  startReading: { bookIndex: 39, chapter: 1 },
  endReading: { bookIndex: 65, chapter: 22 },
};

describe('previewPlan', () => {
  it('counts the days and the longest and shortest day in minutes', () => {
    const preview = previewPlan(newTestamentIn30Days);
    expect(preview?.days).toBe(30);
    // 260 chapters in 30 days: 8 or 9 chapters a day, from about 19 to 40 minutes of reading.
    expect(preview?.shortestMinutes).toBeGreaterThan(10);
    expect(preview?.longestMinutes).toBeGreaterThan(preview?.shortestMinutes ?? Number.POSITIVE_INFINITY);
  });

  it('narrows the gap between the longest and shortest day when balanced by reading time', () => {
    const byChapters = previewPlan(newTestamentIn30Days);
    const byWords = previewPlan({ ...newTestamentIn30Days, balanceByTime: true });
    if (!byChapters || !byWords) throw new Error('expected both previews');
    expect(byWords.days).toBe(30);
    expect(byWords.longestMinutes - byWords.shortestMinutes).toBeLessThan(
      byChapters.longestMinutes - byChapters.shortestMinutes,
    );
  });

  it('gives no preview for a form that fails validation', () => {
    expect(previewPlan({ ...newTestamentIn30Days, quantityOfDays: '0' })).toBeNull();
  });
});
