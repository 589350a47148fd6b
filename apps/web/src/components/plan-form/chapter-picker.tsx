import {
  BOOKS,
  type Book,
  chapterSequence,
  getBook,
  type Language,
  type ReadingOrder,
  type ReadingPosition,
} from '@bible-journey/core';
import { useEffect, useMemo, useRef, useState } from 'react';
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

interface ChapterPickerProps {
  order: ReadingOrder;
  value: ReadingPosition;
  language: Language;
  onPick: (position: ReadingPosition) => void;
}

/** Choose a book from the order's list, then a chapter from its grid. */
export function ChapterPicker({ order, value, language, onPick }: ChapterPickerProps) {
  const { t } = useTranslation();
  const books = useMemo(() => booksInOrder(order), [order]);
  const [book, setBook] = useState<Book | null>(null);
  const [lastBook, setLastBook] = useState<Book>(BOOKS[value.bookIndex] ?? (books[0] as Book));
  const listRef = useRef<HTMLDivElement>(null);

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
      <ul className={styles.books}>
        {books.map((entry) => (
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
