import { type Database, openDatabase } from '../db/database.js';

/**
 * The databases every server test runs against: embedded PGlite always, and a PostgreSQL server
 * too when TEST_DATABASE_URL is set (CI sets it when one answers on 127.0.0.1:5432).
 */
export const testDatabases: { name: string; open: () => Promise<Database> }[] = [
  { name: 'pglite', open: () => openDatabase({ kind: 'pglite', dataDir: null }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'postgres',
          open: () => openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL as string }),
        },
      ]
    : []),
];

/** Opens and migrates a test database. */
export async function openMigratedDatabase(open: () => Promise<Database>): Promise<Database> {
  const database = await open();
  await database.migrate();
  return database;
}
