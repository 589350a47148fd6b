import { buildReadingCalendar, isPlanError, type ReadingLoad, readingLoad } from '@bible-journey/core';
import { type PlanFormState, toBuildInput, validateForm } from './plan-form-state.ts';

/** The plan the form would build now, in numbers (core's reading load); null while the form can't build one. */
export function previewPlan(state: PlanFormState): ReadingLoad | null {
  if (Object.keys(validateForm(state)).length > 0) return null;
  try {
    return readingLoad(buildReadingCalendar(toBuildInput(state)));
  } catch (error) {
    if (isPlanError(error)) return null;
    throw error;
  }
}
