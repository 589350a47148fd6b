import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { openMigratedDatabase, testDatabases } from '../../test/databases.js';
import type { BibleText } from './bible-text.js';
import { findVersionFiles, ImportError, loadVersionFile } from './import-files.js';
import { type ImportProgress, importMissingVersions, importVersions } from './import-versions.js';
import { findLocalVersion, getLocalChapter, listLocalVersions } from './local-store.js';

const TEXTS = fileURLToPath(new URL('../../../../../../shared/bible/texts/', import.meta.url));

/** A log that keeps what it is told. */
function memoryLog() {
  const lines = { info: [] as string[], warn: [] as string[] };
  return { lines, info: (line: string) => lines.info.push(line), warn: (line: string) => lines.warn.push(line) };
}

let folder: string;
let kjv: BibleText;
/** Writes a version file into the test's temp folder and returns its path. */
const write = (name: string, content: string | Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(async () => {
  expect(existsSync(join(TEXTS, 'kjv.json.gz')), `the shared texts are at ${TEXTS}`).toBe(true);
  folder = mkdtempSync(join(tmpdir(), 'bible-import-'));
  kjv = await loadVersionFile(join(TEXTS, 'kjv.json.gz'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('version files', () => {
  it('reads plain and gzip-compressed JSON, telling gzip by its first bytes', async () => {
    const plain = write('plain.json', JSON.stringify(kjv));
    const gzipNamedJson = write('gz-named-json.json', gzipSync(JSON.stringify(kjv)));
    expect((await loadVersionFile(plain)).books[42]?.chapters[2]?.[15]).toMatch(/^For God so loved/);
    expect((await loadVersionFile(gzipNamedJson)).id).toBe('kjv');
  });

  it('refuses a broken file with a message naming the file and the problem', async () => {
    const cases: [string, string | Buffer, RegExp][] = [
      [
        '65-books.json',
        JSON.stringify({ ...kjv, books: kjv.books.slice(0, 65) }),
        /65-books\.json: books: has 65 books, expected 66/,
      ],
      [
        'short-john.json',
        JSON.stringify({
          ...kjv,
          books: kjv.books.map((book) =>
            book.key === 'john' ? { ...book, chapters: book.chapters.slice(0, 20) } : book,
          ),
        }),
        /short-john\.json: books\.42\.chapters: john has 20 chapters, expected 21/,
      ],
      [
        'swapped.json',
        JSON.stringify({ ...kjv, books: [kjv.books[1], kjv.books[0], ...kjv.books.slice(2)] }),
        /swapped\.json: books\.0: is "exodus" \(index 1\), expected "genesis" \(index 0\)/,
      ],
      ['not-json.json', '{"id": "kjv", "books": [', /not-json\.json: not valid JSON/],
      [
        'truncated.json.gz',
        gzipSync(JSON.stringify(kjv)).subarray(0, 50_000),
        /truncated\.json\.gz: not a readable gzip file/,
      ],
      ['no-language.json', JSON.stringify({ ...kjv, language: 'fr' }), /no-language\.json: language: /],
      [
        'number-verse.json',
        JSON.stringify({
          ...kjv,
          books: kjv.books.map((book, index) => (index === 0 ? { ...book, chapters: [[1]] } : book)),
        }),
        /number-verse\.json: books\.0\.chapters\.0\.0: .*expected string/,
      ],
    ];
    for (const [name, content, message] of cases) {
      const path = write(name, content);
      const error = await loadVersionFile(path).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(error, name).toBeInstanceOf(ImportError);
      expect((error as Error).message, name).toMatch(message);
    }
    await expect(loadVersionFile(join(folder, 'missing.json'))).rejects.toThrow(/missing\.json: no such file/);
  });

  it('finds the version files of a folder, sorted, without its index', async () => {
    expect(await findVersionFiles(TEXTS)).toEqual(
      ['asv', 'ayt', 'blivre', 'kjv', 'pbg', 'web'].map((id) => join(TEXTS, `${id}.json.gz`)),
    );
    expect(await findVersionFiles(join(TEXTS, 'kjv.json.gz'))).toEqual([join(TEXTS, 'kjv.json.gz')]);
    await expect(findVersionFiles(join(folder, 'nowhere'))).rejects.toThrow(/nowhere: no such file or folder/);
    await expect(findVersionFiles(join(TEXTS, 'index.json'))).rejects.toThrow(/import its folder/);
  });
});

describe.each(testDatabases)('importing versions on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await openMigratedDatabase(open);
  });
  afterAll(async () => {
    await database.close();
  });

  it('imports nothing when any file is broken, even the good ones', async () => {
    const broken = write('broken.json', JSON.stringify({ ...kjv, id: 'broken', books: kjv.books.slice(0, 65) }));
    const truncated = write('cut.json.gz', gzipSync(JSON.stringify(kjv)).subarray(0, 1000));
    const log = memoryLog();
    const error = await importVersions(database.db, [join(TEXTS, 'kjv.json.gz'), broken, truncated], { log }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(/^Nothing was imported: 2 files are not valid\./);
    expect((error as Error).message).toContain('broken.json: books: has 65 books, expected 66');
    expect((error as Error).message).toContain('cut.json.gz: not a readable gzip file');
    expect(await listLocalVersions(database.db)).toEqual([]);

    // The same version twice under two files is refused too.
    const copy = write('kjv-copy.json', JSON.stringify(kjv));
    await expect(importVersions(database.db, [join(TEXTS, 'kjv.json.gz'), copy], { log })).rejects.toThrow(
      /kjv-copy\.json: holds version "kjv"/,
    );
    await expect(importVersions(database.db, [], { log })).rejects.toThrow(ImportError);
    expect(await listLocalVersions(database.db)).toEqual([]);
  });

  it('takes the commercial-use flag from the folder index when the file lacks it, and warns', async () => {
    const indexed = mkdtempSync(join(folder, 'indexed-'));
    copyFileSync(join(TEXTS, 'kjv.json.gz'), join(indexed, 'kjv.json.gz'));
    const index = JSON.parse(readFileSync(join(TEXTS, 'index.json'), 'utf8')) as { versions: { id: string }[] };
    writeFileSync(
      join(indexed, 'index.json'),
      JSON.stringify({ versions: index.versions.map((entry) => ({ ...entry, commercialUse: entry.id !== 'kjv' })) }),
    );
    const log = memoryLog();
    const progress: ImportProgress[] = [];
    const results = await importVersions(database.db, [indexed], { log, onProgress: (event) => progress.push(event) });

    expect(results).toEqual([
      {
        id: 'kjv',
        name: 'King James Version',
        from: join(indexed, 'kjv.json.gz'),
        status: 'imported',
        verseCount: 31102,
      },
    ]);
    expect(log.lines.warn).toEqual([
      'kjv: licence Public Domain forbids commercial use; premium features are paid — get permission or remove it',
    ]);
    expect((await findLocalVersion(database.db, 'kjv'))?.commercialUse).toBe(false);
    expect(progress[0]).toEqual({
      versionId: 'kjv',
      versionNumber: 1,
      versionCount: 1,
      chaptersSaved: 0,
      chaptersTotal: 1189,
    });
    expect(progress.at(-1)).toMatchObject({ chaptersSaved: 1189, chaptersTotal: 1189 });
    expect(progress.map((event) => event.chaptersSaved)).toEqual(
      [...progress.map((event) => event.chaptersSaved)].sort((a, b) => a - b),
    );
  });

  it('at start imports only the versions missing from the database', async () => {
    const startFolder = mkdtempSync(join(folder, 'start-'));
    for (const id of ['kjv', 'ayt']) copyFileSync(join(TEXTS, `${id}.json.gz`), join(startFolder, `${id}.json.gz`));
    copyFileSync(join(TEXTS, 'index.json'), join(startFolder, 'index.json'));
    const kjvBefore = await findLocalVersion(database.db, 'kjv');

    const log = memoryLog();
    const results = await importMissingVersions(database.db, startFolder, log);
    expect(results.map((result) => [result.id, result.status])).toEqual([['ayt', 'imported']]);
    expect(log.lines.warn).toEqual([
      'ayt: licence CC BY-NC-SA (non-commercial use only) forbids commercial use; premium features are paid — get permission or remove it',
    ]);
    expect(log.lines.info).toEqual([
      expect.stringMatching(/^ayt: imported \(Alkitab Yang Terbuka, 31102 verses\) from .*ayt\.json\.gz$/),
    ]);
    // kjv was present (from the previous test): left as it was, not re-imported from this folder's index.
    expect(await findLocalVersion(database.db, 'kjv')).toEqual(kjvBefore);
    expect(await findLocalVersion(database.db, 'ayt')).toMatchObject({ language: 'id', commercialUse: false });
    expect((await getLocalChapter(database.db, 'ayt', 42, 3))?.verses).toHaveLength(36);

    const again = memoryLog();
    expect(await importMissingVersions(database.db, startFolder, again)).toEqual([]);
    expect(again.lines).toEqual({ info: [], warn: [] });
  });
});
