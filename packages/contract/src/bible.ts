import { BOOKS } from '@bible-journey/core';
import { z } from 'zod';
import { LanguageSchema } from './language.js';
import { BIBLE_VERSION_ID_PATTERN } from './limits.js';

/** Where a version's text comes from (ARCHITECTURE.md, "Bible text"). */
export const BIBLE_ORIGINS = ['local', 'freeUse', 'bibleBrain', 'aBibliaDigital'] as const;
export const BibleOriginSchema = z.enum(BIBLE_ORIGINS);
export type BibleOrigin = z.infer<typeof BibleOriginSchema>;

/** A version's id: stable whatever serves it, so a reader's stored choice survives configuration changes. */
export const BibleVersionIdSchema = z
  .string()
  .regex(BIBLE_VERSION_ID_PATTERN, 'must be a version id of lower-case letters, digits, "_" or "-"');

export const BibleVersionSchema = z.object({
  id: BibleVersionIdSchema,
  abbr: z.string(),
  name: z.string(),
  language: LanguageSchema,
  origin: BibleOriginSchema,
  /** The whole version can be fetched for offline reading (GET /api/bible/{id}). */
  downloadAvailable: z.boolean(),
  /** Its source is configured and answering now; an unavailable version can't be read. */
  available: z.boolean(),
});
export type BibleVersion = z.infer<typeof BibleVersionSchema>;

export const BibleVersionsQuerySchema = z.object({ language: LanguageSchema.optional() });
export const BibleVersionsResponseSchema = z.object({ versions: z.array(BibleVersionSchema) });
export type BibleVersionsResponse = z.infer<typeof BibleVersionsResponseSchema>;

export const BOOK_KEYS = BOOKS.map((book) => book.key) as [string, ...string[]];
export const BookKeySchema = z.enum(BOOK_KEYS, { error: 'must be a book key such as "genesis" or "john"' });

export const BibleVersionParamsSchema = z.object({ versionId: BibleVersionIdSchema });
export const BibleChapterParamsSchema = z.object({
  versionId: BibleVersionIdSchema,
  book: BookKeySchema,
  chapter: z.coerce.number().int().min(1).max(150),
});
export type BibleChapterParams = z.infer<typeof BibleChapterParamsSchema>;

export const BibleVerseSchema = z.object({
  number: z.number().int().min(1),
  /** Empty for a verse number the translation leaves out (text-critical omissions). */
  text: z.string(),
});
export type BibleVerse = z.infer<typeof BibleVerseSchema>;

/** GET /api/bible/{versionId}/{book}/{chapter}: spec 2 section 3, "Chapter result". */
export const BibleChapterSchema = z.object({
  book: z.object({ key: z.string(), name: z.string() }),
  chapter: z.number().int().min(1),
  /** A psalm's superscription, shown above verse 1 where the versification keeps it apart. */
  title: z.string().nullable(),
  verses: z.array(BibleVerseSchema),
  copyright: z.string().nullable(),
});
export type BibleChapter = z.infer<typeof BibleChapterSchema>;

/** GET /api/bible/{versionId}/copyright: null when the provider has none or fails (spec 2 section 8). */
export const BibleCopyrightResponseSchema = z.object({ copyright: z.string().nullable() });

export const BibleDownloadBookSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** chapters[c][v] is the text of chapter c+1, verse v+1 ("" for an omitted verse). */
  chapters: z.array(z.array(z.string())),
  /** Superscriptions by chapter number. */
  titles: z.record(z.string(), z.string()).optional(),
});

/** GET /api/bible/{versionId}: the whole version, kept on the device for offline reading. */
export const BibleDownloadSchema = z.object({
  version: BibleVersionSchema.pick({ id: true, abbr: true, name: true, language: true }),
  copyright: z.string().nullable(),
  books: z.array(BibleDownloadBookSchema),
});
export type BibleDownload = z.infer<typeof BibleDownloadSchema>;
