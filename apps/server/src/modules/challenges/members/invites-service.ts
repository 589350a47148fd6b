import type {
  ChallengeInviteDeclineResponse,
  ChallengeInvitesResponse,
  ChallengeMembershipResponse,
} from '@bible-journey/contract';
import type { Db } from '../../../db/database.js';
import { NotFoundError } from '../../../http/errors.js';
import { giveMemberCopy } from '../plan/member-copy.js';
import type { Tx } from '../plan/template.js';
import { challengeNotFound, loadChallengeAccess } from '../policy.js';
import { ChallengeFullError } from './invitation-bounds.js';
import { linkRefusal } from './invite-link-rule.js';
import { deleteInvitesOfUser, listInvitesOfUser, lockInviteOfUser, peopleIn } from './invites-repository.js';
import { addMember, findMemberId, forgetRemoval, lockActiveChallenge } from './members-repository.js';

const inviteNotFound = () => new NotFoundError('No such invite.');

/** GET /api/challenges/invites: the invites addressed to the user's e-mail. */
export async function getInvites(db: Db, userId: string): Promise<ChallengeInvitesResponse> {
  const rows = await listInvitesOfUser(db, userId);
  return {
    challengeInvites: rows.map((row) => ({
      _id: row.id,
      challenge: { _id: row.challengeId, title: row.title, owner: { name: row.ownerName } },
    })),
  };
}

/**
 * Makes the user a member: their member row (its id is the rankingId), their own copy of the
 * plan, and no invite of theirs left. Already a member: the same answer, nothing changes.
 */
async function becomeMember(tx: Tx, challengeId: string, userId: string): Promise<ChallengeMembershipResponse> {
  await forgetRemoval(tx, challengeId, userId);
  const member = await addMember(tx, challengeId, userId);
  if (member.isNew) await giveMemberCopy(tx, challengeId, member.id);
  await deleteInvitesOfUser(tx, challengeId, userId);
  return { rankingId: member.id, challengeId };
}

/**
 * PUT /api/challenge/invite/accept: the invite must be addressed to the user. Accepting again (or
 * twice at once) answers the same membership; one member row, one copy.
 */
export async function acceptInvite(
  db: Db,
  userId: string,
  challengeId: string,
  inviteId: string,
): Promise<ChallengeMembershipResponse> {
  return db.transaction(async (tx) => {
    if (!(await lockActiveChallenge(tx, challengeId))) throw challengeNotFound();
    const access = await loadChallengeAccess(tx, challengeId, userId);
    if (access.member) return { rankingId: access.member.id, challengeId };
    if (!(await lockInviteOfUser(tx, inviteId, challengeId, userId))) {
      // The same accept a moment ago: it waited for that one's invite, which is gone now, and its member is in.
      const rankingId = await findMemberId(tx, challengeId, userId);
      if (rankingId) return { rankingId, challengeId };
      throw inviteNotFound();
    }
    return becomeMember(tx, challengeId, userId);
  });
}

/** PUT /api/challenge/invite/decline: the user's invite is deleted; 404 when there is none. */
export async function declineInvite(
  db: Db,
  userId: string,
  challengeId: string,
  inviteId: string,
): Promise<ChallengeInviteDeclineResponse> {
  await loadChallengeAccess(db, challengeId, userId);
  if ((await deleteInvitesOfUser(db, challengeId, userId, inviteId)) === 0) throw inviteNotFound();
  return { success: true };
}

/**
 * PUT /api/challenge/join: by the shared link, any signed-in user becomes a participant; again
 * changes nothing. A challenge already holding `room` people takes nobody more (422), and a
 * participant the leader removed comes back only by a new invitation (403).
 */
export async function joinChallenge(
  db: Db,
  userId: string,
  challengeId: string,
  room: number,
  inviteKey?: string,
): Promise<ChallengeMembershipResponse> {
  return db.transaction(async (tx) => {
    const challenge = await lockActiveChallenge(tx, challengeId);
    if (!challenge) throw challengeNotFound();
    const access = await loadChallengeAccess(tx, challengeId, userId);
    if (access.member) return { rankingId: access.member.id, challengeId };
    // Someone invited by e-mail joins whatever became of the shared link.
    if (!access.inviteId) {
      const refusal = await linkRefusal(tx, challenge, userId, inviteKey);
      if (refusal) throw refusal;
      // An invite of theirs is already counted: it becomes their membership.
      if ((await peopleIn(tx, challengeId)) >= room) throw new ChallengeFullError(room);
    }
    return becomeMember(tx, challengeId, userId);
  });
}
