import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { BadRequestError } from '../../../http/errors.js';

// The leader's lists and the ranking page from where the last page ended (decision 0021): the
// cursor is the last entry's sort key, base64url JSON, opaque to clients and checked on its way
// back. Instants travel as PostgreSQL's own text (microseconds kept), so the key is exact.

/** The sort key of a page's last entry as its cursor. */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** A cursor back as its key, or 400 when it is not one this list gave. */
export function decodeCursor<Key extends z.ZodType>(cursor: string | undefined, key: Key): z.infer<Key> | undefined {
  if (cursor === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    value = undefined;
  }
  const parsed = key.safeParse(value);
  if (!parsed.success) throw new BadRequestError('querystring/cursor must be a nextCursor a page of this list gave');
  return parsed.data;
}

/** An instant as PostgreSQL writes it (`2026-03-20 08:00:00.123456+00`), or -infinity for "never". */
export const InstantKeySchema = z
  .string()
  .regex(/^(-infinity|\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?)$/);
export const IdKeySchema = z.uuid();

/**
 * The rows asked for plus one: that one only tells whether a next page exists, and is dropped.
 * The cursor is the key of the last row kept.
 */
export function pageOf<Row>(rows: readonly Row[], limit: number, keyOf: (row: Row) => readonly (string | number)[]) {
  const kept = rows.slice(0, limit);
  const last = kept[kept.length - 1];
  return { rows: kept, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}

/**
 * What a search matches in a column of people_search_text (name and address, lower case, without
 * accents): the words as a LIKE pattern of any part, their wildcards taken literally. Null for none.
 */
export function searchMatch(column: SQL, search: string | undefined): SQL | undefined {
  const words = search?.trim();
  if (!words) return undefined;
  const literal = words.replace(/[\\%_]/g, (character) => `\\${character}`);
  return sql`${column} like '%' || people_search_text(${literal}) || '%'`;
}
