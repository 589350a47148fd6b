import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIBLE_TEXTS_DIR } from '../../test/bible-texts.js';
import { testDatabases } from '../../test/databases.js';
import { useTestDatabase } from '../../test/suite.js';
import type { BibleText } from './bible-text.js';
import { findVersionFiles, ImportError, loadVersionFile } from './import-files.js';
import { type ImportProgress, importMissingVersions, importVersions } from './import-versions.js';
import { findLocalVersion, getLocalChapter, listLocalVersions } from './local-store.js';

const TEXTS = BIBLE_TEXTS_DIR;

/** What the shared AYT file says of itself, without its commercialUse (which its folder's index gives). */
const NON_COMMERCIAL = {
  abbr: 'AYT',
  name: 'Alkitab Yang Terbuka',
  language: 'id' as const,
  license: 'CC BY-NC-SA (non-commercial use only)',
  source: 'GitHub sabdacode/ayt, sfm/per-books/*.SFM (Yayasan Lembaga SABDA)',
};

/** A log that keeps what it is told. */
function memoryLog() {
  const lines = { info: [] as string[], warn: [] as string[] };
  return { lines, info: (line: string) => lines.info.push(line), warn: (line: string) => lines.warn.push(line) };
}

/** A version id no other run or test file uses: the PostgreSQL test database is shared and keeps its rows. */
const uniqueVersionId = (id: string) => `${id}-${randomUUID().slice(0, 8)}`;

let folder: string;
let kjv: BibleText;
/** Writes a version file into the test's temp folder and returns its path. */
const write = (name: string, content: string | Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

beforeAll(async () => {
  expect(existsSync(join(TEXTS, 'kjv.json.gz')), `the test texts are at ${TEXTS}`).toBe(true);
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
      ['asv', 'blivre', 'kjv', 'pbg', 'web'].map((id) => join(TEXTS, `${id}.json.gz`)),
    );
    expect(await findVersionFiles(join(TEXTS, 'kjv.json.gz'))).toEqual([join(TEXTS, 'kjv.json.gz')]);
    await expect(findVersionFiles(join(folder, 'nowhere'))).rejects.toThrow(/nowhere: no such file or folder/);
    await expect(findVersionFiles(join(TEXTS, 'index.json'))).rejects.toThrow(/import its folder/);
  });
});

describe.each(testDatabases)('importing versions on $name', (kind) => {
  const database = useTestDatabase(kind);
  const ids = { kjv: uniqueVersionId('kjv'), ayt: uniqueVersionId('ayt'), broken: uniqueVersionId('broken') };
  const renamed = new Map(Object.entries(ids));
  /** This run's versions among the listed ones, which on PostgreSQL include other runs' and files'. */
  const listThisRun = async () =>
    (await listLocalVersions(database.db)).map((listed) => listed.id).filter((id) => Object.values(ids).includes(id));
  /**
   * Writes a text under this run's id for it, gzip-compressed, into dir; returns its path. The
   * non-commercial Indonesian text (ayt) is not among the fixtures: the KJV's verses stand in,
   * under AYT's name and licence, and the folder's index says it forbids commercial use.
   */
  const writeText = async (dir: string, id: 'kjv' | 'ayt') => {
    const text = id === 'kjv' ? kjv : { ...kjv, ...NON_COMMERCIAL };
    const path = join(dir, `${ids[id]}.json.gz`);
    writeFileSync(path, gzipSync(JSON.stringify({ ...text, id: ids[id] })));
    return path;
  };
  /** The test texts' index.json plus AYT's entry, with this run's ids, its entries changed by change. */
  const writeIndex = (dir: string, change: (entry: { id: string }, sharedId: string) => object = (entry) => entry) => {
    const index = JSON.parse(readFileSync(join(TEXTS, 'index.json'), 'utf8')) as { versions: { id: string }[] };
    const aytEntry = { id: 'ayt', abbr: 'AYT', name: NON_COMMERCIAL.name, language: 'id', commercialUse: false };
    const versions = [...index.versions, aytEntry].map((entry) =>
      change({ ...entry, id: renamed.get(entry.id) ?? entry.id }, entry.id),
    );
    writeFileSync(join(dir, 'index.json'), JSON.stringify({ versions }));
  };

  it('imports nothing when any file is broken, even the good ones', async () => {
    const good = await writeText(mkdtempSync(join(folder, 'good-')), 'kjv');
    const broken = write('broken.json', JSON.stringify({ ...kjv, id: ids.broken, books: kjv.books.slice(0, 65) }));
    const truncated = write('cut.json.gz', gzipSync(JSON.stringify(kjv)).subarray(0, 1000));
    const log = memoryLog();
    const error = await importVersions(database.db, [good, broken, truncated], { log }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ImportError);
    expect((error as Error).message).toMatch(/^Nothing was imported: 2 files are not valid\./);
    expect((error as Error).message).toContain('broken.json: books: has 65 books, expected 66');
    expect((error as Error).message).toContain('cut.json.gz: not a readable gzip file');
    expect(await listThisRun()).toEqual([]);

    // The same version twice under two files is refused too.
    const copy = write('kjv-copy.json', JSON.stringify({ ...kjv, id: ids.kjv }));
    await expect(importVersions(database.db, [good, copy], { log })).rejects.toThrow(
      `kjv-copy.json: holds version "${ids.kjv}"`,
    );
    await expect(importVersions(database.db, [], { log })).rejects.toThrow(ImportError);
    expect(await listThisRun()).toEqual([]);
  });

  it('takes the commercial-use flag from the folder index when the file lacks it, and warns', async () => {
    const indexed = mkdtempSync(join(folder, 'indexed-'));
    const file = await writeText(indexed, 'kjv');
    writeIndex(indexed, (entry, sharedId) => ({ ...entry, commercialUse: sharedId !== 'kjv' }));
    const log = memoryLog();
    const progress: ImportProgress[] = [];
    const results = await importVersions(database.db, [indexed], { log, onProgress: (event) => progress.push(event) });

    expect(results).toEqual([
      { id: ids.kjv, name: 'King James Version', from: file, status: 'imported', verseCount: 31102 },
    ]);
    expect(log.lines.warn).toEqual([
      `${ids.kjv}: licence Public Domain forbids commercial use; premium features are paid — get permission or remove it`,
    ]);
    expect((await findLocalVersion(database.db, ids.kjv))?.commercialUse).toBe(false);
    expect(progress[0]).toEqual({
      versionId: ids.kjv,
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
    await writeText(startFolder, 'kjv');
    await writeText(startFolder, 'ayt');
    writeIndex(startFolder);
    const kjvBefore = await findLocalVersion(database.db, ids.kjv);

    const log = memoryLog();
    const results = await importMissingVersions(database.db, startFolder, log);
    expect(results.map((result) => [result.id, result.status])).toEqual([[ids.ayt, 'imported']]);
    expect(log.lines.warn).toEqual([
      `${ids.ayt}: licence CC BY-NC-SA (non-commercial use only) forbids commercial use; premium features are paid — get permission or remove it`,
    ]);
    expect(log.lines.info).toEqual([
      expect.stringMatching(
        new RegExp(`^${ids.ayt}: imported \\(Alkitab Yang Terbuka, 31102 verses\\) from .*${ids.ayt}\\.json\\.gz$`),
      ),
    ]);
    // kjv was present (from the previous test): left as it was, not re-imported from this folder's index.
    expect(await findLocalVersion(database.db, ids.kjv)).toEqual(kjvBefore);
    expect(await findLocalVersion(database.db, ids.ayt)).toMatchObject({ language: 'id', commercialUse: false });
    expect((await getLocalChapter(database.db, ids.ayt, 42, 3))?.verses).toHaveLength(36);

    const again = memoryLog();
    expect(await importMissingVersions(database.db, startFolder, again)).toEqual([]);
    expect(again.lines).toEqual({ info: [], warn: [] });
  });
});
