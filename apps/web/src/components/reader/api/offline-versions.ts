import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOfflineVersions } from '../../../lib/offline-bibles.ts';

// The device's own list: changed only by this app's downloads and removals, which update it.
export const offlineVersionsQueryOptions = () =>
  queryOptions({
    queryKey: ['bible', 'offline-versions'],
    // No IndexedDB (blocked, private mode): nothing is downloaded, and downloads will say they failed.
    queryFn: () => listOfflineVersions().catch(() => []),
    staleTime: Number.POSITIVE_INFINITY,
    networkMode: 'always',
  });

/** The versions downloaded to this device. */
export function useOfflineVersions() {
  return useQuery(offlineVersionsQueryOptions());
}
