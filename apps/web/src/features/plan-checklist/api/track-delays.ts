import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface TrackDelaysInput {
  planId: string;
  shouldTrackDelays: boolean;
}

/** PUT /plan/track-delays/{planId}: turns delay tracking on or off on the server. */
export async function trackDelays({ planId, shouldTrackDelays }: TrackDelaysInput): Promise<void> {
  await api(`/plan/track-delays/${encodeURIComponent(planId)}`, { method: 'PUT', body: { shouldTrackDelays } });
}

export function useTrackDelays() {
  return useMutation({ mutationFn: trackDelays });
}
