import { buildReadingCalendar, type PlanWriteBody, storeLocalPlan, toPlanBody } from '@bible-journey/core';
import { type PlanFormState, toBuildInput, toPlanSettings } from '../../../components/plan-form/plan-form-state.ts';

/**
 * The challenge plan the plan form's values make (core's buildReadingCalendar), as the server
 * takes it (the contract's PlanBody): for creation (POST /api/challenges/add) and the leader's edit.
 * Throws core's PlanError when the choices make no plan; call after validateForm found nothing.
 */
export function planFromForm(values: PlanFormState): PlanWriteBody {
  const days = buildReadingCalendar(toBuildInput(values));
  return toPlanBody(storeLocalPlan(days, toPlanSettings(values), null, new Date().toISOString()));
}
