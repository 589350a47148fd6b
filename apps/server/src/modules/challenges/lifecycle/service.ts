import type {
  ChallengeDeleteResponse,
  ChallengeNameResponse,
  ChallengeNameUpdateResponse,
  ChallengeResponse,
  ChallengesResponse,
  OwnedChallengesDeleteResponse,
} from '@bible-journey/contract';
import type { Db } from '../../../db/database.js';
import { challengeNotFound, requireMember, requireOwner } from '../policy.js';
import { presentChallenge, presentSummary } from './presenter.js';
import {
  deleteChallenge,
  deleteOwnedChallenges,
  findActiveTitle,
  findChallengeSummary,
  listMemberships,
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

export async function removeChallenge(db: Db, userId: string, challengeId: string): Promise<ChallengeDeleteResponse> {
  await requireOwner(db, challengeId, userId);
  if (!(await deleteChallenge(db, challengeId))) throw challengeNotFound();
  return { success: true };
}

/** DELETE /api/challenges/owned: every challenge the user owns, suspended ones included. */
export async function removeOwnedChallenges(db: Db, userId: string): Promise<OwnedChallengesDeleteResponse> {
  return { deleted: await deleteOwnedChallenges(db, userId) };
}
