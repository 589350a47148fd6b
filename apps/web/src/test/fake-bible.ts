import {
  type BibleChapter,
  BibleChapterSchema,
  type BibleDownload,
  BibleDownloadSchema,
  type BibleVersion,
  BibleVersionSchema,
} from '@bible-journey/contract';

// Every fixture is parsed with the contract's schema, so the fakes can't drift from what the server answers.

/** A small catalog: English versions first readable, one not downloadable, one unavailable, one Portuguese. */
export const testVersions: BibleVersion[] = BibleVersionSchema.array().parse([
  {
    id: 'kjv',
    abbr: 'KJV',
    name: 'King James Version',
    language: 'en',
    origin: 'local',
    downloadAvailable: true,
    available: true,
  },
  {
    id: 'web',
    abbr: 'WEB',
    name: 'World English Bible',
    language: 'en',
    origin: 'freeUse',
    downloadAvailable: false,
    available: true,
  },
  {
    id: 'esv',
    abbr: 'ESV',
    name: 'English Standard Version',
    language: 'en',
    origin: 'bibleBrain',
    downloadAvailable: true,
    available: false,
  },
  {
    id: 'nvi',
    abbr: 'NVI',
    name: 'Nova Versão Internacional',
    language: 'pt',
    origin: 'aBibliaDigital',
    downloadAvailable: true,
    available: true,
  },
]);

/** A chapter as GET /bible/{version}/{book}/{chapter} answers it. */
export function buildChapter(
  book: { key: string; name: string },
  chapter: number,
  texts: string[],
  extra: Partial<BibleChapter> = {},
): BibleChapter {
  return BibleChapterSchema.parse({
    book,
    chapter,
    title: null,
    verses: texts.map((text, index) => ({ number: index + 1, text })),
    copyright: 'King James Version: public domain.',
    ...extra,
  });
}

/** A whole version as GET /bible/{version} answers it: Genesis 1-2 only, enough for the tests. */
export function buildDownload(id: string, abbr: string): BibleDownload {
  return BibleDownloadSchema.parse({
    version: { id, abbr, name: `${abbr} offline`, language: 'en' },
    copyright: `${abbr}: public domain.`,
    books: [
      {
        key: 'genesis',
        name: 'Genesis',
        chapters: [
          ['In the beginning (stored on the device).', 'And the earth was without form.'],
          ['Thus the heavens were finished (stored on the device).'],
        ],
      },
    ],
  });
}
