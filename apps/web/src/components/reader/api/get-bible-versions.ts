import type { BibleVersion, BibleVersionsResponse } from '@bible-journey/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET /bible/versions: every version of every language, in catalog order. */
export async function getBibleVersions(signal?: AbortSignal): Promise<BibleVersion[]> {
  const { versions } = await api<BibleVersionsResponse>('/bible/versions', signal ? { signal } : {});
  return versions;
}

// The catalog changes with the server's configuration only. A failed request is not retried: the
// reader falls back to the versions on the device at once (offline) and offers its own retry.
export const bibleVersionsQueryOptions = () =>
  queryOptions({
    queryKey: ['bible', 'versions'],
    queryFn: ({ signal }) => getBibleVersions(signal),
    staleTime: 60 * 60_000,
    retry: false,
    networkMode: 'always',
  });

export function useBibleVersions(isEnabled: boolean) {
  return useQuery({ ...bibleVersionsQueryOptions(), enabled: isEnabled });
}
