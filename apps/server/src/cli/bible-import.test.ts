import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BOOKS } from '@bible-journey/core';
import { type LocalServer, startLocalServer } from '@bible-journey/test-support/local-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import type { BibleText } from '../modules/bible/bible-text.js';
import { loadVersionFile } from '../modules/bible/import-files.js';
import { findLocalVersion, getLocalChapter, listLocalVersions } from '../modules/bible/local-store.js';
import { BIBLE_TEXTS_DIR } from '../test/bible-texts.js';
import { type CliIo, runBibleImport } from './bible-import.js';

const TEXTS = BIBLE_TEXTS_DIR;
const JOHN = 42;

/** Runs the command as `npm run bible:import -- ...args` would, keeping what it prints. */
async function run(args: string[], env: NodeJS.ProcessEnv, { tty = false } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    stdout: { write: (text: string) => out.push(text), isTTY: tty },
    stderr: { write: (text: string) => err.push(text) },
    env,
  };
  const code = await runBibleImport(args, io);
  return { code, stdout: out.join(''), stderr: err.join('') };
}

/** The Free Use Bible API's complete.json for a text: verses and psalm subtitles, as the API shapes them. */
function freeUseComplete(text: BibleText) {
  return {
    translation: {
      id: 'eng_kjv',
      name: 'King James Version',
      shortName: 'KJV',
      englishName: 'King James Version',
      language: 'eng',
      website: 'https://example.org/kjv',
      licenseUrl: 'https://example.org/public-domain',
      numberOfBooks: 66,
    },
    books: text.books.map((book, index) => ({
      id: BOOKS[index]?.usfm,
      name: BOOKS[index]?.name.en,
      chapters: book.chapters.map((verses, chapter) => ({
        chapter: {
          number: chapter + 1,
          content: [
            ...(book.titles?.[String(chapter + 1)]
              ? [{ type: 'hebrew_subtitle', content: [book.titles[String(chapter + 1)]] }]
              : []),
            ...verses.map((verse, number) => ({ type: 'verse', number: number + 1, content: [verse] })),
          ],
        },
      })),
    })),
  };
}

// Each test runs the command as its own process, which opens PGlite and applies every migration
// before it imports: on a shared 2-CPU machine that alone can take most of the default 30 s.
describe('npm run bible:import', { timeout: 120_000 }, () => {
  let home: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let freeUse: LocalServer;
  let kjv: BibleText;
  let freeUseFails = false;

  beforeAll(async () => {
    expect(existsSync(join(TEXTS, 'pbg.json.gz')), `the test texts are at ${TEXTS}`).toBe(true);
    home = mkdtempSync(join(tmpdir(), 'bible-import-cli-'));
    dataDir = join(home, 'data');
    kjv = await loadVersionFile(join(TEXTS, 'kjv.json.gz'));
    const complete = JSON.stringify(freeUseComplete(kjv));
    freeUse = await startLocalServer((_request, response, url) => {
      if (freeUseFails || url.pathname !== '/api/eng_kjv/complete.json') {
        response.writeHead(freeUseFails ? 500 : 404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(complete);
    });
    env = { DATA_DIR: dataDir, FREE_USE_BIBLE_URL: freeUse.origin };
  });
  afterAll(async () => {
    await freeUse?.close();
    rmSync(home, { recursive: true, force: true });
  });

  /** Opens the data folder the command wrote, as the server would. */
  async function withDatabase<T>(use: (database: Database) => Promise<T>): Promise<T> {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  }

  it('explains its usage, and refuses wrong arguments with it', async () => {
    const help = await run(['--help'], env);
    expect(help).toMatchObject({ code: 0, stderr: '' });
    expect(help.stdout).toContain('npm run bible:import -- PATH [PATH...]');

    for (const [args, message] of [
      [[], /Name a version file or a folder/],
      [['--from', 'bibleBrain', 'ENGKJV'], /the only source is freeUse/],
      [['--from', 'freeUse'], /takes one translation id/],
      [['--id', 'kjv', 'file.json'], /--id goes with --from freeUse/],
      [['--from', 'freeUse', 'x', '--id', 'Not An Id'], /can't be a version id/],
      [['--verbose', 'file.json'], /Unknown option '--verbose'/],
    ] as const) {
      const result = await run([...args], env);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr).toContain('Usage:');
    }
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses a broken file before touching the database', async () => {
    const broken = join(home, 'broken.json');
    writeFileSync(broken, JSON.stringify({ ...kjv, id: 'broken', books: kjv.books.slice(0, 65) }));
    const result = await run([join(TEXTS, 'pbg.json.gz'), broken], env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Nothing was imported');
    expect(result.stderr).toContain('broken.json: books: has 65 books, expected 66');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('imports a file into the server database, printing plain progress lines off a terminal', async () => {
    const result = await run([join(TEXTS, 'pbg.json.gz')], env);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Saving pbg (1/1): chapters 0 of 1189 saved so far');
    expect(result.stdout).toMatch(/pbg: imported \(Biblia Gdańska \(1881\), 31073 verses\) from .*pbg\.json\.gz/);
    expect(result.stdout).toContain('Done: 1 imported, 0 replaced, 0 unchanged.');

    const again = await run([join(TEXTS, 'pbg.json.gz')], env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('Done: 0 imported, 0 replaced, 1 unchanged.');

    const version = await withDatabase((database) => findLocalVersion(database.db, 'pbg'));
    expect(version).toMatchObject({ language: 'pl', license: 'Public Domain', verseCount: 31073 });
  });

  it('fails with a clear message while a server holds the data folder', async () => {
    await withDatabase(async () => {
      const result = await run([join(TEXTS, 'pbg.json.gz')], env);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/data folder .* is in use by a running Bible Journey server/);
      expect(result.stderr).toContain('Stop the server');
      expect(result.stderr).toContain('DATABASE_URL');
    });
  });

  it('downloads a whole translation from freeUse under its catalog id, with a bar on a terminal', async () => {
    const result = await run(['--from', 'freeUse', 'eng_kjv'], env, { tty: true });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Saving .*100% \| 1189\/1189 chapters \| kjv \(1\/1\)/);
    expect(result.stdout).toContain('kjv: imported (King James Version, 31102 verses) from freeUse eng_kjv');

    await withDatabase(async (database) => {
      expect((await listLocalVersions(database.db)).map((version) => version.id)).toEqual(['kjv', 'pbg']);
      const john3 = await getLocalChapter(database.db, 'kjv', JOHN, 3);
      expect(john3?.verses[15]).toBe(kjv.books[JOHN]?.chapters[2]?.[15]);
      expect(john3?.bookName).toBe('John');
      expect((await getLocalChapter(database.db, 'kjv', 18, 3))?.title).toMatch(/^A Psalm of David/);
      expect(await findLocalVersion(database.db, 'kjv')).toMatchObject({
        abbr: 'KJV',
        license: 'See https://example.org/public-domain',
      });
    });

    freeUseFails = true;
    const failed = await run(['--from', 'freeUse', 'eng_kjv', '--id', 'kjv-copy'], env);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(
      /^Could not download eng_kjv from http:\/\/127\.0\.0\.1:\d+: freeUse: .* answered 500/,
    );
    const none = await run(['--from', 'freeUse', 'eng_kjv'], { ...env, FREE_USE_BIBLE_URL: 'off' });
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining('switched off') });
  });
});
