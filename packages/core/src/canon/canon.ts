import { PlanError } from '../errors.js';
import type { Book, Language } from './book.js';
import { BOOK_DATA } from './book-data.js';

/** The 66 books in canonical order (index 0-65). */
export const BOOKS: readonly Book[] = BOOK_DATA;

/** Chapters in the whole Bible. */
export const TOTAL_CHAPTERS = 1189;

/** A chapter named by its book's lowercase key, e.g. `{ book: 'john', chapter: 3 }`. */
export interface ChapterRef {
  book: string;
  chapter: number;
}

/** A chapter named by its book's canonical index 0-65, e.g. `{ bookIndex: 42, chapter: 3 }`. */
export interface ReadingPosition {
  bookIndex: number;
  chapter: number;
}

const BOOKS_BY_KEY: ReadonlyMap<string, Book> = new Map(BOOKS.map((book) => [book.key, book]));

/** The book with this lowercase key, or undefined. */
export function findBook(key: string): Book | undefined {
  return BOOKS_BY_KEY.get(key);
}

/** The book with this lowercase key; throws a PlanError (`invalidBook`) for an unknown key. */
export function getBook(key: string): Book {
  const book = BOOKS_BY_KEY.get(key);
  if (!book) throw PlanError.of('book', 'invalidBook');
  return book;
}

/** The book at this canonical index (0-65); throws a PlanError (`invalidBook`) otherwise. */
export function getBookByIndex(index: number): Book {
  const book = Number.isInteger(index) ? BOOKS[index] : undefined;
  if (!book) throw PlanError.of('bookIndex', 'invalidBook');
  return book;
}

/** Canonical index of a book key, or -1. */
export function bookIndexOf(key: string): number {
  return BOOKS_BY_KEY.get(key)?.index ?? -1;
}

/** True when the reference names an existing chapter of an existing book. */
export function isChapterRef(value: unknown): value is ChapterRef {
  if (typeof value !== 'object' || value === null) return false;
  const { book, chapter } = value as Record<string, unknown>;
  if (typeof book !== 'string') return false;
  const found = BOOKS_BY_KEY.get(book);
  return (
    found !== undefined &&
    Number.isInteger(chapter) &&
    (chapter as number) >= 1 &&
    (chapter as number) <= found.chapters
  );
}

export function toChapterRef(position: ReadingPosition): ChapterRef {
  return { book: getBookByIndex(position.bookIndex).key, chapter: position.chapter };
}

export function toReadingPosition(ref: ChapterRef): ReadingPosition {
  return { bookIndex: getBook(ref.book).index, chapter: ref.chapter };
}

/** Verses in a chapter (KJV versification). */
export function chapterVerses(ref: ChapterRef): number {
  return getBook(ref.book).verses[ref.chapter - 1] ?? 0;
}

/** Words in a chapter (counted in the KJV text). */
export function chapterWords(ref: ChapterRef): number {
  return getBook(ref.book).words[ref.chapter - 1] ?? 0;
}

/** Book name in a language, e.g. `bookName('john', 'pt')` -> "João". */
export function bookName(key: string, language: Language): string {
  return getBook(key).name[language];
}

/** Abbreviation plus chapter, e.g. `bibleReference({ book: 'genesis', chapter: 1 }, 'pt')` -> "Gn 1". */
export function bibleReference(ref: ChapterRef, language: Language): string {
  return `${getBook(ref.book).abbr[language]} ${ref.chapter}`;
}

/**
 * A day's reading as people write it: "Gn 1-3" within one book, "Gn 50 - Êx 2" across books.
 */
export function formatReadingRange(start: ChapterRef, end: ChapterRef, language: Language): string {
  if (start.book === end.book) {
    const abbr = getBook(start.book).abbr[language];
    return start.chapter === end.chapter ? `${abbr} ${start.chapter}` : `${abbr} ${start.chapter}-${end.chapter}`;
  }
  return `${bibleReference(start, language)} - ${bibleReference(end, language)}`;
}
