import type { BibleDownload } from '@bible-journey/contract';
import { ApiError, apiUrl, parseAnswer } from '../../../lib/api-client.ts';
import { type OfflineVersion, saveBibleDownload } from '../../../lib/offline-bibles.ts';

function isBibleDownload(value: unknown, versionId: string): value is BibleDownload {
  const download = value as Partial<BibleDownload> | null;
  return download?.version?.id === versionId && Array.isArray(download.books) && download.books.length > 0;
}

/**
 * GET /bible/{versionId}: the whole version (about 4 MB of JSON, gzip on the wire), stored on the
 * device in one go. Read raw rather than through api() for its ETag and size.
 */
export async function downloadBible(versionId: string, signal?: AbortSignal): Promise<OfflineVersion> {
  const stored = await fetchAndStore(versionId, null, signal);
  if (!stored) throw new Error(`The download of ${versionId} answered 304 without a condition`);
  return stored;
}

/**
 * Asks the server whether a downloaded version changed since (If-None-Match with its ETag): null
 * when it didn't (304, nothing sent), else the new text, stored in place of the old one.
 */
export function refreshBible(version: Pick<OfflineVersion, 'id' | 'etag'>): Promise<OfflineVersion | null> {
  return fetchAndStore(version.id, version.etag);
}

async function fetchAndStore(
  versionId: string,
  etag: string | null,
  signal?: AbortSignal,
): Promise<OfflineVersion | null> {
  const response = await fetch(apiUrl(`/bible/${encodeURIComponent(versionId)}`), {
    headers: { accept: 'application/json', ...(etag ? { 'if-none-match': etag } : {}) },
    // The browser's HTTP cache would answer for the server; the stored ETag is the condition.
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  if (response.status === 304) return null;
  const bytes = await response.arrayBuffer();
  const body = parseAnswer(new TextDecoder().decode(bytes));
  if (!response.ok) throw new ApiError(response.status, body);
  if (!isBibleDownload(body, versionId)) throw new Error(`The download of ${versionId} is not a Bible`);
  return saveBibleDownload(body, { etag: response.headers.get('etag'), byteSize: bytes.byteLength });
}
