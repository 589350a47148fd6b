import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { challengeInvites, challengeMembers, challenges, users } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';

export type ChallengeRow = typeof challenges.$inferSelect;
export type MemberRow = typeof challengeMembers.$inferSelect;

/** Who the signed-in user is to one challenge (spec 3 section 6). */
export type ChallengeRole = 'owner' | 'participant' | 'invited' | 'stranger';

export interface ChallengeAccess {
  challenge: ChallengeRow;
  role: ChallengeRole;
  /** The user's member row (the owner has one too); absent for the invited and strangers. */
  member: MemberRow | undefined;
  /** The pending invite of the user's e-mail, for the invited. */
  inviteId: string | undefined;
}

/**
 * The one place that decides who the user is to a challenge: a suspended challenge (its owner lost
 * premium, decision 0009) is as absent as a deleted one. One query, whatever the route.
 */
export async function loadChallengeAccess(db: Db, challengeId: string, userId: string): Promise<ChallengeAccess> {
  const [row] = await db
    .select({ challenge: challenges, member: challengeMembers, inviteId: challengeInvites.id })
    .from(challenges)
    .leftJoin(
      challengeMembers,
      and(eq(challengeMembers.challengeId, challenges.id), eq(challengeMembers.userId, userId)),
    )
    .leftJoin(
      challengeInvites,
      and(
        eq(challengeInvites.challengeId, challenges.id),
        eq(challengeInvites.email, sql`(select ${users.email} from ${users} where ${users.id} = ${userId})`),
      ),
    )
    .where(and(eq(challenges.id, challengeId), isNull(challenges.suspendedAt)))
    .limit(1);
  if (!row) throw challengeNotFound();
  const { challenge, member } = row;
  const role: ChallengeRole = member
    ? member.isOwner
      ? 'owner'
      : 'participant'
    : row.inviteId
      ? 'invited'
      : 'stranger';
  return { challenge, role, member: member ?? undefined, inviteId: row.inviteId ?? undefined };
}

/** Members (owner and participants) see the challenge, its plan, ranking and questions; others get 404. */
export async function requireMember(
  db: Db,
  challengeId: string,
  userId: string,
): Promise<ChallengeAccess & { member: MemberRow }> {
  const access = await loadChallengeAccess(db, challengeId, userId);
  if (!access.member) throw challengeNotFound();
  return access as ChallengeAccess & { member: MemberRow };
}

/** Only the owner manages name, participants, plan, questions and deletion; anyone else gets 404. */
export async function requireOwner(
  db: Db,
  challengeId: string,
  userId: string,
): Promise<ChallengeAccess & { member: MemberRow }> {
  const access = await requireMember(db, challengeId, userId);
  if (access.role !== 'owner') throw challengeNotFound();
  return access;
}

/** Not a member and not the owner: the same answer as for a challenge that doesn't exist, so ids can't be probed. */
export function challengeNotFound(): NotFoundError {
  return new NotFoundError('No such challenge.');
}
