import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.js';
import { openDatabase } from './database.js';

describe('the embedded database folder', () => {
  it('keeps data across a reopen, and refuses a second opener while in use', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bj-data-'));
    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.migrate();
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another Bible Journey server/);
    await first.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir });
    await reopened.migrate();
    expect(await reopened.ping()).toBe(true);
    await reopened.close();
    // Three embedded databases on disk one after another: seconds each, many more on a loaded machine.
  }, 120_000);
});
