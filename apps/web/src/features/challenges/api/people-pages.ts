import type { PageFields } from '@bible-journey/contract';

/** What a page of a leader's list asks: where to start (the last page's nextCursor) and what to find. */
export interface PeoplePageAsk {
  cursor?: string | undefined;
  search?: string | undefined;
}

/** A list's path with its page's query (contract: PeoplePageQuerySchema): an empty search asks for everyone. */
export function peoplePagePath(path: string, { cursor, search }: PeoplePageAsk): string {
  const query = new URLSearchParams();
  if (cursor) query.set('cursor', cursor);
  if (search?.trim()) query.set('search', search.trim());
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** How an infinite query of cursor pages goes on: from the last page's nextCursor, until there is none. */
export const cursorPaging = {
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: PageFields) => last.nextCursor ?? undefined,
};
