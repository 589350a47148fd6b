import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { BibleDownload } from '@bible-journey/contract';
import { BOOKS } from '@bible-journey/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { bibleChapters, bibleVersions } from '../../db/schema.js';
import type { BibleText } from './bible-text.js';

/** A version held in the database, without its text. */
export interface LocalVersionSummary {
  id: string;
  abbr: string;
  name: string;
  language: BibleText['language'];
  license: string;
  attribution: string | null;
  notice: string | null;
  commercialUse: boolean;
  verseCount: number;
  downloadEtag: string;
}

export interface LocalChapter {
  verses: string[];
  title: string | null;
  /** The book's name in the translation's words, when the imported text gave one. */
  bookName: string | null;
}

export type SaveStatus = 'imported' | 'unchanged' | 'replaced';

const CHAPTERS_PER_INSERT = 200;

const versionColumns = {
  id: bibleVersions.id,
  abbr: bibleVersions.abbr,
  name: bibleVersions.name,
  language: bibleVersions.language,
  license: bibleVersions.license,
  attribution: bibleVersions.attribution,
  notice: bibleVersions.notice,
  commercialUse: bibleVersions.commercialUse,
  verseCount: bibleVersions.verseCount,
  downloadEtag: bibleVersions.downloadEtag,
};

/** The line under every chapter: the attribution where the licence asks for one, in its own words. */
export function copyrightLine(version: { name: string; license: string; attribution?: string | null }): string {
  return version.attribution ?? `${version.name} — ${version.license}`;
}

export async function listLocalVersions(db: Db): Promise<LocalVersionSummary[]> {
  return db.select(versionColumns).from(bibleVersions).orderBy(asc(bibleVersions.id));
}

export async function findLocalVersion(db: Db, id: string): Promise<LocalVersionSummary | null> {
  const [row] = await db.select(versionColumns).from(bibleVersions).where(eq(bibleVersions.id, id));
  return row ?? null;
}

export async function getLocalChapter(
  db: Db,
  versionId: string,
  bookIndex: number,
  chapter: number,
): Promise<LocalChapter | null> {
  const [row] = await db
    .select({ verses: bibleChapters.verses, title: bibleChapters.title, bookNames: bibleVersions.bookNames })
    .from(bibleChapters)
    .innerJoin(bibleVersions, eq(bibleVersions.id, bibleChapters.versionId))
    .where(
      and(
        eq(bibleChapters.versionId, versionId),
        eq(bibleChapters.bookIndex, bookIndex),
        eq(bibleChapters.chapter, chapter),
      ),
    );
  if (!row) return null;
  return { verses: row.verses, title: row.title, bookName: row.bookNames?.[bookIndex] ?? null };
}

/** The whole version as GET /api/bible/{id} serves it. */
export async function getLocalDownload(db: Db, versionId: string): Promise<{ gzip: Buffer; etag: string } | null> {
  const [row] = await db
    .select({ gzip: bibleVersions.downloadGzip, etag: bibleVersions.downloadEtag })
    .from(bibleVersions)
    .where(eq(bibleVersions.id, versionId));
  return row ?? null;
}

/** Verse numbers in the text, omitted ones ("") included. */
export function countVerses(text: BibleText): number {
  return text.books.reduce((sum, book) => sum + book.chapters.reduce((count, verses) => count + verses.length, 0), 0);
}

/** The translation's own book names, or null when the text gives none (the interface's names are used). */
function ownBookNames(text: BibleText): string[] | null {
  if (!text.books.some((book) => book.name)) return null;
  return text.books.map((book, index) => book.name ?? BOOKS[index]?.name[text.language] ?? book.key);
}

/** The download's JSON and its ETag; the ETag changes exactly when the served content does. */
export function buildDownload(text: BibleText): { json: string; etag: string } {
  const download: BibleDownload = {
    version: { id: text.id, abbr: text.abbr, name: text.name, language: text.language },
    copyright: copyrightLine(text),
    books: text.books.map((book, index) => ({
      key: book.key,
      name: book.name ?? BOOKS[index]?.name[text.language] ?? book.key,
      chapters: book.chapters,
      ...(book.titles ? { titles: book.titles } : {}),
    })),
  };
  const json = JSON.stringify(download);
  const hash = createHash('sha256').update(json).digest('hex').slice(0, 32);
  return { json, etag: `"${hash}"` };
}

/**
 * Stores a whole version in one transaction: its row, its 1189 chapters and its download. Saving
 * the same text again writes nothing. onChapters reports chapters written so far.
 */
export async function saveVersion(
  db: Db,
  text: BibleText,
  onChapters?: (saved: number, total: number) => void,
): Promise<{ status: SaveStatus }> {
  const download = buildDownload(text);
  const bookNames = ownBookNames(text);
  const row = {
    id: text.id,
    abbr: text.abbr,
    name: text.name,
    language: text.language,
    license: text.license,
    source: text.source,
    attribution: text.attribution ?? null,
    notice: text.notice ?? null,
    commercialUse: text.commercialUse ?? true,
    bookNames,
    verseCount: countVerses(text),
    downloadEtag: download.etag,
  };
  const chapters = text.books.flatMap((book, bookIndex) =>
    book.chapters.map((verses, index) => ({
      versionId: text.id,
      bookIndex,
      chapter: index + 1,
      verses,
      title: book.titles?.[String(index + 1)] ?? null,
    })),
  );

  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        downloadEtag: bibleVersions.downloadEtag,
        source: bibleVersions.source,
        license: bibleVersions.license,
        notice: bibleVersions.notice,
        attribution: bibleVersions.attribution,
        commercialUse: bibleVersions.commercialUse,
        bookNames: bibleVersions.bookNames,
      })
      .from(bibleVersions)
      .where(eq(bibleVersions.id, text.id))
      .for('update');
    if (existing && sameStoredText(existing, row)) return { status: 'unchanged' };

    const { id, ...changes } = { ...row, downloadGzip: gzipSync(download.json, { level: 9 }) };
    await tx
      .insert(bibleVersions)
      .values({ id, ...changes })
      .onConflictDoUpdate({ target: bibleVersions.id, set: { ...changes, importedAt: new Date() } });
    await tx.delete(bibleChapters).where(eq(bibleChapters.versionId, id));
    for (let start = 0; start < chapters.length; start += CHAPTERS_PER_INSERT) {
      await tx.insert(bibleChapters).values(chapters.slice(start, start + CHAPTERS_PER_INSERT));
      onChapters?.(Math.min(start + CHAPTERS_PER_INSERT, chapters.length), chapters.length);
    }
    return { status: existing ? 'replaced' : 'imported' };
  });
}

// The ETag covers the text, names and copyright line; the licence details beside it are compared too,
// so a corrected notice or commercial-use flag is not skipped as "unchanged".
function sameStoredText(
  stored: Pick<
    typeof bibleVersions.$inferSelect,
    'downloadEtag' | 'source' | 'license' | 'notice' | 'attribution' | 'commercialUse' | 'bookNames'
  >,
  next: Omit<typeof bibleVersions.$inferInsert, 'importedAt' | 'downloadGzip'>,
): boolean {
  return (
    stored.downloadEtag === next.downloadEtag &&
    stored.source === next.source &&
    stored.license === next.license &&
    stored.notice === next.notice &&
    stored.attribution === next.attribution &&
    stored.commercialUse === next.commercialUse &&
    JSON.stringify(stored.bookNames) === JSON.stringify(next.bookNames)
  );
}
