import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';

// Vitest's global set-up for the server project: the migrations run once per test run, into a
// template of each engine, and every test file starts its databases from a copy of that template
// (PGlite: its dumped data folder, about a second; PostgreSQL: CREATE DATABASE … TEMPLATE, a file
// copy) instead of starting an empty database and migrating it (4 s, and 16–20 s on a busy machine).

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder, dumped as a tar file. */
    pgliteTemplateFile: string;
    /** The migrated PostgreSQL template database, when TEST_DATABASE_URL is set. */
    postgresTemplate: { serverUrl: string; database: string; prefix: string } | null;
  }
}

/** Databases this run creates are named `bj_test_<pid>_…`, so a later run can drop the ones a killed run left. */
const DATABASE_PREFIX = 'bj_test_';

export default async function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'bj-test-templates-'));
  const pgliteTemplateFile = join(folder, 'pglite.tar');
  writeFileSync(pgliteTemplateFile, await migratedPgliteDump());
  project.provide('pgliteTemplateFile', pgliteTemplateFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = serverUrl ? await createPostgresTemplate(serverUrl) : null;
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl && postgresTemplate) await dropDatabasesOf(serverUrl, postgresTemplate.prefix);
  };
}

async function migratedPgliteDump(): Promise<Uint8Array> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await database.migrate();
    const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
  } finally {
    await database.close();
  }
}

async function createPostgresTemplate(serverUrl: string) {
  const prefix = `${DATABASE_PREFIX}${process.pid}_`;
  const template = `${prefix}template`;
  await dropDatabasesOfDeadRuns(serverUrl);
  await withServer(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${template}`);
  });
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  return { serverUrl, database: template, prefix };
}

/** The address of another database on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabasesOf(serverUrl: string, prefix: string) {
  await withServer(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}

/** Drops the test databases of runs whose process is gone (a run killed before its teardown). */
async function dropDatabasesOfDeadRuns(serverUrl: string) {
  const { rows } = await withServer(serverUrl, (client) =>
    client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      DATABASE_PREFIX,
    ]),
  );
  const deadPids = new Set(
    rows
      .map(({ datname }) => Number(datname.slice(DATABASE_PREFIX.length).split('_')[0]))
      .filter((pid) => Number.isInteger(pid) && !isAlive(pid)),
  );
  for (const pid of deadPids) await dropDatabasesOf(serverUrl, `${DATABASE_PREFIX}${pid}_`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
