import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { bibleChapterCache } from '../../db/schema.js';
import type { ProviderChapter, RemoteOrigin } from '../../integrations/bible/provider.js';

export interface CachedChapterKey {
  versionId: string;
  origin: RemoteOrigin;
  bookIndex: number;
  chapter: number;
}

/** A chapter a provider gave earlier, so each chapter is fetched from a provider once. */
export async function findCachedChapter(db: Db, key: CachedChapterKey): Promise<ProviderChapter | null> {
  const [row] = await db
    .select({ bookName: bibleChapterCache.bookName, title: bibleChapterCache.title, verses: bibleChapterCache.verses })
    .from(bibleChapterCache)
    .where(
      and(
        eq(bibleChapterCache.versionId, key.versionId),
        eq(bibleChapterCache.origin, key.origin),
        eq(bibleChapterCache.bookIndex, key.bookIndex),
        eq(bibleChapterCache.chapter, key.chapter),
      ),
    );
  return row ?? null;
}

export async function cacheChapter(db: Db, key: CachedChapterKey, chapter: ProviderChapter): Promise<void> {
  await db
    .insert(bibleChapterCache)
    .values({ ...key, bookName: chapter.bookName, title: chapter.title, verses: chapter.verses })
    .onConflictDoNothing();
}
