import type { Plan, PlanBody } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /plan: saves the device's plan on the server. */
export async function createPlan(body: PlanBody): Promise<Plan> {
  const { plan } = await api<{ plan: Plan }>('/plan', { method: 'POST', body });
  return plan;
}

export function useCreatePlan() {
  return useMutation({ mutationFn: createPlan });
}
