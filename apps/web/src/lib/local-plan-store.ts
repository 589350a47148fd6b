import { convertLegacyPlan, isPlanError, type LocalPlanV2 } from '@bible-journey/core';
import { storedValue } from './storage.ts';

/** The plan on this device: `planv2` in local storage (spec 2 section 3). */
function isLocalPlan(value: unknown): value is LocalPlanV2 | null {
  if (value === null) return true;
  const plan = value as Partial<LocalPlanV2> | undefined;
  return Array.isArray(plan?.planv2) && typeof plan.lastModified === 'string' && typeof plan.readingOrder === 'string';
}

export const localPlan = storedValue<LocalPlanV2 | null>('planv2', null, isLocalPlan);

/** The key under which the first version of the app kept its month-grouped plan. */
export const LEGACY_PLAN_KEY = 'plan';

/**
 * Converts a v1 plan left on the device into planv2 (once), then forgets the old copy. Returns
 * whether a plan exists afterwards. A v1 plan that can't be read is left in place untouched.
 */
export function migrateLegacyPlan(today: string): boolean {
  if (localPlan.get()) return true;
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(LEGACY_PLAN_KEY);
  } catch {
    return false;
  }
  if (!raw) return false;
  try {
    localPlan.set(convertLegacyPlan(JSON.parse(raw), { today }));
    localStorage.removeItem(LEGACY_PLAN_KEY);
    return true;
  } catch (error) {
    if (error instanceof SyntaxError || isPlanError(error)) return false;
    throw error;
  }
}
