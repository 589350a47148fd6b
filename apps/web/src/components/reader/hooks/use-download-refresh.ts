import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { OfflineVersion } from '../../../lib/offline-bibles.ts';
import { refreshBible } from '../api/download-bible.ts';
import { offlineVersionsQueryOptions } from '../api/offline-versions.ts';

// Checked once per visit: the check is a conditional request, cheap when nothing changed (304).
const checked = new Set<string>();

/**
 * Keeps downloaded versions current: online, each one's ETag is checked with the server once a
 * visit, and a version that changed there (a corrected import) is downloaded again in place.
 * Failures are quiet: the stored text stays readable and the next visit tries again.
 */
export function useDownloadRefresh(downloaded: readonly OfflineVersion[] | undefined, isOffline: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (isOffline || !downloaded) return;
    const due = downloaded.filter((version) => version.etag !== null && !checked.has(version.id));
    if (due.length === 0) return;
    for (const version of due) checked.add(version.id);
    void (async () => {
      for (const version of due) {
        const fresh = await refreshBible(version).catch(() => {
          checked.delete(version.id);
          return null;
        });
        if (!fresh) continue;
        queryClient.setQueryData<OfflineVersion[]>(offlineVersionsQueryOptions().queryKey, (list = []) =>
          list.map((other) => (other.id === fresh.id ? fresh : other)),
        );
        await queryClient.invalidateQueries({ queryKey: ['bible', 'chapter', fresh.id] });
      }
    })();
  }, [downloaded, isOffline, queryClient]);
}
