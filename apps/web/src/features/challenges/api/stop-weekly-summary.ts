import type { WeeklySummaryStopResponse } from '@bible-journey/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/challenges/weekly-summary/stop with the summary mail's signed link (no sign-in needed). */
export function stopWeeklySummary(query: { user: string; signature: string }): Promise<WeeklySummaryStopResponse> {
  return api(`/challenges/weekly-summary/stop?${new URLSearchParams(query)}`, { method: 'POST', body: {} });
}

export function useStopWeeklySummary() {
  return useMutation({ mutationFn: stopWeeklySummary });
}
