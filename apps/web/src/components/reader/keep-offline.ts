import { type ChapterRef, chooseReaderVersion, type Language } from '@bible-journey/core';
import type { QueryClient } from '@tanstack/react-query';
import { type KeepingState, keptReadingsState } from '../../lib/kept-readings-state.ts';
import {
  isWholeVersion,
  type KeptVersionInfo,
  listOfflineVersions,
  missingOfflineChapters,
  saveOfflineChapters,
} from '../../lib/offline-bibles.ts';
import { downloadBible } from './api/download-bible.ts';
import { fetchBibleChapter } from './api/get-bible-chapter.ts';
import { bibleVersionsQueryOptions } from './api/get-bible-versions.ts';
import { offlineVersionsQueryOptions } from './api/offline-versions.ts';
import { bibleVersionChoice, versionsNotKept } from './reader-preferences.ts';

/**
 * Offline by default (issue 24): the version a person reads is kept on the device without asking,
 * the chapters of the next days at once, then the whole version in the background.
 */

/** The whole version waits this long after the days ahead, so it never competes with a first visit. */
export const WHOLE_VERSION_DELAY_MS = 30_000;
const PARALLEL_CHAPTERS = 4;

let running: Promise<KeepingState> = Promise.resolve('idle');
const wholeScheduled = new Set<string>();

/** The browser says the connection is metered or the person asked to save data. */
function isConnectionMetered(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; type?: string } }).connection;
  return connection?.saveData === true || connection?.type === 'cellular';
}

export interface KeepInput {
  /** The chapters to have on the device first, in order (core's chaptersAhead). */
  chapters: readonly ChapterRef[];
  language: Language;
  queryClient: QueryClient;
}

/**
 * Keeps the chapters on the device in the version the reader would open, then, unless the
 * connection is metered, schedules the whole version. Online only; failures leave what was kept
 * and say 'notKept' (the next visit tries again). One keeping at a time: a call waits for the last.
 */
export function keepReadingsOffline(input: KeepInput): Promise<KeepingState> {
  running = running.then(() => keep(input));
  keptReadingsState.track(running);
  return running;
}

async function keep({ chapters, language, queryClient }: KeepInput): Promise<KeepingState> {
  if (!navigator.onLine || chapters.length === 0) return keptReadingsState.get();
  keptReadingsState.set('keeping');
  try {
    const [catalog, onDevice] = await Promise.all([
      queryClient.fetchQuery(bibleVersionsQueryOptions()),
      listOfflineVersions(),
    ]);
    const { version } = chooseReaderVersion({
      versions: catalog.filter((candidate) => candidate.available),
      chosenId: bibleVersionChoice.get()?.id ?? null,
      language,
      online: true,
      downloadedIds: new Set(onDevice.map((kept) => kept.id)),
    });
    if (!version || versionsNotKept.get().includes(version.id)) {
      keptReadingsState.set('idle');
      return 'idle';
    }
    const kept = onDevice.find((candidate) => candidate.id === version.id);
    if (!kept || !isWholeVersion(kept)) {
      const missing = await missingOfflineChapters(version.id, chapters);
      await keepChapters(version, missing);
      await queryClient.invalidateQueries({ queryKey: offlineVersionsQueryOptions().queryKey });
      if (version.downloadAvailable && !isConnectionMetered()) scheduleWholeVersion(version.id, queryClient);
    }
    keptReadingsState.set('kept');
    return 'kept';
  } catch {
    keptReadingsState.set('notKept');
    return 'notKept';
  }
}

/** Fetches and stores the chapters a few at a time: each batch kept as soon as it came. */
async function keepChapters(version: KeptVersionInfo, refs: readonly ChapterRef[]): Promise<void> {
  for (let start = 0; start < refs.length; start += PARALLEL_CHAPTERS) {
    const batch = refs.slice(start, start + PARALLEL_CHAPTERS);
    const fetched = await Promise.all(batch.map((ref) => fetchBibleChapter(version.id, ref)));
    await saveOfflineChapters(version, fetched);
  }
}

function scheduleWholeVersion(versionId: string, queryClient: QueryClient) {
  if (wholeScheduled.has(versionId)) return;
  wholeScheduled.add(versionId);
  setTimeout(() => {
    void (async () => {
      // Removed from the menu, or gone offline, in the meantime: the next visit decides again.
      if (!navigator.onLine || versionsNotKept.get().includes(versionId)) {
        wholeScheduled.delete(versionId);
        return;
      }
      try {
        await downloadBible(versionId);
        // The browser may clear a site's storage under pressure unless it is asked to keep it.
        await navigator.storage?.persist?.().catch(() => false);
      } catch {
        wholeScheduled.delete(versionId);
      }
      await queryClient.invalidateQueries({ queryKey: offlineVersionsQueryOptions().queryKey });
    })();
  }, WHOLE_VERSION_DELAY_MS);
}
