import type { WeeklySummaryBody, WeeklySummaryResponse } from '@bible-journey/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/challenges/weekly-summary: whether the person, as a leader, gets the weekly summary mail. */
export const weeklySummaryQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['weekly-summary', token],
    queryFn: () => api<WeeklySummaryResponse>('/challenges/weekly-summary'),
    staleTime: 60_000,
  });

/** PUT /api/challenges/weekly-summary */
export function useSaveWeeklySummary(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WeeklySummaryBody) =>
      api<WeeklySummaryResponse>('/challenges/weekly-summary', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(weeklySummaryQueryOptions(token).queryKey, answer),
  });
}
