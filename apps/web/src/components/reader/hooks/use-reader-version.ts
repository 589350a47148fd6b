import type { BibleVersion } from '@bible-journey/contract';
import { chooseReaderVersion, DEFAULT_BIBLE_VERSION_ID, type Language } from '@bible-journey/core';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { isWholeVersion, type OfflineVersion } from '../../../lib/offline-bibles.ts';
import { snackbars } from '../../../lib/snackbars/snackbar-store.ts';
import { useBibleVersions } from '../api/get-bible-versions.ts';
import { useOfflineVersions } from '../api/offline-versions.ts';
import { bibleVersionChoice, type StoredVersionChoice } from '../reader-preferences.ts';
import { useDownloadRefresh } from './use-download-refresh.ts';
import { useOnline } from './use-online.ts';

/** A version as the reader shows it, from the server's catalog or from the device. */
export type ReaderVersion = Omit<BibleVersion, 'origin'>;

const fromDevice = (version: OfflineVersion): ReaderVersion => ({
  id: version.id,
  abbr: version.abbr,
  name: version.name,
  language: version.language,
  downloadAvailable: true,
  available: true,
});

// What is known of the stored choice without the catalog: enough for the choice rules to see it.
const fromChoice = (choice: StoredVersionChoice, language: Language): ReaderVersion => ({
  id: choice.id,
  abbr: choice.abbr,
  name: choice.abbr,
  language,
  downloadAvailable: false,
  available: true,
});

/**
 * The version to read in and the versions to offer (spec 2 section 4): the catalog's readable
 * versions online; offline (the browser says so, or the catalog can't be reached) only the
 * downloaded ones, a chosen version that isn't downloaded giving way to the first that is.
 */
export function useReaderVersion(language: Language) {
  const { t } = useTranslation();
  const isBrowserOnline = useOnline();
  const catalog = useBibleVersions(isBrowserOnline);
  const device = useOfflineVersions();
  const stored = useSyncExternalStore(bibleVersionChoice.subscribe, bibleVersionChoice.get);

  const isNetworkFailure = catalog.isError && !(catalog.error instanceof ApiError);
  const isOffline = !isBrowserOnline || isNetworkFailure;
  const isLoading = device.isPending || (!isOffline && catalog.isPending);
  useDownloadRefresh(device.data, isOffline || catalog.isPending);

  const { choice, downloadedIds } = useMemo(() => {
    const downloaded = (device.data ?? []).map(fromDevice);
    // Offline, a version partly kept (the days ahead of a plan) is read like one downloaded whole.
    const ids = new Set(downloaded.map((version) => version.id));
    const wholeIds = new Set((device.data ?? []).filter(isWholeVersion).map((version) => version.id));
    let versions: ReaderVersion[];
    if (catalog.data && !isOffline) {
      versions = catalog.data.filter((version) => version.available || ids.has(version.id));
    } else {
      // Offline, or the server failed to list its versions: the device's, plus the choice so
      // the rules can tell it was passed over. Not downloaded, it is listed only online.
      const chosen = stored ?? { id: DEFAULT_BIBLE_VERSION_ID, abbr: DEFAULT_BIBLE_VERSION_ID.toUpperCase() };
      versions = ids.has(chosen.id) ? downloaded : [...downloaded, fromChoice(chosen, language)];
    }
    return {
      choice: chooseReaderVersion({
        versions,
        chosenId: stored?.id ?? null,
        language,
        online: !isOffline,
        downloadedIds: ids,
      }),
      downloadedIds: wholeIds as ReadonlySet<string>,
    };
  }, [catalog.data, device.data, isOffline, language, stored]);

  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (isLoading || !choice.changedForOffline || !choice.version) return;
    const change = `${stored?.id}>${choice.version.id}`;
    if (announced.current === change) return;
    announced.current = change;
    snackbars.show({ message: t('reader.offlineChanged', { abbr: choice.version.abbr }), severity: 'success' });
  }, [choice, isLoading, stored, t]);

  const choose = useCallback((version: ReaderVersion) => {
    bibleVersionChoice.set({ id: version.id, abbr: version.abbr });
  }, []);

  const { refetch } = catalog;
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);

  return {
    isLoading,
    isOffline,
    version: isLoading ? null : choice.version,
    listed: choice.listed,
    downloadedIds,
    choose,
    retry,
  };
}
