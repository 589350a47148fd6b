import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import {
  createPostgresPool,
  type DatabaseLog,
  type DatabaseTimeouts,
  DEFAULT_DATABASE_TIMEOUTS,
} from './postgres-pool.js';
import * as schema from './schema.js';

export type { DatabaseLog, DatabaseTimeouts } from './postgres-pool.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations not applied yet. */
  migrate(): Promise<void>;
  /** True when the database answers a query within HEALTH_PING_TIMEOUT_MS. */
  ping(): Promise<boolean>;
  /** Sends connection trouble to this logger (the app's, once it exists) instead of the console. */
  logTo(log: DatabaseLog): void;
  close(): Promise<void>;
}

/** How long a health check waits for the database before it calls it unavailable. */
export const HEALTH_PING_TIMEOUT_MS = 2_000;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Several server instances may start together against one PostgreSQL: one migrates at a time.
const MIGRATION_LOCK_ID = 7_413_001;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number; timeouts?: DatabaseTimeouts }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data folder dumped by PGlite's dumpDataDir to start from (a migrated template), instead of an empty one. */
      loadDataDir?: Blob;
    };

/** Opens PGlite (persisted under dataDir, or in memory when null) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let log: DatabaseLog = consoleLog;
  const logTo = (next: DatabaseLog) => {
    log = next;
  };

  if (options.kind === 'postgres') {
    const timeouts = options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
    const pool = createPostgresPool({
      url: options.url,
      maxConnections: options.maxConnections ?? 10,
      timeouts,
      log: { warn: (details, message) => log.warn(details, message) },
    });
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async migrate() {
        // A connection of its own, without the pool's statement timeouts: a migration, or the wait
        // for another instance's migration lock, may rightly take longer than a request may.
        const client = new pg.Client({
          connectionString: options.url,
          connectionTimeoutMillis: timeouts.connectMs,
          keepAlive: true,
        });
        // A connection lost mid-migration rejects the running query; the event must not crash the process.
        client.on('error', (error) => log.warn({ err: error }, 'database connection lost while migrating'));
        await client.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          await client.end();
        }
      },
      // Its own short read timeout, so a stalled connection is dropped sooner than a request's would be.
      ping: () =>
        answersWithin(pool.query({ text: 'select 1', query_timeout: HEALTH_PING_TIMEOUT_MS } as pg.QueryConfig)),
      logTo,
      // Ending a connection waits for the server's goodbye, which a stalled server never sends.
      close: () => answersWithin(pool.end(), timeouts.connectMs).then(() => undefined),
    };
  }

  const release = options.dataDir === null ? null : await lockDataDir(options.dataDir);
  try {
    const client = new PGlite({
      // The leader's search (decision 0021): trigram indexes and accent-free text, as on PostgreSQL.
      extensions: { pg_trgm, btree_gin, unaccent },
      ...(options.dataDir === null ? {} : { dataDir: join(options.dataDir, 'pglite') }),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: () => answersWithin(db.execute(sql`select 1`)),
      logTo,
      async close() {
        await client.close();
        await release?.();
      },
    };
  } catch (error) {
    await release?.();
    throw error;
  }
}

/** True when the work succeeds within the time; false when it fails or is still going. */
async function answersWithin(work: Promise<unknown>, timeoutMs = HEALTH_PING_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([work.then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

const consoleLog: DatabaseLog = {
  warn: (details, message) => console.warn(message, details),
};
