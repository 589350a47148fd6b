import type { Language } from '../canon/book.js';
import { BOOKS, type ChapterRef, getBook, type ReadingPosition } from '../canon/canon.js';
import { PlanError } from '../errors.js';
import { ORDER_DATA } from './orders.data.js';
import { READING_ORDERS, type ReadingOrder } from './reading-order.js';

/** The three orders as chapter-range segments `[bookKey, from, to]`, with their names in four languages. */
export const ORDERS = ORDER_DATA;

export function isReadingOrder(value: unknown): value is ReadingOrder {
  return typeof value === 'string' && (READING_ORDERS as readonly string[]).includes(value);
}

interface OrderIndex {
  /** Every chapter once, in reading order. */
  sequence: readonly ChapterRef[];
  /** position[bookIndex][chapter - 1] = place of that chapter in the sequence. */
  position: readonly (readonly number[])[];
}

const indexes = new Map<ReadingOrder, OrderIndex>();

function orderIndex(order: ReadingOrder): OrderIndex {
  if (!isReadingOrder(order)) throw PlanError.of('readingOrder', 'invalidReadingOrder');
  let index = indexes.get(order);
  if (!index) {
    const sequence: ChapterRef[] = [];
    const position = BOOKS.map((book) => new Array<number>(book.chapters).fill(-1));
    for (const [bookKey, from, to] of ORDER_DATA[order].segments) {
      const book = getBook(bookKey);
      for (let chapter = from; chapter <= to; chapter++) {
        (position[book.index] as number[])[chapter - 1] = sequence.length;
        sequence.push(Object.freeze({ book: bookKey, chapter }));
      }
    }
    index = { sequence: Object.freeze(sequence), position };
    indexes.set(order, index);
  }
  return index;
}

/** All 1189 chapters in the order's reading sequence. */
export function chapterSequence(order: ReadingOrder): readonly ChapterRef[] {
  return orderIndex(order).sequence;
}

/** Place (0-1188) of a chapter in the order's sequence. Throws a PlanError for a chapter that doesn't exist. */
export function positionInOrder(order: ReadingOrder, position: ReadingPosition): number {
  const place = orderIndex(order).position[position.bookIndex]?.[position.chapter - 1];
  if (place === undefined || place < 0) throw PlanError.of('readingPosition', 'chapterOutOfRange');
  return place;
}

/** The order's localized name, e.g. "Ordem cronológica". */
export function readingOrderName(order: ReadingOrder, language: Language): string {
  if (!isReadingOrder(order)) throw PlanError.of('readingOrder', 'invalidReadingOrder');
  return ORDER_DATA[order].name[language];
}

/** The default reading range of an order: its first chapter to its last (Revelation 22). */
export function defaultReadingRange(order: ReadingOrder): { start: ReadingPosition; end: ReadingPosition } {
  const { sequence } = orderIndex(order);
  const first = sequence[0] as ChapterRef;
  const last = sequence[sequence.length - 1] as ChapterRef;
  return {
    start: { bookIndex: getBook(first.book).index, chapter: first.chapter },
    end: { bookIndex: getBook(last.book).index, chapter: last.chapter },
  };
}

/**
 * The chapters from `start` to `end` inclusive, following the order. `start` must not come after
 * `end` in that order (PlanError `readingRangeReversed`).
 */
export function readingRange(order: ReadingOrder, start: ReadingPosition, end: ReadingPosition): readonly ChapterRef[] {
  const from = positionInOrder(order, start);
  const to = positionInOrder(order, end);
  if (from > to) throw PlanError.of('endReading', 'readingRangeReversed');
  return chapterSequence(order).slice(from, to + 1);
}
