import type { Plan, PlanBody } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/plan: saves a new plan on the account. */
export function createPlan(body: PlanBody): Promise<{ plan: Plan }> {
  return api<{ plan: Plan }>('/plan', { method: 'POST', body });
}

export function useCreatePlan() {
  return useMutation({ mutationFn: createPlan });
}
