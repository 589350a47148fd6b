import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteOfflineVersion, type OfflineVersion } from '../../../lib/offline-bibles.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { downloadBible } from '../api/download-bible.ts';
import { offlineVersionsQueryOptions } from '../api/offline-versions.ts';
import { versionsNotKept } from '../reader-preferences.ts';

export type DownloadState = 'idle' | 'downloading' | 'downloaded';

const offlineKey = offlineVersionsQueryOptions().queryKey;

interface VersionRef {
  id: string;
  abbr: string;
}

/** Downloading versions to the device and removing them, with what to announce about it. */
export function useBibleDownloads(downloadedIds: ReadonlySet<string>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');

  const setPending = useCallback((id: string, isPending: boolean) => {
    setPendingIds((current) => {
      const next = new Set(current);
      if (isPending) next.add(id);
      else next.delete(id);
      return next;
    });
  }, []);

  const download = useCallback(
    async (version: VersionRef) => {
      setPending(version.id, true);
      setAnnouncement(t('reader.download.downloading', { abbr: version.abbr }));
      try {
        const stored = await downloadBible(version.id);
        versionsNotKept.set(versionsNotKept.get().filter((id) => id !== version.id));
        queryClient.setQueryData<OfflineVersion[]>(offlineKey, (list = []) => [
          ...list.filter((other) => other.id !== stored.id),
          stored,
        ]);
        setAnnouncement(t('reader.download.saved', { abbr: version.abbr }));
      } catch {
        // Nothing was kept (saveBibleDownload is one transaction); the person may try again.
        setAnnouncement('');
        snackbars.show({ message: t('common.generalError'), severity: 'error' });
      } finally {
        setPending(version.id, false);
      }
    },
    [queryClient, setPending, t],
  );

  const remove = useCallback(
    async (version: VersionRef) => {
      try {
        await deleteOfflineVersion(version.id);
        // Removed by the person: not kept again by itself (keep-offline.ts).
        versionsNotKept.set([...new Set([...versionsNotKept.get(), version.id])]);
        setAnnouncement(t('reader.download.removed', { abbr: version.abbr }));
      } catch {
        snackbars.show({ message: t('common.generalError'), severity: 'error' });
      }
      await queryClient.invalidateQueries({ queryKey: offlineKey });
    },
    [queryClient, t],
  );

  const stateOf = (id: string): DownloadState =>
    pendingIds.has(id) ? 'downloading' : downloadedIds.has(id) ? 'downloaded' : 'idle';

  return { stateOf, download, remove, announcement };
}
