import type { BibleChapter } from '@bible-journey/contract';
import type { ChapterRef } from '@bible-journey/core';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { getOfflineChapter } from '../../../lib/offline-bibles.ts';

/**
 * One chapter: from the device when its version is downloaded (faster, and works offline),
 * otherwise GET /bible/{versionId}/{book}/{chapter}.
 */
export async function getBibleChapter(versionId: string, ref: ChapterRef, signal?: AbortSignal): Promise<BibleChapter> {
  // A device without IndexedDB (or with it blocked) reads from the server like any other.
  const stored = await getOfflineChapter(versionId, ref.book, ref.chapter).catch(() => null);
  if (stored) return stored;
  return fetchBibleChapter(versionId, ref, signal);
}

/** GET /bible/{versionId}/{book}/{chapter}, whatever the device holds. */
export function fetchBibleChapter(versionId: string, ref: ChapterRef, signal?: AbortSignal): Promise<BibleChapter> {
  const path = `/bible/${encodeURIComponent(versionId)}/${encodeURIComponent(ref.book)}/${ref.chapter}`;
  return api<BibleChapter>(path, signal ? { signal } : {});
}

// A chapter's text doesn't change: fetched once per visit, kept while the reader is used. A
// failure is shown at once with a retry button rather than retried behind a spinner.
export const bibleChapterQueryOptions = (versionId: string | null, ref: ChapterRef) =>
  queryOptions({
    queryKey: ['bible', 'chapter', versionId, ref.book, ref.chapter],
    queryFn: versionId === null ? skipToken : ({ signal }) => getBibleChapter(versionId, ref, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    networkMode: 'always',
  });

export function useBibleChapter(versionId: string | null, ref: ChapterRef) {
  return useQuery(bibleChapterQueryOptions(versionId, ref));
}
