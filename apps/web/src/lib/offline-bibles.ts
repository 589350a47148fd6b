import type { BibleChapter, BibleDownload, BibleVerse } from '@bible-journey/contract';
import type { Language } from '@bible-journey/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** A version kept on this device for offline reading. */
export interface OfflineVersion {
  id: string;
  abbr: string;
  name: string;
  language: Language;
  /** The server's ETag of the download, to tell later whether it changed. */
  etag: string | null;
  copyright: string | null;
  /** ISO time of the download. */
  downloadedAt: string;
  /** Size of the downloaded JSON, in bytes. */
  byteSize: number;
  /**
   * False while only some chapters are kept (the days ahead of a plan, before the whole version
   * comes); absent on versions downloaded whole, as every version was before.
   */
  isComplete?: false;
}

/** The whole version is on the device, not only some of its chapters. */
export const isWholeVersion = (version: OfflineVersion): boolean => version.isComplete !== false;

/** One chapter of a downloaded version (spec 2 section 3: stored per version, with book, chapter and verses). */
interface OfflineChapterRecord {
  versionId: string;
  bookKey: string;
  chapter: number;
  bookName: string;
  title: string | null;
  verses: BibleVerse[];
}

interface OfflineBiblesSchema extends DBSchema {
  versions: { key: string; value: OfflineVersion };
  chapters: { key: [string, string, number]; value: OfflineChapterRecord };
}

// A whole Bible is ~4 MB of text: too large for localStorage, so IndexedDB.
export const OFFLINE_BIBLES_DB = 'bible-journey-bibles';

let connection: Promise<IDBPDatabase<OfflineBiblesSchema>> | null = null;

function database(): Promise<IDBPDatabase<OfflineBiblesSchema>> {
  connection ??= openDB<OfflineBiblesSchema>(OFFLINE_BIBLES_DB, 1, {
    upgrade(db) {
      db.createObjectStore('versions', { keyPath: 'id' });
      db.createObjectStore('chapters', { keyPath: ['versionId', 'bookKey', 'chapter'] });
    },
    // Another tab upgrades or deletes the database: let it, and open again on the next call.
    blocking() {
      const closing = connection;
      connection = null;
      closing?.then((db) => db.close());
    },
    terminated() {
      connection = null;
    },
  }).catch((error: unknown) => {
    connection = null;
    throw error;
  });
  return connection;
}

// Array keys sort after strings and numbers, so [id] .. [id, []] spans every chapter of one version.
const chaptersOf = (versionId: string) => IDBKeyRange.bound([versionId], [versionId, []]);

export interface SaveDownloadMeta {
  etag: string | null;
  byteSize: number;
  downloadedAt?: string;
}

/**
 * Stores a whole version in one transaction, replacing any earlier copy: it is all there or,
 * if anything fails, not there at all.
 */
export async function saveBibleDownload(download: BibleDownload, meta: SaveDownloadMeta): Promise<OfflineVersion> {
  const db = await database();
  const { version } = download;
  const stored: OfflineVersion = {
    id: version.id,
    abbr: version.abbr,
    name: version.name,
    language: version.language,
    etag: meta.etag,
    copyright: download.copyright,
    downloadedAt: meta.downloadedAt ?? new Date().toISOString(),
    byteSize: meta.byteSize,
  };
  const tx = db.transaction(['versions', 'chapters'], 'readwrite');
  const writes: Promise<unknown>[] = [];
  try {
    const chapters = tx.objectStore('chapters');
    writes.push(tx.objectStore('versions').delete(version.id), chapters.delete(chaptersOf(version.id)));
    for (const book of download.books) {
      book.chapters.forEach((texts, index) => {
        const chapter = index + 1;
        writes.push(
          chapters.put({
            versionId: version.id,
            bookKey: book.key,
            chapter,
            bookName: book.name,
            title: book.titles?.[String(chapter)] ?? null,
            verses: texts.map((text, verse) => ({ number: verse + 1, text })),
          }),
        );
      });
    }
    // The version's record goes in last: a listed version always has its chapters.
    writes.push(tx.objectStore('versions').put(stored));
    await Promise.all([...writes, tx.done]);
  } catch (error) {
    // Whatever failed (a request, or a value that can't be stored), none of it is kept.
    tryAbort(tx);
    await Promise.allSettled([...writes, tx.done]);
    throw error;
  }
  return stored;
}

function tryAbort(tx: { abort(): void }) {
  try {
    tx.abort();
  } catch {
    // Already finished or aborted.
  }
}

/** The version's identity as the catalog gives it: what a partly kept version records of it. */
export type KeptVersionInfo = Pick<OfflineVersion, 'id' | 'abbr' | 'name' | 'language'>;

/** Of `refs`, those whose chapter of the version is not on the device, in their order. */
export async function missingOfflineChapters<Ref extends { book: string; chapter: number }>(
  versionId: string,
  refs: readonly Ref[],
): Promise<Ref[]> {
  const db = await database();
  const tx = db.transaction('chapters', 'readonly');
  const keys = await Promise.all(refs.map((ref) => tx.store.getKey([versionId, ref.book, ref.chapter])));
  return refs.filter((_, index) => keys[index] === undefined);
}

/**
 * Keeps some chapters of a version (the days ahead of a plan), in one transaction. A version
 * already on the device whole is left as it is; otherwise it is listed as partly kept.
 */
export async function saveOfflineChapters(version: KeptVersionInfo, chapters: readonly BibleChapter[]): Promise<void> {
  if (chapters.length === 0) return;
  const db = await database();
  const tx = db.transaction(['versions', 'chapters'], 'readwrite');
  const existing = await tx.objectStore('versions').get(version.id);
  if (existing && isWholeVersion(existing)) {
    await tx.done;
    return;
  }
  let byteSize = existing?.byteSize ?? 0;
  const writes: Promise<unknown>[] = [];
  for (const chapter of chapters) {
    byteSize += JSON.stringify(chapter.verses).length;
    writes.push(
      tx.objectStore('chapters').put({
        versionId: version.id,
        bookKey: chapter.book.key,
        chapter: chapter.chapter,
        bookName: chapter.book.name,
        title: chapter.title,
        verses: chapter.verses,
      }),
    );
  }
  writes.push(
    tx.objectStore('versions').put({
      ...version,
      etag: null,
      copyright: chapters[0]?.copyright ?? existing?.copyright ?? null,
      downloadedAt: existing?.downloadedAt ?? new Date().toISOString(),
      byteSize,
      isComplete: false,
    }),
  );
  await Promise.all([...writes, tx.done]);
}

/** One chapter of a downloaded version in the API's shape, or null when it isn't on the device. */
export async function getOfflineChapter(
  versionId: string,
  bookKey: string,
  chapter: number,
): Promise<BibleChapter | null> {
  const db = await database();
  const tx = db.transaction(['chapters', 'versions'], 'readonly');
  const [record, version] = await Promise.all([
    tx.objectStore('chapters').get([versionId, bookKey, chapter]),
    tx.objectStore('versions').get(versionId),
  ]);
  if (!record || !version) return null;
  return {
    book: { key: record.bookKey, name: record.bookName },
    chapter: record.chapter,
    title: record.title,
    verses: record.verses,
    copyright: version.copyright,
  };
}

/** The versions on this device, oldest download first. */
export async function listOfflineVersions(): Promise<OfflineVersion[]> {
  const db = await database();
  const versions = await db.getAll('versions');
  return versions.sort((a, b) => a.downloadedAt.localeCompare(b.downloadedAt));
}

/** Removes a version and all its chapters from the device. */
export async function deleteOfflineVersion(versionId: string): Promise<void> {
  const db = await database();
  const tx = db.transaction(['versions', 'chapters'], 'readwrite');
  await Promise.all([
    tx.objectStore('versions').delete(versionId),
    tx.objectStore('chapters').delete(chaptersOf(versionId)),
    tx.done,
  ]);
}
