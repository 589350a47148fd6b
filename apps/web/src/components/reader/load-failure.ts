import { ApiError } from '../../lib/api-client.ts';

/**
 * Why a chapter could not be shown, from what GET /bible/{version}/{book}/{chapter} answered:
 * 503 the version has no source on this server, 404 the version lacks the chapter, 502 and 504
 * (or any other server failure) its source failed or was too slow. No answer at all (the request
 * itself failed) or a browser that says it is offline means the device is offline.
 */
export type LoadFailure = 'offline' | 'unavailable' | 'notFound' | 'source';

export function loadFailureOf(error: unknown, isBrowserOnline: boolean): LoadFailure {
  if (!isBrowserOnline || !(error instanceof ApiError)) return 'offline';
  if (error.status === 503) return 'unavailable';
  if (error.status === 404) return 'notFound';
  return 'source';
}
