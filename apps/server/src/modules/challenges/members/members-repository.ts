import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, challengeRemovals, challenges, plans, users } from '../../../db/schema.js';

// Every function takes the database or a transaction of it (a transaction is a Db too).

export interface ActiveChallengeRow {
  id: string;
  title: string;
  ownerId: string;
  inviteLinkKey: string | null;
  inviteLinkOff: boolean;
}

/**
 * The challenge, if it exists and isn't suspended, locked until the transaction ends: a deletion
 * or a suspension waits for the member being added, rather than racing it. Joins of one challenge
 * take turns (no key update, not share): each moves the challenge's kept participant count, and
 * two that held a share lock would each wait for the other's to update it.
 */
export async function lockActiveChallenge(db: Db, challengeId: string): Promise<ActiveChallengeRow | undefined> {
  const [row] = await db
    .select({
      id: challenges.id,
      title: challenges.title,
      ownerId: challenges.ownerId,
      inviteLinkKey: challenges.inviteLinkKey,
      inviteLinkOff: challenges.inviteLinkOff,
    })
    .from(challenges)
    .where(and(eq(challenges.id, challengeId), isNull(challenges.suspendedAt)))
    .for('no key update');
  return row;
}

/** The user's member row in the challenge: its id (the rankingId), whether just added. */
export async function addMember(
  db: Db,
  challengeId: string,
  userId: string,
  isOwner = false,
): Promise<{ id: string; isNew: boolean }> {
  const [added] = await db
    .insert(challengeMembers)
    .values({ challengeId, userId, isOwner })
    .onConflictDoNothing()
    .returning({ id: challengeMembers.id });
  if (added) return { id: added.id, isNew: true };
  // Another request (an accept racing a join) added it a moment ago.
  const existing = await findMemberId(db, challengeId, userId);
  if (!existing) throw new Error(`member of ${challengeId} neither added nor found`);
  return { id: existing, isNew: false };
}

export async function findMemberId(db: Db, challengeId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: challengeMembers.id })
    .from(challengeMembers)
    .where(and(eq(challengeMembers.challengeId, challengeId), eq(challengeMembers.userId, userId)));
  return row?.id;
}

/** Which of these addresses belong to members of the challenge (the owner included). */
export async function memberEmailsAmong(db: Db, challengeId: string, emails: readonly string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ email: users.email })
    .from(challengeMembers)
    .innerJoin(users, eq(users.id, challengeMembers.userId))
    .where(and(eq(challengeMembers.challengeId, challengeId), inArray(users.email, [...emails])));
  return rows.map((row) => row.email);
}

/**
 * Removes an accepted participant (never the owner) with their answers (cascade) and their copy of
 * the plan. The member row goes first, so deleting the copy's days has no totals left to update.
 * False when the challenge has no such participant.
 */
export async function deleteParticipant(db: Db, challengeId: string, memberId: string): Promise<boolean> {
  const [removed] = await db
    .delete(challengeMembers)
    .where(
      and(
        eq(challengeMembers.id, memberId),
        eq(challengeMembers.challengeId, challengeId),
        eq(challengeMembers.isOwner, false),
      ),
    )
    .returning({ planId: challengeMembers.planId, userId: challengeMembers.userId });
  if (!removed) return false;
  if (removed.planId) {
    await db.delete(plans).where(and(eq(plans.id, removed.planId), eq(plans.challengeId, challengeId)));
  }
  // Not back by the shared link: only a new invitation brings them in again.
  await db.insert(challengeRemovals).values({ challengeId, userId: removed.userId }).onConflictDoNothing();
  return true;
}

/** Whether the leader removed the user from the challenge (and no invitation brought them back since). */
export async function wasRemoved(db: Db, challengeId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: challengeRemovals.userId })
    .from(challengeRemovals)
    .where(and(eq(challengeRemovals.challengeId, challengeId), eq(challengeRemovals.userId, userId)));
  return Boolean(row);
}

/** A removed user is a member again, by a new invitation: the removal ends. */
export async function forgetRemoval(db: Db, challengeId: string, userId: string): Promise<void> {
  await db
    .delete(challengeRemovals)
    .where(and(eq(challengeRemovals.challengeId, challengeId), eq(challengeRemovals.userId, userId)));
}
