import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { challenges, users } from '../../../db/schema.js';

// What the invite page shows of a challenge (issue 23), and the join codes that open it.

export interface InvitedChallengeRow {
  id: string;
  title: string;
  ownerName: string;
  startDate: string;
  finishDate: string;
  templatePlanId: string | null;
  inviteLinkKey: string | null;
  inviteLinkOff: boolean;
}

/** A challenge that exists and isn't suspended, as the invite page shows it, with its link's state. */
export async function findInvitedChallenge(db: Db, challengeId: string): Promise<InvitedChallengeRow | undefined> {
  const [row] = await db
    .select({
      id: challenges.id,
      title: challenges.title,
      ownerName: users.name,
      startDate: challenges.startDate,
      finishDate: challenges.finishDate,
      templatePlanId: challenges.templatePlanId,
      inviteLinkKey: challenges.inviteLinkKey,
      inviteLinkOff: challenges.inviteLinkOff,
    })
    .from(challenges)
    .innerJoin(users, eq(users.id, challenges.ownerId))
    .where(and(eq(challenges.id, challengeId), isNull(challenges.suspendedAt)));
  return row;
}

/** How many accepted the challenge, its leader not counted: kept with the challenge (decision 0021). */
export async function countParticipants(db: Db, challengeId: string): Promise<number> {
  const [row] = await db
    .select({ n: challenges.participantCount })
    .from(challenges)
    .where(eq(challenges.id, challengeId));
  return row?.n ?? 0;
}

/**
 * The challenge a join code opens: one that exists, isn't suspended and whose link is on (the code
 * stops with the link); its link's key for the invite page.
 */
export async function findByJoinCode(
  db: Db,
  code: string,
): Promise<{ id: string; inviteLinkKey: string | null } | undefined> {
  const [row] = await db
    .select({ id: challenges.id, inviteLinkKey: challenges.inviteLinkKey })
    .from(challenges)
    .where(and(eq(challenges.joinCode, code), isNull(challenges.suspendedAt), eq(challenges.inviteLinkOff, false)));
  return row;
}
