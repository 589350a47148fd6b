import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeInvites, challengeMembers, users } from '../../../db/schema.js';
import { searchMatch } from '../pages/page-cursor.js';
import { rowsOf } from '../plan/member-copy.js';

// The leader's two lists a page at a time (decision 0021): each page is found on an index in the
// list's order from the key the last page ended on (or on a trigram index for a search), and only
// its rows are read further. One more row than asked tells whether a next page exists.

/** Where a page starts: after this (instant as PostgreSQL's text, id) of the list's order. */
export type JoinKey = [at: string, id: string];

export interface ParticipantRow {
  memberId: string;
  userId: string;
  name: string;
  email: string;
  picture: string | null;
  key: JoinKey;
}

interface PageAsked {
  limit: number;
  after: JoinKey | undefined;
  search: string | undefined;
}

/** A page of the accepted participants (not the owner), in the order they joined. */
export async function participantsPage(db: Db, challengeId: string, page: PageAsked): Promise<ParticipantRow[]> {
  const after = page.after
    ? sql`and (p.joined_at, p.id) > (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`
    : sql``;
  const match = searchMatch(sql.raw('p.search_text'), page.search);
  const rows = rowsOf<{
    member_id: string;
    user_id: string;
    name: string;
    email: string;
    picture: string | null;
    joined_key: string;
  }>(
    await db.execute(sql`
      select m.id as member_id, u.id as user_id, u.name, u.email, u.picture, m.joined_at::text as joined_key
      from (
        select p.id from ${challengeMembers} p
        where p.challenge_id = ${challengeId} and not p.is_owner ${after} ${match ? sql`and ${match}` : sql``}
        order by p.joined_at, p.id
        limit ${page.limit + 1}
      ) page
      join ${challengeMembers} m on m.id = page.id
      join ${users} u on u.id = m.user_id
      order by m.joined_at, m.id
    `),
  );
  return rows.map((row) => ({
    memberId: row.member_id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    picture: row.picture,
    key: [row.joined_key, row.member_id],
  }));
}

export interface PendingInviteRow {
  id: string;
  email: string;
  lastSentAt: Date | null;
  /** The account's name once its owner registered (an account made by the invite has no sign-in yet). */
  name: string | null;
  key: JoinKey;
}

/**
 * A page of the invites not accepted yet, oldest first, matching the search by address or by the
 * name of the account that registered with it.
 */
export async function pendingInvitesPage(db: Db, challengeId: string, page: PageAsked): Promise<PendingInviteRow[]> {
  const after = page.after
    ? sql`and (i.created_at, i.id) > (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`
    : sql``;
  const named = sql.raw(
    `case when u.password_hash is not null or u.google_id is not null or u.facebook_id is not null
      or u.apple_id is not null then u.name end`,
  );
  const match = searchMatch(sql`people_search_text(i.email || ' ' || coalesce(${named}, ''))`, page.search);
  const rows = rowsOf<{
    id: string;
    email: string;
    last_sent_at: Date | string | null;
    name: string | null;
    created_key: string;
  }>(
    await db.execute(sql`
      select i.id, i.email, i.last_sent_at, ${named} as name, i.created_at::text as created_key
      from ${challengeInvites} i left join ${users} u on u.email = i.email
      where i.challenge_id = ${challengeId} ${after} ${match ? sql`and ${match}` : sql``}
      order by i.created_at, i.id
      limit ${page.limit + 1}
    `),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    lastSentAt: row.last_sent_at === null ? null : new Date(row.last_sent_at),
    name: row.name,
    key: [row.created_key, row.id],
  }));
}

/** How many invites of the challenge are pending: a count over its index (the invites a challenge holds are bounded). */
export async function pendingInviteCount(db: Db, challengeId: string): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*) as n from ${challengeInvites} where challenge_id = ${challengeId}`),
  );
  return Number(row?.n ?? 0);
}
