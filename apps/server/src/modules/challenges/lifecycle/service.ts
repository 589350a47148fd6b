import { randomBytes } from 'node:crypto';
import type {
  ChallengeDeleteResponse,
  ChallengeNameResponse,
  ChallengeNameUpdateResponse,
  ChallengeResponse,
  ChallengesResponse,
  IncludeLeadersUpdateBody,
  IncludeLeadersUpdateResponse,
  InviteLinkUpdateBody,
  InviteLinkUpdateResponse,
  OwnedChallengesDeleteResponse,
} from '@bible-journey/contract';
import type { Db } from '../../../db/database.js';
import { challengeNotFound, requireMember, requireOwner } from '../policy.js';
import { presentChallenge, presentInviteLink, presentSummary } from './presenter.js';
import {
  deleteChallenge,
  deleteOwnedChallenges,
  findActiveTitle,
  findChallengeSummary,
  listMemberships,
  setIncludeLeaders,
  setInviteLink,
  setTitle,
} from './repository.js';

/** GET /api/challenges: what the user leads, then what they take part in. */
export async function getChallenges(db: Db, userId: string): Promise<ChallengesResponse> {
  const memberships = await listMemberships(db, userId);
  return {
    owner: memberships.filter((row) => row.isOwner).map(presentSummary),
    participant: memberships.filter((row) => !row.isOwner).map(presentSummary),
  };
}

/** GET /api/challenge: a member's view of the challenge. */
export async function getChallenge(db: Db, userId: string, challengeId: string): Promise<ChallengeResponse> {
  const access = await requireMember(db, challengeId, userId);
  const summary = await findChallengeSummary(db, challengeId);
  // Deleted between the two reads: as absent as it now is.
  if (!summary) throw challengeNotFound();
  return { challenge: presentChallenge(summary), isOwner: access.role === 'owner' };
}

/** GET /api/challenge/name: the invite pages show it before anyone signs in. */
export async function getChallengeName(db: Db, challengeId: string): Promise<ChallengeNameResponse> {
  const title = await findActiveTitle(db, challengeId);
  if (title === undefined) throw challengeNotFound();
  return { challengeName: title };
}

export async function renameChallenge(
  db: Db,
  userId: string,
  challengeId: string,
  title: string,
): Promise<ChallengeNameUpdateResponse> {
  await requireOwner(db, challengeId, userId);
  const newTitle = await setTitle(db, challengeId, title);
  if (newTitle === undefined) throw challengeNotFound();
  return { newTitle };
}

/**
 * PUT /api/challenge/invite-link (owner, issue 22): the shared link off or on again, or a new
 * link (a new random key, on): the links shared before stop working for anyone not invited. The
 * join code goes with the link (issue 23): it stops while the link is off and changes with it.
 */
export async function changeInviteLink(
  db: Db,
  userId: string,
  challengeId: string,
  { action }: InviteLinkUpdateBody,
): Promise<InviteLinkUpdateResponse> {
  await requireOwner(db, challengeId, userId);
  const changed = await setInviteLink(
    db,
    challengeId,
    action === 'renew'
      ? { inviteLinkKey: randomBytes(12).toString('base64url'), inviteLinkOff: false }
      : { inviteLinkOff: action === 'off' },
  );
  if (!changed) throw challengeNotFound();
  return { inviteLink: presentInviteLink(changed) };
}

/**
 * PUT /api/challenge/include-leaders (owner): the leader in the ranking or out of it. The ranking
 * reads it on every request (their totals are kept either way), so it shows at once.
 */
export async function switchIncludeLeaders(
  db: Db,
  userId: string,
  challengeId: string,
  { includeLeaders }: IncludeLeadersUpdateBody,
): Promise<IncludeLeadersUpdateResponse> {
  await requireOwner(db, challengeId, userId);
  const changed = await setIncludeLeaders(db, challengeId, includeLeaders);
  if (changed === undefined) throw challengeNotFound();
  return { includeLeaders: changed };
}

export async function removeChallenge(db: Db, userId: string, challengeId: string): Promise<ChallengeDeleteResponse> {
  await requireOwner(db, challengeId, userId);
  if (!(await deleteChallenge(db, challengeId))) throw challengeNotFound();
  return { success: true };
}

/** DELETE /api/challenges/owned: every challenge the user owns, suspended ones included. */
export async function removeOwnedChallenges(db: Db, userId: string): Promise<OwnedChallengesDeleteResponse> {
  return { deleted: await deleteOwnedChallenges(db, userId) };
}
