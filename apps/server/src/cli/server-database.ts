import type { ServerConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { type Database, openDatabase } from '../db/database.js';

/** The embedded data folder is held by a running server: a command must not write it alongside. */
export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

/** Opens the server's database for a command: DATABASE_URL, else the embedded one under DATA_DIR. */
export async function openServerDatabase(config: ServerConfig): Promise<Database> {
  try {
    return await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl, maxConnections: 2 }
        : { kind: 'pglite', dataDir: config.dataDir },
    );
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // Two processes writing one PGlite folder lose rows: the running server has to let go first.
    throw new DataDirInUseError(
      `The data folder ${config.dataDir} is in use by a running Bible Journey server. Stop the server and run the command again, or set DATABASE_URL to use a PostgreSQL database.`,
    );
  }
}
