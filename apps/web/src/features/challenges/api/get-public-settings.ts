import type { PublicSettingsResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /api/settings: the landing page's contacts and how-it-works video, as the operators set them. */
export function getPublicSettings(): Promise<PublicSettingsResponse> {
  return api<PublicSettingsResponse>('/settings');
}

// They change only when the server restarts with other settings.
export const publicSettingsQueryOptions = queryOptions({
  queryKey: ['publicSettings'],
  queryFn: getPublicSettings,
  staleTime: 60 * 60 * 1000,
});

/** The public settings; while they load or when they fail, nothing of them shows. */
export function usePublicSettings() {
  return useQuery(publicSettingsQueryOptions);
}
