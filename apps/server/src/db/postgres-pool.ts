import pg from 'pg';

/** How long a request waits on PostgreSQL before it is answered 503 (ARCHITECTURE.md, "Data rules"). */
export interface DatabaseTimeouts {
  /** Getting a connection: opening a new one, or waiting for a free one while the pool is busy. */
  connectMs: number;
  /** One SQL statement, ended by the server (statement_timeout); the client gives up a moment later on its own. */
  statementMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { connectMs: 5_000, statementMs: 10_000 };

/** Where connection trouble is reported (the app's pino logger fits). */
export interface DatabaseLog {
  warn(details: object, message: string): void;
}

// A server that is up cancels a long statement itself and the connection stays usable; the client
// gives up only when nothing answers at all (a stalled network, a frozen server).
const CLIENT_GRACE_MS = 1_000;
// TCP keepalive notices a server that vanished without closing the connection (a dead host, a dropped NAT entry).
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * A pg pool that outlives its server: a dropped connection is logged and replaced on next use
 * instead of crashing the process, every wait is bounded, and a connection that stopped answering
 * is never handed out again.
 */
export function createPostgresPool(options: {
  url: string;
  maxConnections: number;
  timeouts: DatabaseTimeouts;
  log: DatabaseLog;
}): pg.Pool {
  const { timeouts, log } = options;
  const pool = new ResilientPool({
    connectionString: options.url,
    max: options.maxConnections,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    // A transaction whose client went quiet (a stalled network) would otherwise hold its locks.
    idle_in_transaction_session_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_GRACE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  });
  // pg-pool has already dropped the idle client that failed; the next query opens a new connection.
  pool.on('error', (error) => {
    log.warn({ err: error }, 'database connection lost; a new one is opened when needed');
  });
  pool.on('connect', (client) => {
    // A connection that fails while checked out rejects the query in flight, and every later one
    // on that client; without a listener its 'error' event would also crash the process.
    client.on('error', ignoreCheckedOutClientError);
    endAfterReadTimeout(client);
  });
  return pool;
}

/**
 * A pool whose checked-out clients can't go missing. A client whose connection ends while checked
 * out goes back to the pool, which drops it, even if its holder never releases it (drizzle's
 * transaction() doesn't when its BEGIN fails, and the pool would shrink for good); the holder's own
 * release afterwards is then ignored.
 */
class ResilientPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Parameters<pg.Pool['connect']>[0]): void;
  override connect(callback?: Parameters<pg.Pool['connect']>[0]): Promise<pg.PoolClient> | undefined {
    // pool.query() checks out with a callback and releases with the error itself.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releaseWhenConnectionEnds);
  }
}

function releaseWhenConnectionEnds(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let isReleased = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (isReleased) return;
    isReleased = true;
    client.removeListener('end', handleEnd);
    release(error);
  };
  const handleEnd = () => releaseOnce(new Error('Connection ended while checked out'));
  client.once('end', handleEnd);
  client.release = releaseOnce;
  return client;
}

/**
 * pg leaves a client half open when query_timeout fires on a query already sent: the connection
 * still waits for that answer, so the client's next queries never leave and pg-pool hands it out
 * again as healthy (brianc/node-postgres#3399) — after a timed-out ROLLBACK, with a transaction
 * still open on it. Ending it closes the socket; the pool then drops it.
 */
function endAfterReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    // Only promise-style calls: pool.query() passes a callback and releases the client with the error.
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === 'Query read timeout') void client.end();
      });
    }
    return result;
  }) as typeof client.query;
}

function ignoreCheckedOutClientError(): void {
  // The error reaches the code using the client through its rejected queries.
}
