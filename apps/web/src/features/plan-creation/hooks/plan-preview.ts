import { buildReadingCalendar, isPlanError, readingMinutes } from '@bible-journey/core';
import { type PlanFormState, toBuildInput, validateForm } from './plan-form-state.ts';

export interface PlanPreview {
  days: number;
  longestMinutes: number;
  shortestMinutes: number;
}

/** The plan the form would build now, in numbers; null while the form can't build one. */
export function previewPlan(state: PlanFormState): PlanPreview | null {
  if (Object.keys(validateForm(state)).length > 0) return null;
  try {
    const minutes = buildReadingCalendar(toBuildInput(state)).map((day) => readingMinutes(day));
    return { days: minutes.length, longestMinutes: Math.max(...minutes), shortestMinutes: Math.min(...minutes) };
  } catch (error) {
    if (isPlanError(error)) return null;
    throw error;
  }
}
