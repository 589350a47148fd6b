import { gunzipSync } from 'node:zlib';
import { BibleChapterSchema, BibleDownloadSchema, BibleVersionsResponseSchema } from '@bible-journey/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BibleConfig } from '../../config.js';
import { testConfig } from '../../test/app.js';
import { pgliteOnly } from '../../test/databases.js';
import {
  loadFixtureText,
  startFakeABibliaDigital,
  startFakeBibleBrain,
  startFakeFreeUse,
} from '../../test/fake-bible-providers.js';
import { useBeforeAll, useServerSuite, useTestApp, useTestDatabase } from '../../test/suite.js';
import type { BibleText } from './bible-text.js';
import { saveVersion } from './local-store.js';

const TIMEOUT_MS = 400;

let kjv: BibleText;
let web: BibleText;
let blivre: BibleText;

beforeAll(() => {
  kjv = loadFixtureText('kjv');
  web = loadFixtureText('web');
  blivre = loadFixtureText('blivre');
});

const verse = (text: BibleText, bookIndex: number, chapter: number, number: number) =>
  text.books[bookIndex]?.chapters[chapter - 1]?.[number - 1];

function bibleConfig(overrides: Partial<BibleConfig>): BibleConfig {
  return { ...testConfig().bible, timeoutMs: TIMEOUT_MS, ...overrides };
}

async function versionsOf(app: FastifyInstance, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/bible/versions${query}` });
  expect(response.statusCode).toBe(200);
  return BibleVersionsResponseSchema.parse(response.json()).versions;
}

// Version ids are global, so these run on a fresh embedded database each.
describe.each(pgliteOnly)('Bible versions and chapters (fresh $name)', (kind) => {
  describe('with no source configured', () => {
    const { database, app } = useServerSuite(kind);

    it('lists every version of spec 2 as not available, in picker order', async () => {
      const versions = await versionsOf(app);
      expect(versions.map((version) => version.id)).toEqual([
        'nvi',
        'acf',
        'bsp',
        'faa',
        'jfa',
        'asv',
        'esv',
        'evd',
        'kjv',
        'nas',
        'rev',
        'web',
        'wm1',
        'wmv',
        'ala',
        'id-asv',
        'ntv',
        'shv',
        'pbg',
      ]);
      expect(versions.every((version) => !version.available && !version.downloadAvailable)).toBe(true);
      expect(versions.find((version) => version.id === 'nvi')?.origin).toBe('aBibliaDigital');
      expect(versions.find((version) => version.id === 'esv')?.origin).toBe('bibleBrain');
    });

    it('filters by language and refuses an unknown one', async () => {
      const polish = await versionsOf(app, '?language=pl');
      expect(polish.map((version) => version.id)).toEqual(['pbg']);
      const response = await app.inject({ method: 'GET', url: '/api/bible/versions?language=fr' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('language');
    });

    it('answers 503 for a version whose source is not set up, and 404 for an unknown one', async () => {
      const unset = await app.inject({ method: 'GET', url: '/api/bible/esv/john/3' });
      expect(unset.statusCode).toBe(503);
      expect(unset.json().message).toContain('ESV');
      const unknown = await app.inject({ method: 'GET', url: '/api/bible/nope/john/3' });
      expect(unknown.statusCode).toBe(404);
    });

    it('answers the copyright of a version it cannot read, or does not know, as null (never an error)', async () => {
      for (const id of ['esv', 'nope']) {
        const response = await app.inject({ method: 'GET', url: `/api/bible/${id}/copyright` });
        expect(response.statusCode, id).toBe(200);
        expect(response.json(), id).toEqual({ copyright: null });
      }
    });

    it('serves a version imported while it runs at once, though it keeps the version list a few seconds', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/bible/pbg/john/3' })).statusCode).toBe(503);
      const pbg = loadFixtureText('pbg');
      await saveVersion(database.db, pbg);
      const chapter = await app.inject({ method: 'GET', url: '/api/bible/pbg/john/3' });
      expect(chapter.statusCode).toBe(200);
      expect(BibleChapterSchema.parse(chapter.json()).verses[15]?.text).toBe(verse(pbg, 42, 3, 16));
      expect((await app.inject({ method: 'GET', url: '/api/bible/pbg' })).statusCode).toBe(200);
    });

    it('validates the chapter address', async () => {
      for (const url of [
        '/api/bible/kjv/jon/3',
        '/api/bible/kjv/john/0',
        '/api/bible/kjv/john/x',
        '/api/bible/KJV!/john/3',
      ]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(400);
      }
    });
  });

  describe('with an imported text', () => {
    const database = useTestDatabase(kind);
    beforeAll(async () => {
      await saveVersion(database.db, kjv);
      await saveVersion(database.db, blivre);
    });
    const app = useTestApp(database);

    it('serves it locally under its catalog id, downloadable', async () => {
      const english = await versionsOf(app, '?language=en');
      expect(english.find((version) => version.id === 'kjv')).toMatchObject({
        origin: 'local',
        available: true,
        downloadAvailable: true,
      });
      const portuguese = await versionsOf(app, '?language=pt');
      // Imported texts that spec 2's table doesn't name come after its versions.
      expect(portuguese.at(-1)).toMatchObject({ id: 'blivre', origin: 'local', available: true });
    });

    it('answers a chapter with its verses, book name and copyright line', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/bible/kjv/john/3' });
      expect(response.statusCode).toBe(200);
      const chapter = BibleChapterSchema.parse(response.json());
      expect(chapter.book).toEqual({ key: 'john', name: 'John' });
      expect(chapter.chapter).toBe(3);
      expect(chapter.verses).toHaveLength(36);
      expect(chapter.verses[15]).toEqual({ number: 16, text: verse(kjv, 42, 3, 16) });
      expect(chapter.copyright).toContain('Public Domain');
      expect(response.headers['cache-control']).toContain('max-age');
    });

    it('keeps a psalm title apart from verse 1 and names the book in the version’s language', async () => {
      const psalm = BibleChapterSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/bible/kjv/psalms/3' })).json(),
      );
      expect(psalm.title).toBe(kjv.books[18]?.titles?.['3']);
      const portuguese = BibleChapterSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/bible/blivre/genesis/1' })).json(),
      );
      expect(portuguese.book.name).toBe('Gênesis');
      expect(portuguese.copyright).toContain('Creative Commons');
    });

    it('answers 404 for a chapter the version lacks', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/bible/kjv/jude/2' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain('Jude 2');
    });

    it('serves the whole version gzip-compressed, with an ETag that answers 304', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/bible/kjv',
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['cache-control']).toContain('max-age=604800');
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[0-9a-f]+"$/);
      const download = BibleDownloadSchema.parse(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')));
      expect(download.version).toEqual({ id: 'kjv', abbr: 'KJV', name: kjv.name, language: 'en' });
      expect(download.books).toHaveLength(66);
      expect(download.books.reduce((sum, book) => sum + book.chapters.length, 0)).toBe(1189);
      expect(download.books[42]?.chapters[2]?.[15]).toBe(verse(kjv, 42, 3, 16));

      const again = await app.inject({ method: 'GET', url: '/api/bible/kjv', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);

      const plain = await app.inject({
        method: 'GET',
        url: '/api/bible/kjv',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(BibleDownloadSchema.parse(plain.json()).books).toHaveLength(66);
    });
  });

  describe('with the Free Use Bible API', () => {
    const database = useTestDatabase(kind);
    const freeUse = useBeforeAll(
      'the fake Free Use Bible API',
      () =>
        startFakeFreeUse({
          translations: [
            { id: 'eng_kjv', language: 'eng', text: kjv },
            { id: 'por_blivre', language: 'por', text: blivre },
          ],
        }),
      (provider) => provider.close(),
    );
    const app = useTestApp(database, { config: () => ({ bible: bibleConfig({ freeUseUrl: freeUse.origin }) }) });

    it('serves a catalog version through its freeUse translation and lists the other open ones', async () => {
      const versions = await versionsOf(app);
      expect(versions.find((version) => version.id === 'kjv')).toMatchObject({
        origin: 'freeUse',
        available: true,
        downloadAvailable: true,
      });
      expect(versions.find((version) => version.id === 'por_blivre')).toMatchObject({
        language: 'pt',
        origin: 'freeUse',
        available: true,
      });
    });

    it('fetches a chapter once and then serves it from the cache, even with the provider down', async () => {
      const first = BibleChapterSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/bible/kjv/romans/8' })).json(),
      );
      expect(first.verses[27]).toEqual({ number: 28, text: verse(kjv, 44, 8, 28) });
      const asked = freeUse.requests.filter((path) => path.includes('/ROM/8')).length;
      expect(asked).toBe(1);

      freeUse.behave('error');
      try {
        const cached = await app.inject({ method: 'GET', url: '/api/bible/kjv/romans/8' });
        expect(cached.statusCode).toBe(200);
        expect(cached.json()).toEqual(first);
        expect(freeUse.requests.filter((path) => path.includes('/ROM/8'))).toHaveLength(1);

        const failing = await app.inject({ method: 'GET', url: '/api/bible/kjv/romans/9' });
        expect(failing.statusCode).toBe(502);
        expect(failing.json().message).toMatch(/provider/);
      } finally {
        freeUse.behave('ok');
      }
    });

    it('gives a clean 504, never a hang, when the provider is too slow', async () => {
      for (const mode of ['slow', 'hang'] as const) {
        freeUse.behave(mode);
        try {
          const started = Date.now();
          const response = await app.inject({ method: 'GET', url: `/api/bible/kjv/acts/${mode === 'slow' ? 1 : 2}` });
          expect(response.statusCode).toBe(504);
          expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1_500);
        } finally {
          freeUse.behave('ok');
        }
      }
    });

    it('answers 502 when the provider answers garbage', async () => {
      freeUse.behave('garbage');
      try {
        const response = await app.inject({ method: 'GET', url: '/api/bible/kjv/acts/3' });
        expect(response.statusCode).toBe(502);
      } finally {
        freeUse.behave('ok');
      }
    });

    it('copies the whole translation on the first download, then serves it from the store under the same id', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/bible/kjv',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(response.statusCode).toBe(200);
      const download = BibleDownloadSchema.parse(JSON.parse(gunzipSync(response.rawPayload).toString('utf8')));
      expect(download.version).toMatchObject({ id: 'kjv', abbr: 'KJV', language: 'en' });
      expect(download.books[0]?.chapters[0]?.[0]).toBe(verse(kjv, 0, 1, 1));

      const again = await app.inject({ method: 'GET', url: '/api/bible/kjv', headers: { 'accept-encoding': 'gzip' } });
      expect(again.headers.etag).toBe(response.headers.etag);
      expect(freeUse.requests.filter((path) => path.endsWith('/complete.json'))).toHaveLength(1);
      const versions = await versionsOf(app, '?language=en');
      expect(versions.find((version) => version.id === 'kjv')?.origin).toBe('local');
    });
  });

  describe('with the keyed providers', () => {
    const database = useTestDatabase(kind);
    const bibleBrain = useBeforeAll(
      'the fake Bible Brain',
      () =>
        startFakeBibleBrain({
          key: 'dbp-key',
          filesets: { ENGESVN2ET: web },
          copyrights: { ENGESV: 'Scripture quotations are from the ESV® Bible.' },
        }),
      (provider) => provider.close(),
    );
    const aBibliaDigital = useBeforeAll(
      'the fake A Bíblia Digital',
      () => startFakeABibliaDigital({ token: 'abd-token', versions: { nvi: blivre } }),
      (provider) => provider.close(),
    );
    const app = useTestApp(database, {
      config: () => ({
        bible: bibleConfig({
          bibleBrain: { key: 'dbp-key', url: bibleBrain.origin },
          aBibliaDigital: { token: 'abd-token', url: aBibliaDigital.origin },
        }),
      }),
    });

    it('lists keyed versions as available but not downloadable', async () => {
      const versions = await versionsOf(app);
      expect(versions.find((version) => version.id === 'esv')).toMatchObject({
        origin: 'bibleBrain',
        available: true,
        downloadAvailable: false,
      });
      expect(versions.find((version) => version.id === 'nvi')).toMatchObject({
        origin: 'aBibliaDigital',
        available: true,
      });
      const refused = await app.inject({ method: 'GET', url: '/api/bible/esv' });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toContain('ESV');
    });

    it('reads a bibleBrain chapter with its copyright line', async () => {
      const chapter = BibleChapterSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/bible/esv/john/1' })).json(),
      );
      expect(chapter.verses[0]).toEqual({ number: 1, text: verse(web, 42, 1, 1) });
      expect(chapter.copyright).toBe('Scripture quotations are from the ESV® Bible.');
      const copyright = await app.inject({ method: 'GET', url: '/api/bible/esv/copyright' });
      expect(copyright.json()).toEqual({ copyright: 'Scripture quotations are from the ESV® Bible.' });
    });

    it('gives a null copyright when the copyright call fails', async () => {
      bibleBrain.behave('error');
      try {
        const response = await app.inject({ method: 'GET', url: '/api/bible/evd/copyright' });
        expect(response.json()).toEqual({ copyright: null });
      } finally {
        bibleBrain.behave('ok');
      }
    });

    it('reads an A Bíblia Digital chapter without a copyright call', async () => {
      const chapter = BibleChapterSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/bible/nvi/genesis/1' })).json(),
      );
      expect(chapter.book.key).toBe('genesis');
      expect(chapter.verses[0]).toEqual({ number: 1, text: verse(blivre, 0, 1, 1) });
      expect(chapter.copyright).toBeNull();
      const missing = await app.inject({ method: 'GET', url: '/api/bible/nvi/obadiah/2' });
      expect(missing.statusCode).toBe(404);
    });
  });
});
