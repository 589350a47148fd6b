import type { Plan } from '@bible-journey/contract';
import { type LocalPlanV2, toPlanBody } from '@bible-journey/core';
import { api } from '../api-client.ts';

/** POST /plan: saves the device's plan on the account. */
export async function postPlan(plan: LocalPlanV2): Promise<Plan> {
  return (await api<{ plan: Plan }>('/plan', { method: 'POST', body: toPlanBody(plan) })).plan;
}
