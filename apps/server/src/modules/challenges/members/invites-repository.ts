import { NAME_MAX } from '@bible-journey/contract';
import { and, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeInvites, challenges, invitationStops, users } from '../../../db/schema.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

/** The signed-in user's e-mail, as a subquery: invites are addressed to e-mails, not accounts. */
const emailOf = (userId: string) => sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`;

/**
 * Rows are inserted in one order whatever the request's, so two requests inviting the same
 * addresses wait on each other's unique keys in turn instead of deadlocking.
 */
const inKeyOrder = (emails: readonly string[]) => [...emails].sort();

/**
 * Accounts for invited addresses that have none: no password, named after the address, so that
 * signing in answers shouldFinishRegister and registering with the address finishes the account
 * (spec 1 section 4). An address that has one keeps it.
 */
export async function createInvitedAccounts(db: Db, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(users)
    .values(inKeyOrder(emails).map((email) => ({ email, name: (email.split('@')[0] || email).slice(0, NAME_MAX) })))
    .onConflictDoNothing();
}

/** Pending invites for these addresses; an address already invited keeps its invite. */
export async function insertInvites(db: Db, challengeId: string, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insert(challengeInvites)
    .values(inKeyOrder(emails).map((email) => ({ challengeId, email })))
    .onConflictDoNothing();
}

export interface InviteToMail {
  id: string;
  email: string;
  lastSentAt: Date | null;
  /** The invitee's language when the address has an account that chose one. */
  language: string | null;
}

/**
 * The challenge's pending invites of these addresses that may be mailed (not stopped), locked until
 * the transaction ends, so two requests mailing the same invite decide one after the other (the
 * second sees the first's time).
 */
export async function lockInvitesOf(db: Db, challengeId: string, emails: readonly string[]): Promise<InviteToMail[]> {
  if (emails.length === 0) return [];
  return db
    .select({
      id: challengeInvites.id,
      email: challengeInvites.email,
      lastSentAt: challengeInvites.lastSentAt,
      language: users.language,
    })
    .from(challengeInvites)
    .leftJoin(users, eq(users.email, challengeInvites.email))
    .where(
      and(
        eq(challengeInvites.challengeId, challengeId),
        inArray(challengeInvites.email, [...emails]),
        // Whoever asked for no more invitations gets none (invitation-stops.ts).
        notExists(db.select().from(invitationStops).where(eq(invitationStops.email, challengeInvites.email))),
      ),
    )
    .orderBy(challengeInvites.id)
    .for('update', { of: challengeInvites });
}

export async function setInvitesSentAt(db: Db, inviteIds: readonly string[], sentAt: Date): Promise<void> {
  if (inviteIds.length === 0) return;
  await db
    .update(challengeInvites)
    .set({ lastSentAt: sentAt })
    .where(inArray(challengeInvites.id, [...inviteIds]));
}

/** A mail that could not go out: the invite's time goes back, unless a later sending took it since. */
export async function restoreInviteSentAt(db: Db, inviteId: string, claimedAt: Date, previous: Date | null) {
  await db
    .update(challengeInvites)
    .set({ lastSentAt: previous })
    .where(and(eq(challengeInvites.id, inviteId), eq(challengeInvites.lastSentAt, claimedAt)));
}

export interface ReceivedInviteRow {
  id: string;
  challengeId: string;
  title: string;
  ownerName: string;
}

/** The invites addressed to the user's e-mail, newest first; a suspended challenge's are left out. */
export async function listInvitesOfUser(db: Db, userId: string): Promise<ReceivedInviteRow[]> {
  return db
    .select({
      id: challengeInvites.id,
      challengeId: challenges.id,
      title: challenges.title,
      ownerName: users.name,
    })
    .from(challengeInvites)
    .innerJoin(challenges, eq(challenges.id, challengeInvites.challengeId))
    .innerJoin(users, eq(users.id, challenges.ownerId))
    .where(and(eq(challengeInvites.email, emailOf(userId)), isNull(challenges.suspendedAt)))
    .orderBy(desc(challengeInvites.createdAt), desc(challengeInvites.id));
}

/** The invite if it is addressed to the user and of this challenge, locked until the transaction ends. */
export async function lockInviteOfUser(
  db: Db,
  inviteId: string,
  challengeId: string,
  userId: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: challengeInvites.id })
    .from(challengeInvites)
    .where(
      and(
        eq(challengeInvites.id, inviteId),
        eq(challengeInvites.challengeId, challengeId),
        eq(challengeInvites.email, emailOf(userId)),
      ),
    )
    .for('update');
  return row;
}

/** Deletes the user's invite (this one, or with no id every one of theirs in the challenge); how many went. */
export async function deleteInvitesOfUser(
  db: Db,
  challengeId: string,
  userId: string,
  inviteId?: string,
): Promise<number> {
  const deleted = await db
    .delete(challengeInvites)
    .where(
      and(
        eq(challengeInvites.challengeId, challengeId),
        eq(challengeInvites.email, emailOf(userId)),
        inviteId === undefined ? undefined : eq(challengeInvites.id, inviteId),
      ),
    )
    .returning({ id: challengeInvites.id });
  return deleted.length;
}

/** The people a challenge holds: its members (the owner and the kept participant count) and its pending invites. */
export async function peopleIn(db: Db, challengeId: string): Promise<number> {
  const [members] = await db
    .select({ n: sql<number>`${challenges.participantCount} + 1` })
    .from(challenges)
    .where(eq(challenges.id, challengeId));
  const [invites] = await db
    .select({ n: count() })
    .from(challengeInvites)
    .where(eq(challengeInvites.challengeId, challengeId));
  return (members?.n ?? 0) + (invites?.n ?? 0);
}
