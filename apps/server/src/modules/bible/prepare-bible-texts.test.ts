import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUNDLED_BIBLE_DIR, loadConfig } from '../../config.js';
import type { Database } from '../../db/database.js';
import { BIBLE_TEXTS_DIR } from '../../test/bible-texts.js';
import { pgliteOnly, type TestDatabaseKind } from '../../test/databases.js';
import { getLocalChapter, listLocalVersions } from './local-store.js';
import { prepareBibleTexts } from './prepare-bible-texts.js';

const quietLog = () => {
  const lines: string[] = [];
  return { lines, info: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
};

// A fresh database each time (a copy of the run's migrated template): "first start" means a
// database without any local version.
let database: Database;
beforeEach(async () => {
  database = await (pgliteOnly[0] as TestDatabaseKind).open();
});
afterEach(() => database.close());

describe('the Bible texts at start', () => {
  it('ships its open texts inside the repository, where the server finds them', () => {
    expect(BUNDLED_BIBLE_DIR).toBe(BIBLE_TEXTS_DIR.replace(/\/$/, ''));
    expect(loadConfig({}).bible.bundledDir).toBe(BUNDLED_BIBLE_DIR);
    expect(loadConfig({ BUNDLED_BIBLES: 'off' }).bible.bundledDir).toBeUndefined();
    expect(() => loadConfig({ BUNDLED_BIBLES: 'maybe' })).toThrow(/BUNDLED_BIBLES/);
  });

  it('imports the shipped texts at first start: English, Portuguese and Polish read with no network', async () => {
    const log = quietLog();
    const results = await prepareBibleTexts(database.db, { importDir: undefined, bundledDir: BUNDLED_BIBLE_DIR }, log);
    expect(results.map((result) => result.id).sort()).toEqual(['asv', 'blivre', 'kjv', 'pbg', 'web']);
    const languages = new Set((await listLocalVersions(database.db)).map((version) => version.language));
    expect([...languages].sort()).toEqual(['en', 'pl', 'pt']);
    expect((await getLocalChapter(database.db, 'pbg', 0, 1))?.verses[0]).toMatch(/^Na początku/);
    expect(log.lines[0]).toMatch(/First start/);
  }, 120_000);

  it('never imports them again once the database holds a version, nor when turned off', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bj-prepare-'));
    try {
      // An operator's folder with one version: after it, the database is no longer empty.
      copyFileSync(join(BIBLE_TEXTS_DIR, 'kjv.json.gz'), join(folder, 'kjv.json.gz'));
      const sources = { importDir: folder, bundledDir: BUNDLED_BIBLE_DIR };
      expect((await prepareBibleTexts(database.db, sources, quietLog())).map((result) => result.id)).toEqual(['kjv']);
      expect(await prepareBibleTexts(database.db, sources, quietLog())).toEqual([]);
      expect((await listLocalVersions(database.db)).map((version) => version.id)).toEqual(['kjv']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('does nothing when the shipped texts are turned off and no folder is given', async () => {
    expect(await prepareBibleTexts(database.db, { importDir: undefined, bundledDir: undefined }, quietLog())).toEqual(
      [],
    );
    expect(await listLocalVersions(database.db)).toEqual([]);
  });
});
