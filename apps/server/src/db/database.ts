import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the SQL migrations not applied yet. */
  migrate(): Promise<void>;
  /** True when the database answers a query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Several server instances may start together against one PostgreSQL: one migrates at a time.
const MIGRATION_LOCK_ID = 7_413_001;

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  | { kind: 'pglite'; dataDir: string | null };

/** Opens PGlite (persisted under dataDir, or in memory when null) or a PostgreSQL pool. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    const db = drizzleNodePostgres({ client: pool, schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
          await migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
          client.release();
        }
      },
      ping: () => ping(db as unknown as Db),
      close: () => pool.end(),
    };
  }

  const release = options.dataDir === null ? null : await lockDataDir(options.dataDir);
  try {
    const client = options.dataDir === null ? new PGlite() : new PGlite(join(options.dataDir, 'pglite'));
    await client.waitReady;
    const db = drizzlePglite({ client, schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      ping: () => ping(db as unknown as Db),
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

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
