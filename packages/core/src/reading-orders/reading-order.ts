import type { Language } from '../canon/book.js';

/** The three ways of ordering the Bible's chapters. */
export type ReadingOrder = 'traditional' | 'historical' | 'chronological';

export const READING_ORDERS = ['traditional', 'historical', 'chronological'] as const satisfies readonly ReadingOrder[];

/** A run of chapters of one book: [bookKey, fromChapter, toChapter], inclusive. */
export type OrderSegment = readonly [book: string, from: number, to: number];

export type ReadingOrderData = Readonly<
  Record<ReadingOrder, { name: Readonly<Record<Language, string>>; segments: readonly OrderSegment[] }>
>;
