import { z } from 'zod';

// The leader's lists at church scale (issue 23, decision 0021): the progress view, the accepted
// participants and the invited ones come a page at a time, searchable, each page found on an index
// in the list's order from where the last one ended (a cursor), never counted or skipped through.

/** People a leader's page holds by default and at most: a page stays under 50 KB with the longest names and addresses. */
export const LEADER_PAGE_DEFAULT = 50;
export const LEADER_PAGE_MAX = 50;
/** The longest search a leader's list takes. */
export const PEOPLE_SEARCH_MAX = 100;
/** The longest cursor the server hands out (base64url of the last entry's sort key). */
export const PAGE_CURSOR_MAX = 400;

/** Where the next page starts: opaque, as the previous page's `nextCursor` gave it. */
export const PageCursorSchema = z
  .string()
  .min(1)
  .max(PAGE_CURSOR_MAX)
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'must be a nextCursor a page of this list gave' });

/**
 * ?limit=&cursor=&search= of a leader's list. `search` finds people by part of their name or
 * e-mail address (case and accents aside: "joao" finds João); empty means everyone.
 */
export const PeoplePageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(LEADER_PAGE_MAX).default(LEADER_PAGE_DEFAULT),
  cursor: PageCursorSchema.optional(),
  search: z.string().trim().max(PEOPLE_SEARCH_MAX).optional(),
});
export type PeoplePageQuery = z.infer<typeof PeoplePageQuerySchema>;

/** The page fields every paged answer has: the next page's cursor (null after the last page). */
export const PageFieldsSchema = z.object({ nextCursor: PageCursorSchema.nullable() });
export type PageFields = z.infer<typeof PageFieldsSchema>;
