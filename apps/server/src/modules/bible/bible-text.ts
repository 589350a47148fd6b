import { LanguageSchema } from '@bible-journey/contract';
import { BOOKS } from '@bible-journey/core';
import { z } from 'zod';

const BookTextSchema = z.object({
  key: z.string(),
  index: z.number().int(),
  /** chapters[c][v]: the text of chapter c+1, verse v+1; "" for a verse the translation leaves out. */
  chapters: z.array(z.array(z.string()).min(1, 'a chapter has no verses')),
  /** Psalm superscriptions by chapter number ("3": "A Psalm of David…"). */
  titles: z.record(z.string().regex(/^\d+$/), z.string()).optional(),
  /** The book's name in the translation, when the source gives one. */
  name: z.string().min(1).optional(),
});

/**
 * A whole Bible version in the shape of apps/server/assets/bible-texts/*.json (see its README): the format
 * `bible:import` reads and the freeUse download is turned into.
 */
export const BibleTextSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, 'must be lower-case letters, digits, "_" or "-"'),
    abbr: z.string().min(1).max(20),
    name: z.string().min(1).max(200),
    language: LanguageSchema,
    license: z.string().min(1),
    source: z.string().min(1),
    versification: z.string().optional(),
    edition: z.string().optional(),
    notice: z.string().optional(),
    attribution: z.string().optional(),
    /** False for texts whose licence forbids commercial use (e.g. CC BY-NC). */
    commercialUse: z.boolean().optional(),
    books: z.array(BookTextSchema),
  })
  .superRefine((text, context) => {
    if (text.books.length !== BOOKS.length) {
      context.addIssue({ code: 'custom', path: ['books'], message: `has ${text.books.length} books, expected 66` });
      return;
    }
    text.books.forEach((book, index) => {
      const expected = BOOKS[index];
      if (!expected) return;
      if (book.key !== expected.key || book.index !== index) {
        context.addIssue({
          code: 'custom',
          path: ['books', index],
          message: `is "${book.key}" (index ${book.index}), expected "${expected.key}" (index ${index})`,
        });
      } else if (book.chapters.length !== expected.chapters) {
        context.addIssue({
          code: 'custom',
          path: ['books', index, 'chapters'],
          message: `${book.key} has ${book.chapters.length} chapters, expected ${expected.chapters}`,
        });
      }
    });
  });

export type BibleText = z.infer<typeof BibleTextSchema>;

/** Licences that forbid commercial use: premium features are paid, so importing one deserves a warning. */
export function forbidsCommercialUse(text: Pick<BibleText, 'license' | 'commercialUse'>): boolean {
  return text.commercialUse === false || /\bNC\b|non-?commercial/i.test(text.license);
}
