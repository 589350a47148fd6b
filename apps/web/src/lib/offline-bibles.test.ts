import 'fake-indexeddb/auto';
import type { BibleDownload } from '@bible-journey/contract';
import { deleteDB } from 'idb';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deleteOfflineVersion,
  getOfflineChapter,
  isWholeVersion,
  listOfflineVersions,
  missingOfflineChapters,
  OFFLINE_BIBLES_DB,
  saveBibleDownload,
  saveOfflineChapters,
} from './offline-bibles.ts';

afterEach(() => deleteDB(OFFLINE_BIBLES_DB));

function buildDownload(id: string, overrides: Partial<BibleDownload> = {}): BibleDownload {
  return {
    version: { id, abbr: id.toUpperCase(), name: `Version ${id}`, language: 'en' },
    copyright: `${id.toUpperCase()}: public domain`,
    books: [
      {
        key: 'genesis',
        name: 'Genesis',
        chapters: [
          ['In the beginning God created the heaven and the earth.', 'And the earth was without form.'],
          ['Thus the heavens and the earth were finished.'],
        ],
      },
      {
        key: 'psalms',
        name: 'Psalms',
        chapters: [['Blessed is the man.'], ['Why do the heathen rage?', '']],
        titles: { '2': 'A psalm of David.' },
      },
    ],
    ...overrides,
  };
}

describe('offline bibles', () => {
  it('stores a whole version and reads its chapters back in the API’s shape', async () => {
    await saveBibleDownload(buildDownload('kjv'), {
      etag: '"abc"',
      byteSize: 1234,
      downloadedAt: '2026-03-01T10:00:00Z',
    });

    expect(await getOfflineChapter('kjv', 'genesis', 1)).toEqual({
      book: { key: 'genesis', name: 'Genesis' },
      chapter: 1,
      title: null,
      verses: [
        { number: 1, text: 'In the beginning God created the heaven and the earth.' },
        { number: 2, text: 'And the earth was without form.' },
      ],
      copyright: 'KJV: public domain',
    });
    const psalm = await getOfflineChapter('kjv', 'psalms', 2);
    expect(psalm?.title).toBe('A psalm of David.');
    expect(psalm?.verses[1]).toEqual({ number: 2, text: '' });
    expect(await listOfflineVersions()).toEqual([
      {
        id: 'kjv',
        abbr: 'KJV',
        name: 'Version kjv',
        language: 'en',
        etag: '"abc"',
        copyright: 'KJV: public domain',
        downloadedAt: '2026-03-01T10:00:00Z',
        byteSize: 1234,
      },
    ]);
  });

  it('answers null for a chapter or a version the device doesn’t have', async () => {
    await saveBibleDownload(buildDownload('kjv'), { etag: null, byteSize: 10 });
    expect(await getOfflineChapter('kjv', 'genesis', 3)).toBeNull();
    expect(await getOfflineChapter('kjv', 'exodus', 1)).toBeNull();
    expect(await getOfflineChapter('web', 'genesis', 1)).toBeNull();
  });

  it('replaces an earlier copy of the same version, leaving no chapter of the old one', async () => {
    await saveBibleDownload(buildDownload('kjv'), { etag: '"v1"', byteSize: 10 });
    const smaller = buildDownload('kjv', {
      books: [{ key: 'genesis', name: 'Genesis', chapters: [['New text.']] }],
    });
    await saveBibleDownload(smaller, { etag: '"v2"', byteSize: 5 });

    expect((await getOfflineChapter('kjv', 'genesis', 1))?.verses).toEqual([{ number: 1, text: 'New text.' }]);
    expect(await getOfflineChapter('kjv', 'genesis', 2)).toBeNull();
    expect((await listOfflineVersions()).map((version) => version.etag)).toEqual(['"v2"']);
  });

  it('keeps nothing of a download that fails half-way, and the earlier copy stays', async () => {
    await saveBibleDownload(buildDownload('kjv'), { etag: '"v1"', byteSize: 10 });
    const broken = buildDownload('kjv');
    // A value IndexedDB can't clone makes the put throw in the middle of the books.
    (broken.books[1]?.chapters[0] as unknown[])[0] = () => 'not storable';

    await expect(saveBibleDownload(broken, { etag: '"v2"', byteSize: 10 })).rejects.toThrow();
    await expect(
      saveBibleDownload(buildDownload('web', { books: broken.books }), { etag: null, byteSize: 1 }),
    ).rejects.toThrow();

    expect((await listOfflineVersions()).map((version) => `${version.id} ${version.etag}`)).toEqual(['kjv "v1"']);
    expect(await getOfflineChapter('kjv', 'genesis', 1)).not.toBeNull();
    expect(await getOfflineChapter('web', 'genesis', 1)).toBeNull();
  });

  it('lists versions in download order and deletes one with all its chapters, not the others', async () => {
    await saveBibleDownload(buildDownload('web'), { etag: null, byteSize: 1, downloadedAt: '2026-03-02T00:00:00Z' });
    await saveBibleDownload(buildDownload('kjv'), { etag: null, byteSize: 1, downloadedAt: '2026-03-01T00:00:00Z' });
    expect((await listOfflineVersions()).map((version) => version.id)).toEqual(['kjv', 'web']);

    await deleteOfflineVersion('kjv');
    expect((await listOfflineVersions()).map((version) => version.id)).toEqual(['web']);
    expect(await getOfflineChapter('kjv', 'psalms', 2)).toBeNull();
    expect(await getOfflineChapter('web', 'psalms', 2)).not.toBeNull();
  });

  it('keeps some chapters as a version partly kept, adds to them, and gives way to the whole version', async () => {
    const kjv = { id: 'kjv', abbr: 'KJV', name: 'King James Version', language: 'en' as const };
    const chapter = (number: number, text: string) => ({
      book: { key: 'genesis', name: 'Genesis' },
      chapter: number,
      title: null,
      verses: [{ number: 1, text }],
      copyright: 'KJV: public domain',
    });
    await saveOfflineChapters(kjv, [chapter(1, 'Kept first.')]);
    await saveOfflineChapters(kjv, [chapter(2, 'Kept next.')]);
    const [partly] = await listOfflineVersions();
    expect(partly).toMatchObject({ id: 'kjv', isComplete: false, etag: null, copyright: 'KJV: public domain' });
    expect(partly && isWholeVersion(partly)).toBe(false);
    expect(partly?.byteSize).toBeGreaterThan(0);
    const refs = [1, 2, 3].map((number) => ({ book: 'genesis', chapter: number }));
    expect(await missingOfflineChapters('kjv', refs)).toEqual([refs[2]]);

    await saveBibleDownload(buildDownload('kjv'), { etag: '"v1"', byteSize: 10 });
    const [whole] = await listOfflineVersions();
    expect(whole && isWholeVersion(whole)).toBe(true);
    // Chapters kept for the days ahead never replace a whole version's.
    await saveOfflineChapters(kjv, [chapter(1, 'Late answer.')]);
    expect((await getOfflineChapter('kjv', 'genesis', 1))?.verses[0]?.text).toBe(
      'In the beginning God created the heaven and the earth.',
    );
    expect((await listOfflineVersions())[0]?.etag).toBe('"v1"');
  });
});
