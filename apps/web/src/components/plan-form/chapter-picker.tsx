import {
  BOOKS,
  type Book,
  chapterSequence,
  getBook,
  type Language,
  type ReadingOrder,
  type ReadingPosition,
} from '@bible-journey/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './chapter-picker.module.css';

/** The order's books, each where it first appears in the order's sequence. */
export function booksInOrder(order: ReadingOrder): Book[] {
  const seen = new Set<string>();
  const books: Book[] = [];
  for (const ref of chapterSequence(order)) {
    if (seen.has(ref.book)) continue;
    seen.add(ref.book);
    books.push(getBook(ref.book));
  }
  return books;
}

/** A name as a search compares it: no case, no accents, single spaces ("Êxodo" finds "exo"). */
const searchable = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The books whose name in `language` holds what was typed, in the list's order. */
export function findBooks(books: readonly Book[], query: string, language: Language): Book[] {
  const wanted = searchable(query);
  return wanted === '' ? [...books] : books.filter((book) => searchable(book.name[language]).includes(wanted));
}

interface ChapterPickerProps {
  order: ReadingOrder;
  value: ReadingPosition;
  language: Language;
  onPick: (position: ReadingPosition) => void;
}

/** Choose a book from the order's list (found by typing part of its name), then a chapter from its grid. */
export function ChapterPicker({ order, value, language, onPick }: ChapterPickerProps) {
  const { t } = useTranslation();
  const books = useMemo(() => booksInOrder(order), [order]);
  const [book, setBook] = useState<Book | null>(null);
  const [lastBook, setLastBook] = useState<Book>(BOOKS[value.bookIndex] ?? (books[0] as Book));
  const [query, setQuery] = useState('');
  const listRef = useRef<HTMLDivElement>(null);
  const searchId = useId();
  const found = findBooks(books, query, language);

  useEffect(() => {
    // Focus follows the step: the current chapter in the grid, the book just left in the list.
    const root = listRef.current;
    const target = book
      ? (root?.querySelector<HTMLButtonElement>('[aria-current="true"]') ??
        root?.querySelector<HTMLButtonElement>('[data-chapter="1"]'))
      : root?.querySelector<HTMLButtonElement>(`[data-book="${lastBook.key}"]`);
    target?.focus();
  }, [book, lastBook]);

  if (book) {
    return (
      <div ref={listRef} className={styles.picker}>
        <button
          type="button"
          className={styles.back}
          onClick={() => {
            setLastBook(book);
            setBook(null);
          }}
        >
          {t('plan-creation.picker.backToBooks')}
        </button>
        <h3 className={styles.heading}>{t('plan-creation.picker.chaptersOf', { book: book.name[language] })}</h3>
        <div className={styles.grid}>
          {Array.from({ length: book.chapters }, (_, i) => i + 1).map((chapter) => {
            const isCurrent = book.index === value.bookIndex && chapter === value.chapter;
            return (
              <button
                key={chapter}
                type="button"
                className={styles.chapter}
                data-chapter={chapter}
                aria-current={isCurrent || undefined}
                aria-label={`${book.name[language]} ${chapter}`}
                onClick={() => onPick({ bookIndex: book.index, chapter })}
              >
                {chapter}
              </button>
            );
          })}
        </div>
      </div>
    );
  }

  return (
    <div ref={listRef} className={styles.picker}>
      <h3 className={styles.heading}>{t('plan-creation.picker.chooseBook')}</h3>
      <label className={styles.searchLabel} htmlFor={searchId}>
        {t('plan-creation.picker.findBook')}
      </label>
      <input
        id={searchId}
        className={styles.search}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          // Enter opens the only book left (and never submits the form around the picker).
          if (event.key !== 'Enter') return;
          event.preventDefault();
          const only = found.length === 1 ? found[0] : undefined;
          if (only) setBook(only);
        }}
      />
      {found.length === 0 && (
        <p className={styles.none} role="status">
          {t('plan-creation.picker.noBook', { query: query.trim() })}
        </p>
      )}
      <ul className={styles.books}>
        {found.map((entry) => (
          <li key={entry.key}>
            <button
              type="button"
              className={styles.book}
              data-book={entry.key}
              aria-current={entry.index === value.bookIndex || undefined}
              onClick={() => setBook(entry)}
            >
              {entry.name[language]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
