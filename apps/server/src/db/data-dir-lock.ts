import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

const LOCK = '.lock';
const OWNER = '.lock-owner';

/**
 * Takes an exclusive lock on the data folder. PGlite has no guard of its own, and two processes
 * writing one folder silently lose rows, so a second server on the same DATA_DIR must refuse to
 * start. A lock left by a server that was killed is taken over at once when its process is gone
 * (same machine), else when it goes stale. Returns the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const take = () => lockfile.lock(dataDir, { lockfilePath: join(dataDir, LOCK), stale: 15_000, update: 5_000 });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!isOwnerGone(dataDir)) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another Bible Journey server. Stop it, or start this one with another DATA_DIR.`,
      );
    }
    rmSync(join(dataDir, LOCK), { recursive: true, force: true });
    release = await take();
  }
  writeFileSync(join(dataDir, OWNER), JSON.stringify({ pid: process.pid, hostname: hostname() }));
  return release;
}

/** True when the lock's owner ran on this machine and its process no longer exists. */
function isOwnerGone(dataDir: string): boolean {
  let owner: { pid?: unknown; hostname?: unknown };
  try {
    owner = JSON.parse(readFileSync(join(dataDir, OWNER), 'utf8'));
  } catch {
    return false;
  }
  if (owner.hostname !== hostname() || typeof owner.pid !== 'number' || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
