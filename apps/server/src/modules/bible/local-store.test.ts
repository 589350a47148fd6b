import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { BibleDownloadSchema } from '@bible-journey/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIBLE_TEXTS_DIR } from '../../test/bible-texts.js';
import { testDatabases } from '../../test/databases.js';
import { useTestDatabase } from '../../test/suite.js';
import type { BibleText } from './bible-text.js';
import { loadVersionFile } from './import-files.js';
import {
  copyrightLine,
  findLocalVersion,
  getLocalChapter,
  getLocalDownload,
  listLocalVersions,
  saveVersion,
} from './local-store.js';

const TEXTS = BIBLE_TEXTS_DIR;
const JOHN = 42;
const PSALMS = 18;

/** A version id no other run or test file uses: the PostgreSQL test database is shared and keeps its rows. */
const uniqueVersionId = (id: string) => `${id}-${randomUUID().slice(0, 8)}`;

describe.each(testDatabases)('local Bible store on $name', (kind) => {
  const database = useTestDatabase(kind);
  let kjv: BibleText;
  const kjvId = uniqueVersionId('kjv');
  const blivreId = uniqueVersionId('blivre');
  const missingId = uniqueVersionId('nope');
  /** This run's versions among the listed ones, which on PostgreSQL include other runs' and files'. */
  const listThisRun = async () =>
    (await listLocalVersions(database.db)).map((listed) => listed.id).filter((id) => id === kjvId || id === blivreId);

  beforeAll(async () => {
    expect(existsSync(`${TEXTS}kjv.json.gz`), `the test texts are at ${TEXTS}`).toBe(true);
    kjv = { ...(await loadVersionFile(`${TEXTS}kjv.json.gz`)), id: kjvId };
  });

  it('imports a whole version and reads its chapters back', async () => {
    expect(await saveVersion(database.db, kjv)).toEqual({ status: 'imported' });

    const john3 = await getLocalChapter(database.db, kjvId, JOHN, 3);
    expect(john3?.verses[15]).toBe(kjv.books[JOHN]?.chapters[2]?.[15]);
    expect(john3?.verses[15]).toMatch(/^For God so loved the world/);
    expect(john3).toMatchObject({ title: null, bookName: null });
    expect(john3?.verses).toHaveLength(36);

    const psalm3 = await getLocalChapter(database.db, kjvId, PSALMS, 3);
    expect(psalm3?.title).toBe(kjv.books[PSALMS]?.titles?.['3']);
    expect(psalm3?.title).toMatch(/^A Psalm of David/);

    expect(await getLocalChapter(database.db, kjvId, JOHN, 22)).toBeNull();
    expect(await getLocalChapter(database.db, missingId, JOHN, 3)).toBeNull();

    const version = await findLocalVersion(database.db, kjvId);
    if (!version) throw new Error(`${kjvId} not stored`);
    expect(version).toMatchObject({
      id: kjvId,
      abbr: 'KJV',
      name: 'King James Version',
      language: 'en',
      license: 'Public Domain',
      attribution: null,
      commercialUse: true,
      verseCount: 31102,
    });
    expect(version.notice).toMatch(/United Kingdom/);
    expect(copyrightLine(version)).toBe('King James Version — Public Domain');
    expect(await findLocalVersion(database.db, missingId)).toBeNull();
    expect(await listThisRun()).toEqual([kjvId]);
  });

  it('serves the whole version as gzip-compressed JSON of the contract, with a stable ETag', async () => {
    const stored = await getLocalDownload(database.db, kjvId);
    if (!stored) throw new Error('no download stored');
    expect(stored.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(stored.gzip.length).toBeLessThan(1_500_000);

    const download = BibleDownloadSchema.parse(JSON.parse(gunzipSync(stored.gzip).toString('utf8')));
    expect(download.version).toEqual({ id: kjvId, abbr: 'KJV', name: 'King James Version', language: 'en' });
    expect(download.copyright).toBe('King James Version — Public Domain');
    expect(download.books).toHaveLength(66);
    expect(download.books.reduce((sum, book) => sum + book.chapters.length, 0)).toBe(1189);
    expect(download.books[JOHN]).toMatchObject({ key: 'john', name: 'John' });
    expect(download.books[JOHN]?.chapters[2]?.[15]).toBe(kjv.books[JOHN]?.chapters[2]?.[15]);
    expect(download.books[PSALMS]?.titles?.['3']).toMatch(/^A Psalm of David/);
    expect(download.books[0]?.titles).toBeUndefined();

    expect(await getLocalDownload(database.db, missingId)).toBeNull();
  });

  // Imports two whole Bibles: far from the default 30 s alone, not on a loaded 2-CPU machine.
  it('writes nothing when the same text is imported again, and replaces a changed one', {
    timeout: 120_000,
  }, async () => {
    const before = await getLocalDownload(database.db, kjvId);
    expect(await saveVersion(database.db, kjv)).toEqual({ status: 'unchanged' });
    expect((await getLocalDownload(database.db, kjvId))?.etag).toBe(before?.etag);

    const changed = structuredClone(kjv);
    const john3 = changed.books[JOHN]?.chapters[2];
    if (!john3) throw new Error('John 3 missing');
    john3[15] = 'For God so loved the world (changed).';
    changed.books[JOHN] = {
      ...changed.books[JOHN],
      key: 'john',
      index: JOHN,
      chapters: changed.books[JOHN]?.chapters ?? [],
      name: 'Gospel of John',
    };
    expect(await saveVersion(database.db, changed)).toEqual({ status: 'replaced' });

    expect(await getLocalChapter(database.db, kjvId, JOHN, 3)).toMatchObject({ bookName: 'Gospel of John' });
    expect((await getLocalChapter(database.db, kjvId, JOHN, 3))?.verses[15]).toBe(
      'For God so loved the world (changed).',
    );
    // Books the text doesn't name take the interface's name in its language.
    expect((await getLocalChapter(database.db, kjvId, 0, 1))?.bookName).toBe('Genesis');
    const after = await getLocalDownload(database.db, kjvId);
    expect(after?.etag).not.toBe(before?.etag);
    expect(await saveVersion(database.db, changed)).toEqual({ status: 'unchanged' });
    expect((await getLocalDownload(database.db, kjvId))?.etag).toBe(after?.etag);

    // Licence details outside the served text are updated too.
    expect(await saveVersion(database.db, { ...changed, commercialUse: false })).toEqual({ status: 'replaced' });
    expect((await findLocalVersion(database.db, kjvId))?.commercialUse).toBe(false);

    expect(await saveVersion(database.db, kjv)).toEqual({ status: 'replaced' });
    expect((await getLocalDownload(database.db, kjvId))?.etag).toBe(before?.etag);
    expect((await getLocalChapter(database.db, kjvId, JOHN, 3))?.bookName).toBeNull();
  });

  it('keeps the attribution a licence requires as the copyright line', async () => {
    const blivre = { ...(await loadVersionFile(`${TEXTS}blivre.json.gz`)), id: blivreId };
    expect(await saveVersion(database.db, blivre)).toEqual({ status: 'imported' });
    const version = await findLocalVersion(database.db, blivreId);
    if (!version) throw new Error(`${blivreId} not stored`);
    expect(version).toMatchObject({ license: 'CC BY 3.0 BR', verseCount: 31103 });
    const line = copyrightLine(version);
    expect(line).toBe(blivre.attribution);
    expect(line).toContain('(C) 2017 Diego Santos, Mario Sérgio & Marco Teles');
    expect(line).toContain('Creative Commons Attribution 3.0 Brazil');

    const stored = await getLocalDownload(database.db, blivreId);
    const download = BibleDownloadSchema.parse(
      JSON.parse(gunzipSync(stored?.gzip ?? Buffer.alloc(0)).toString('utf8')),
    );
    expect(download.copyright).toBe(line);
    expect(download.books[JOHN]?.name).toBe('João');
    expect((await getLocalChapter(database.db, blivreId, 65, 12))?.verses).toHaveLength(18);
    expect(await listThisRun()).toEqual([blivreId, kjvId]);
  });
});
