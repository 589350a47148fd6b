import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface CompleteDayInput {
  /** The server's id of the day (`id`), not its position `_id`. */
  dayId: string;
  read: boolean;
}

/** PUT /day-reading/complete/{dayId}: marks one day read or unread on the server. */
export async function completeDay({ dayId, read }: CompleteDayInput): Promise<void> {
  await api(`/day-reading/complete/${encodeURIComponent(dayId)}`, { method: 'PUT', body: { read } });
}

export function useCompleteDay() {
  return useMutation({ mutationFn: completeDay });
}
