import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challengeMembers, challenges, plans, users } from '../../../db/schema.js';

/** A challenge as a list or its header shows it: title, leader, and how many have accepted. */
export interface ChallengeSummaryRow {
  id: string;
  title: string;
  ownerId: string;
  ownerName: string;
  participantsCount: number;
  includeLeaders: boolean;
  templatePlanId: string | null;
  startDate: string;
  finishDate: string;
  inviteLinkKey: string | null;
  inviteLinkOff: boolean;
  joinCode: string;
}

const summaryColumns = {
  id: challenges.id,
  title: challenges.title,
  ownerId: challenges.ownerId,
  ownerName: users.name,
  // Accepted participants, the owner not counted: kept with the challenge (decision 0021).
  participantsCount: challenges.participantCount,
  includeLeaders: challenges.includeLeaders,
  templatePlanId: challenges.templatePlanId,
  startDate: challenges.startDate,
  finishDate: challenges.finishDate,
  inviteLinkKey: challenges.inviteLinkKey,
  inviteLinkOff: challenges.inviteLinkOff,
  joinCode: challenges.joinCode,
};

/** The challenges the user is a member of (owner or participant), newest first; suspended ones are left out. */
export async function listMemberships(db: Db, userId: string): Promise<(ChallengeSummaryRow & { isOwner: boolean })[]> {
  return db
    .select({ ...summaryColumns, isOwner: challengeMembers.isOwner })
    .from(challengeMembers)
    .innerJoin(challenges, eq(challenges.id, challengeMembers.challengeId))
    .innerJoin(users, eq(users.id, challenges.ownerId))
    .where(and(eq(challengeMembers.userId, userId), isNull(challenges.suspendedAt)))
    .orderBy(desc(challenges.createdAt), desc(challenges.id));
}

/** One challenge with its leader's name and participant count (the caller has checked access). */
export async function findChallengeSummary(db: Db, challengeId: string): Promise<ChallengeSummaryRow | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.ownerId))
    .where(eq(challenges.id, challengeId));
  return row;
}

/** The title of a challenge that exists and isn't suspended (the invite pages, signed in or not). */
export async function findActiveTitle(db: Db, challengeId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: challenges.title })
    .from(challenges)
    .where(and(eq(challenges.id, challengeId), isNull(challenges.suspendedAt)));
  return row?.title;
}

export async function setTitle(db: Db, challengeId: string, title: string): Promise<string | undefined> {
  const [row] = await db
    .update(challenges)
    .set({ title })
    .where(eq(challenges.id, challengeId))
    .returning({ title: challenges.title });
  return row?.title;
}

/** Whether the leader is ranked; what it became, or undefined when the challenge is gone. */
export async function setIncludeLeaders(
  db: Db,
  challengeId: string,
  includeLeaders: boolean,
): Promise<boolean | undefined> {
  const [row] = await db
    .update(challenges)
    .set({ includeLeaders })
    .where(eq(challenges.id, challengeId))
    .returning({ includeLeaders: challenges.includeLeaders });
  return row?.includeLeaders;
}

/**
 * Sets the shared link's state: off or on again (the same link and join code), or a new link (a new
 * key, and a new join code drawn by the database); what it became, or undefined when gone.
 */
export async function setInviteLink(
  db: Db,
  challengeId: string,
  change: { inviteLinkKey?: string; inviteLinkOff: boolean },
): Promise<{ inviteLinkKey: string | null; inviteLinkOff: boolean; joinCode: string } | undefined> {
  const [row] = await db
    .update(challenges)
    .set(change.inviteLinkKey === undefined ? change : { ...change, joinCode: sql`bj_new_join_code()` })
    .where(eq(challenges.id, challengeId))
    .returning({
      inviteLinkKey: challenges.inviteLinkKey,
      inviteLinkOff: challenges.inviteLinkOff,
      joinCode: challenges.joinCode,
    });
  return row;
}

/**
 * Member copies deleted per transaction. A 5,000-member challenge with a year's plan holds about
 * 1.8 million plan days: one cascading statement would outlast the statement timeout (the day
 * trigger runs for each row), so the copies go a batch at a time, each batch detached from its
 * members first so the trigger has no totals to move. 20 copies of the longest plan (1,189 days)
 * stay well within the timeout.
 */
export const DELETE_BATCH_SIZE = 20;

/**
 * Deletes a challenge and everything hanging off it: the members' copies of the plan in batches,
 * then in one statement the rest (members, invites, questions, answers, the template; the foreign
 * keys cascade). Stopped halfway, the challenge is still there and a second deletion finishes it.
 * False when there was no such challenge.
 */
export async function deleteChallenge(db: Db, challengeId: string): Promise<boolean> {
  while ((await deleteCopiesBatch(db, challengeId)) === DELETE_BATCH_SIZE) {
    // Until a batch comes back short.
  }
  const deleted = await db.delete(challenges).where(eq(challenges.id, challengeId)).returning({ id: challenges.id });
  return deleted.length > 0;
}

async function deleteCopiesBatch(db: Db, challengeId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const batch = await tx
      .select({ id: challengeMembers.id, planId: challengeMembers.planId })
      .from(challengeMembers)
      .where(and(eq(challengeMembers.challengeId, challengeId), isNotNull(challengeMembers.planId)))
      .orderBy(asc(challengeMembers.id))
      .limit(DELETE_BATCH_SIZE)
      .for('update');
    if (batch.length === 0) return 0;
    await tx
      .update(challengeMembers)
      .set({ planId: null })
      .where(
        inArray(
          challengeMembers.id,
          batch.map((member) => member.id),
        ),
      );
    await tx.delete(plans).where(
      and(
        inArray(
          plans.id,
          batch.flatMap((member) => (member.planId ? [member.planId] : [])),
        ),
        eq(plans.challengeId, challengeId),
      ),
    );
    return batch.length;
  });
}

/** Every challenge the user owns, suspended ones too: the bulk deletion leaves nothing of theirs behind. */
export async function deleteOwnedChallenges(db: Db, ownerId: string): Promise<number> {
  const owned = await db.select({ id: challenges.id }).from(challenges).where(eq(challenges.ownerId, ownerId));
  let deleted = 0;
  for (const { id } of owned) {
    if (await deleteChallenge(db, id)) deleted += 1;
  }
  return deleted;
}
