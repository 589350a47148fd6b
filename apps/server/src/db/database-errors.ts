/**
 * Failures that mean the database can't be reached or can't serve right now — a restart, a dropped
 * or stalled connection, a full server, a statement past its timeout — rather than a bug: the same
 * request may well succeed in a moment, so it is answered 503 (ARCHITECTURE.md, "Data rules").
 */

// Socket errors the driver passes on as they are. No other dependency called inside a request
// surfaces raw socket errors (Bible providers and mail wrap theirs), so these are the database's.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ECONNABORTED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs besides class 08 (connection_exception); see PostgreSQL's "Error Codes" appendix.
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping, or this backend was terminated
  '57P02', // crash_shutdown: another backend crashed and the server is resetting
  '57P03', // cannot_connect_now: the server is starting up or recovering
  '53300', // too_many_connections
  '57014', // query_canceled: we never cancel, so it is statement_timeout
  '25P03', // idle_in_transaction_session_timeout: the server ended a transaction that stalled
]);

// pg, pg-pool and PGlite raise these as plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/, // '… unexpectedly', '… due to connection timeout'
  /^timeout exceeded when trying to connect$/, // the pool's connectionTimeoutMillis while waiting for a free client
  /^timeout expired$/, // the client's connectionTimeoutMillis
  /^Query read timeout$/, // query_timeout: no answer on a connection that may be stalled
  /is not queryable$/, // a query on a client whose connection already failed or was ended
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  /^PGlite is clos(ed|ing)$/, // shutting down
];

/** True when the error, or an error it wraps (drizzle's "Failed query" keeps the driver's as its cause), says the database is unavailable. */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return someCause(error, isUnavailable, 0);
}

function isUnavailable(error: object): boolean {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  const message = error instanceof Error ? error.message : undefined;
  return message !== undefined && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

// Follows `cause` and AggregateError's `errors` (a host with several addresses refuses once per address).
function someCause(error: unknown, test: (error: object) => boolean, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (test(error)) return true;
  if ('cause' in error && someCause(error.cause, test, depth + 1)) return true;
  return error instanceof AggregateError && error.errors.some((inner: unknown) => someCause(inner, test, depth + 1));
}
