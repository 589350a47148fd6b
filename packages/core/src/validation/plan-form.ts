import type { FieldError } from '../errors.js';
import { checkPlanInput } from './plan-input.js';

export type PlanFormResult = { ok: true } | { ok: false; errors: FieldError[] };

/**
 * Validates the plan form before building: dates (start after end is refused for date-range
 * plans only), counts (whole numbers 1-1190 for the type that uses them), reading range
 * (start after end in the chosen order), week days (at most six blocked). Never throws.
 */
export function validatePlanForm(input: unknown): PlanFormResult {
  const result = checkPlanInput(input, 'form');
  return result.ok ? { ok: true } : { ok: false, errors: result.errors };
}
