import type { Plan } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /plan: the signed-in user's plans, oldest first (the last one is used). */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const { plans } = await api<{ plans: Plan[] }>('/plan', signal ? { signal } : {});
  return plans;
}

// Every visit to the checklist fetches again (spec 2 section 2: "triggers a plan fetch on entry");
// no refetch on focus, so a sync never races a tick the person is making.
export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => getPlans(signal),
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });

export function usePlans(isEnabled: boolean) {
  return useQuery({ ...plansQueryOptions(), enabled: isEnabled });
}
