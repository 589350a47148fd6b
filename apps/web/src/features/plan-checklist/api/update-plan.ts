import type { Plan, PlanUpdateBody } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface UpdatePlanInput {
  planId: string;
  body: PlanUpdateBody;
}

/** PUT /plan/{id}: replaces the server's plan (a newer device copy, or a replanned one with delays). */
export async function updatePlan({ planId, body }: UpdatePlanInput): Promise<Plan> {
  const { plan } = await api<{ plan: Plan }>(`/plan/${encodeURIComponent(planId)}`, { method: 'PUT', body });
  return plan;
}

export function useUpdatePlan() {
  return useMutation({ mutationFn: updatePlan });
}
