import { mkdirSync } from 'node:fs';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * Takes an exclusive lock on the data folder. PGlite has no guard of its own, and two processes
 * writing one folder silently lose rows, so a second server on the same DATA_DIR must refuse to
 * start. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, { lockfilePath: `${dataDir}/.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Bible Journey server. Stop it, or start this one with another DATA_DIR.`,
      );
    }
    throw error;
  }
}
