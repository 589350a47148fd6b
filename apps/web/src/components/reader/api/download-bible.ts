import type { BibleDownload } from '@bible-journey/contract';
import { ApiError, apiUrl } from '../../../lib/api-client.ts';
import { type OfflineVersion, saveBibleDownload } from '../../../lib/offline-bibles.ts';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isBibleDownload(value: unknown, versionId: string): value is BibleDownload {
  const download = value as Partial<BibleDownload> | null;
  return download?.version?.id === versionId && Array.isArray(download.books) && download.books.length > 0;
}

/**
 * GET /bible/{versionId}: the whole version (about 4 MB of JSON, gzip on the wire), stored on the
 * device in one go. Read raw rather than through api() for its ETag and size.
 */
export async function downloadBible(versionId: string, signal?: AbortSignal): Promise<OfflineVersion> {
  const response = await fetch(apiUrl(`/bible/${encodeURIComponent(versionId)}`), {
    headers: { accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  const bytes = await response.arrayBuffer();
  const body = parseJson(new TextDecoder().decode(bytes));
  if (!response.ok) throw new ApiError(response.status, body);
  if (!isBibleDownload(body, versionId)) throw new Error(`The download of ${versionId} is not a Bible`);
  return saveBibleDownload(body, { etag: response.headers.get('etag'), byteSize: bytes.byteLength });
}
