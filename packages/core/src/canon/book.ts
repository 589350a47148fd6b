/** The four interface languages. */
export type Language = 'pt' | 'en' | 'id' | 'pl';

export const LANGUAGES = ['pt', 'en', 'id', 'pl'] as const satisfies readonly Language[];

export type Testament = 'old' | 'new';

/** One of the 66 books, with KJV-versification chapter facts. */
export interface Book {
  /** Lowercase id such as `genesis`, `samuel1`, `thessalonians1`. */
  key: string;
  /** Canonical index 0-65. */
  index: number;
  testament: Testament;
  osis: string;
  usfm: string;
  /** Number of chapters. */
  chapters: number;
  /** Verses of each chapter (chapter 1 at [0]). */
  verses: readonly number[];
  /** Words of each chapter, counted in the KJV text (chapter 1 at [0]). */
  words: readonly number[];
  name: Readonly<Record<Language, string>>;
  abbr: Readonly<Record<Language, string>>;
}
