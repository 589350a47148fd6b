import { BibleProviderError, type RemoteOrigin } from './provider.js';

/** A chapter answer is a few kilobytes; anything near this is not one. */
export const DEFAULT_MAX_BYTES = 4 * 1024 * 1024;

export interface GetJsonOptions {
  origin: RemoteOrigin;
  headers?: Record<string, string>;
  /** The whole call, body included, must finish within this. */
  timeoutMs: number;
  /** Bodies larger than this (after decompression) are refused as a bad response. */
  maxBytes?: number;
  /** Statuses answered as { status, json: null } instead of thrown as badStatus (e.g. 404). */
  allowStatuses?: readonly number[];
}

export interface JsonAnswer {
  status: number;
  json: unknown;
}

/**
 * GET a URL and parse its JSON body, failing with a BibleProviderError: `timeout` when the answer
 * (headers or body) takes longer than timeoutMs, `unreachable` when no connection could be made,
 * `badStatus` for an error status, `badResponse` for a body that isn't JSON or is too large.
 * Messages name the host and path only: a key in the query string never reaches them.
 */
export async function getJson(url: URL, options: GetJsonOptions): Promise<JsonAnswer> {
  const { origin, timeoutMs, maxBytes = DEFAULT_MAX_BYTES, allowStatuses = [] } = options;
  const where = `${url.host}${url.pathname}`;
  const signal = AbortSignal.timeout(timeoutMs);
  const fail = (failure: 'timeout' | 'unreachable' | 'badStatus' | 'badResponse', message: string) =>
    new BibleProviderError(origin, failure, message);
  const timedOut = () => fail('timeout', `no answer from ${where} within ${timeoutMs} ms`);

  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json', ...options.headers }, signal });
  } catch {
    throw signal.aborted ? timedOut() : fail('unreachable', `${where} could not be reached`);
  }

  if (!response.ok) {
    await response.body?.cancel().catch(() => {});
    if (allowStatuses.includes(response.status)) return { status: response.status, json: null };
    throw fail('badStatus', `${where} answered ${response.status}`);
  }

  const text = await readText(response, maxBytes).catch((error: unknown) => {
    if (signal.aborted) throw timedOut();
    if (error instanceof TooLarge) throw fail('badResponse', `${where} answered more than ${maxBytes} bytes`);
    throw fail('unreachable', `${where} dropped the connection`);
  });
  try {
    return { status: response.status, json: JSON.parse(text) };
  } catch {
    throw fail('badResponse', `${where} answered something that is not JSON`);
  }
}

class TooLarge extends Error {}

/** The body as text, read chunk by chunk so an oversized one is dropped without being held. */
async function readText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body.cancel().catch(() => {});
    throw new TooLarge();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new TooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size).toString('utf8');
}
