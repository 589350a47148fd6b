import { BOOKS, isChapterRef, isIsoDate, READING_ORDERS, TOTAL_CHAPTERS } from '@bible-journey/core';
import { z } from 'zod';

/** The most chapters a book has (Psalms, 150): a cheap bound before the book's own is checked. */
const MAX_BOOK_CHAPTERS = Math.max(...BOOKS.map((book) => book.chapters));

/** `YYYY-MM-DD`, a real calendar day. */
export const IsoDateSchema = z.string().refine(isIsoDate, { message: 'must be a real date written YYYY-MM-DD' });

/**
 * The shape of a chapter reference as the server answers it. Answers are built from checked data,
 * so they are not checked again (a 365-day plan would pay for it on every read).
 */
export const ChapterRefShape = z.object({ book: z.string(), chapter: z.number().int() });

/** A chapter by book key, e.g. `{ book: 'john', chapter: 3 }`; the chapter must exist in that book. */
export const ChapterRefSchema = z
  .object({
    book: z.string().max(20),
    chapter: z.number().int().min(1).max(MAX_BOOK_CHAPTERS),
  })
  .refine(isChapterRef, { message: 'must name an existing chapter of a book' });

/** A chapter by canonical book index 0-65. */
export const ReadingPositionSchema = z
  .object({
    bookIndex: z
      .number()
      .int()
      .min(0)
      .max(BOOKS.length - 1),
    chapter: z.number().int().min(1).max(MAX_BOOK_CHAPTERS),
  })
  .refine((position) => position.chapter <= (BOOKS[position.bookIndex]?.chapters ?? 0), {
    message: 'chapter is beyond the book’s last chapter',
    path: ['chapter'],
  });

export const ReadingOrderSchema = z.enum(READING_ORDERS);

/**
 * A moment written as ISO 8601 with its offset. Years outside 1000-9999 can't be stored and read
 * back unchanged.
 */
export const InstantSchema = z.iso.datetime({ offset: true }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1000 && year <= 9999;
  },
  { message: 'must be a time from year 1000 to 9999 (UTC)' },
);

/** One day of a plan as it travels over HTTP. */
export const CalendarDaySchema = z.object({
  _id: z.number().int().min(0),
  date: IsoDateSchema,
  read: z.boolean(),
  /** When the read mark last changed on the device (the latest change to a day wins); absent or null: unknown. */
  readChangedAt: InstantSchema.nullable().optional(),
  readingStart: ChapterRefSchema,
  readingEnd: ChapterRefSchema,
  readingDetails: z.array(ChapterRefSchema).min(1).max(TOTAL_CHAPTERS),
});
export type CalendarDayBody = z.infer<typeof CalendarDaySchema>;
