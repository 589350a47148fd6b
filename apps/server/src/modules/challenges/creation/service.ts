import type { ChallengeCreateBody, ChallengeCreateResponse } from '@bible-journey/contract';
import { CREATION_PARTICIPANTS_MIN, type Language } from '@bible-journey/core';
import { BadRequestError } from '../../../http/errors.js';
import { assertMayCreateChallenge } from '../../premium/service.js';
import { type PlayRefreshDeps, refreshPlayPurchases } from '../../store-purchases/play-refresh.js';
import {
  claimInvitesToMail,
  type InviteDeps,
  inviteAddresses,
  mailInvites,
  withInvitationMails,
} from '../members/invite-mail.js';
import { addMember } from '../members/members-repository.js';
import { inviterOf } from '../members/participants-service.js';
import { giveMemberCopy } from '../plan/member-copy.js';
import { createTemplate } from '../plan/template.js';
import { insertChallenge } from './repository.js';

/**
 * POST /api/challenges/add (premium, spec 3 section 5): the challenge, its owner's member row, the
 * template and the owner's own copy when a plan is given, and the invites (at least two addresses
 * besides the owner's own, each given a password-less account if it has none), in one transaction.
 * The invitations are mailed after the commit.
 */
export async function createChallenge(
  deps: InviteDeps & Pick<PlayRefreshDeps, 'play'>,
  userId: string,
  body: ChallengeCreateBody,
  language: Language,
): Promise<ChallengeCreateResponse> {
  const inviter = await inviterOf(deps.db, userId, body.owner_name, language);
  const participants = body.participants.filter((email) => email !== inviter.email);
  if (participants.length < CREATION_PARTICIPANTS_MIN) {
    throw new BadRequestError(
      `body.participants: must list at least ${CREATION_PARTICIPANTS_MIN} different e-mails besides your own`,
    );
  }
  // Google is asked (a lapsed or pending Play purchase) before the transaction, which holds locks.
  await refreshPlayPurchases(deps, userId);
  const { challenge, claimed } = await withInvitationMails(deps, userId, async (tx) => {
    await assertMayCreateChallenge(tx, userId);
    const challenge = await insertChallenge(tx, {
      title: body.challengeTitle,
      ownerId: userId,
      startDate: body.startDate,
      finishDate: body.finishDate,
      includeLeaders: body.includeLeaders,
    });
    const owner = await addMember(tx, challenge.id, userId, true);
    if (body.plan) {
      await createTemplate(tx, challenge, userId, body.plan);
      await giveMemberCopy(tx, challenge.id, owner.id);
    }
    const { invited } = await inviteAddresses(
      tx,
      { id: challenge.id, ownerEmail: inviter.email },
      participants,
      deps.invitations.peoplePerChallenge,
    );
    return { challenge, claimed: await claimInvitesToMail(tx, challenge.id, invited, inviter.language) };
  });
  void mailInvites(
    deps,
    { challengeId: challenge.id, challengeTitle: challenge.title, ownerName: inviter.name },
    claimed,
  );
  return { challenge: { _id: challenge.id } };
}
