import type { Plan } from '@bible-journey/contract';
import type { LocalPlanV2 } from '@bible-journey/core';
import { api } from '../api-client.ts';
import { toPlanBody } from './plan-body.ts';

/** POST /plan: saves the device's plan on the account. */
export async function postPlan(plan: LocalPlanV2): Promise<Plan> {
  return (await api<{ plan: Plan }>('/plan', { method: 'POST', body: toPlanBody(plan) })).plan;
}
