import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { databaseUrl, withServer } from './database-templates.js';
import { opened } from './suite.js';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** A new database of this engine, migrated: a copy of the run's template, dropped again on close. */
  open: () => Promise<Database>;
}

const pglite: TestDatabaseKind = { name: 'pglite', open: openPgliteCopy };
const postgres: TestDatabaseKind = { name: 'postgres', open: openPostgresCopy };

const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL);

/**
 * The databases a server suite runs against (the rule is in docs/testing.md). Every suite runs on
 * PostgreSQL when TEST_DATABASE_URL is set (CI sets it when a server answers on 127.0.0.1:5432) and
 * on embedded PGlite — the engine of `npm start` — always; without a PostgreSQL server, on PGlite
 * alone.
 */
export const testDatabases: TestDatabaseKind[] = [pglite, ...(postgresAvailable ? [postgres] : [])];

/** PGlite alone: for suites about the embedded database itself. */
export const pgliteOnly: TestDatabaseKind[] = [pglite];

/**
 * One engine, PostgreSQL when there is one: for suites whose cost is no database's and whose SQL
 * another suite already runs on both (hundreds of mails through the SMTP server, say).
 */
export const eitherDatabase: TestDatabaseKind[] = [postgresAvailable ? postgres : pglite];

const postgresUrls = new WeakMap<Database, string>();

/**
 * Another connection pool on the same database, as a second server process has. Embedded PGlite
 * belongs to one process: the same database is returned, and closing it stays with its opener.
 */
export async function secondPool(database: Database): Promise<Database> {
  const url = postgresUrls.get(opened(database));
  if (!url) return database;
  return openDatabase({ kind: 'postgres', url });
}

/** A new PostgreSQL database copied from the run's migrated template; its address, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is not set: no PostgreSQL server to test on');
  const name = `${template.prefix}${randomBytes(6).toString('hex')}`;
  await withServer(template.serverUrl, (client) =>
    createFromTemplate(client, `CREATE DATABASE ${name} TEMPLATE ${template.database}`),
  );
  return {
    url: databaseUrl(template.serverUrl, name),
    drop: () =>
      withServer(template.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

// Two copies of one template started at the same instant may see each other as a user of it.
async function createFromTemplate(client: { query(sql: string): Promise<unknown> }, statement: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await client.query(statement);
      return;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

async function openPostgresCopy(): Promise<Database> {
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url });
  postgresUrls.set(database, url);
  const close = database.close.bind(database);
  database.close = async () => {
    await close();
    await drop();
  };
  return database;
}

let pgliteTemplate: Blob | undefined;

async function openPgliteCopy(): Promise<Database> {
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
  return openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: pgliteTemplate });
}
