import type { Plan, PlanUpdateBody } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** PUT /api/plan/{id}: replaces the account's plan with an edited one. */
export function updatePlan({ planId, body }: { planId: string; body: PlanUpdateBody }): Promise<{ plan: Plan }> {
  return api<{ plan: Plan }>(`/plan/${encodeURIComponent(planId)}`, { method: 'PUT', body });
}

export function useUpdatePlan() {
  return useMutation({ mutationFn: updatePlan });
}
