import type { ChallengeInvitationResponse, InvitationPlan, JoinCodeResponse } from '@bible-journey/contract';
import { normalizeJoinCode, readingLoad } from '@bible-journey/core';
import type { Db } from '../../../db/database.js';
import { BadRequestError, NotFoundError } from '../../../http/errors.js';
import type { PlanDayRow } from '../../plans/repository.js';
import { loadPlan } from '../plan/repository.js';
import { challengeNotFound, loadChallengeAccess } from '../policy.js';
import { countParticipants, findByJoinCode, findInvitedChallenge } from './invitation-repository.js';
import { linkRefusal } from './invite-link-rule.js';
import type { JoinCodeThrottle } from './join-code-throttle.js';

/**
 * GET /api/challenge/invitation: what the invite page shows before someone joins (issue 23). Only
 * to someone the challenge's link lets in (decision 0019: on, with its key once renewed), someone
 * invited by e-mail (signed in), or a member; anyone else gets the link's refusal (403 with its
 * reason), as joining would. The leader's name is the only person's name in it: no member's name
 * or address reaches someone who holds no invitation.
 */
export async function getInvitation(
  db: Db,
  challengeId: string,
  visitor: { userId: string | undefined; inviteKey: string | undefined },
): Promise<ChallengeInvitationResponse> {
  const challenge = await findInvitedChallenge(db, challengeId);
  if (!challenge) throw challengeNotFound();
  const access = visitor.userId === undefined ? undefined : await loadChallengeAccess(db, challengeId, visitor.userId);
  const isMember = access?.member !== undefined;
  const inviteId = access?.inviteId ?? null;
  if (!isMember && inviteId === null) {
    const refusal = await linkRefusal(db, challenge, visitor.userId, visitor.inviteKey);
    if (refusal) throw refusal;
  }
  const template = challenge.templatePlanId === null ? undefined : await loadPlan(db, challenge.templatePlanId);
  return {
    challenge: {
      _id: challenge.id,
      title: challenge.title,
      owner: { name: challenge.ownerName },
      startDate: challenge.startDate,
      finishDate: challenge.finishDate,
      participantsCount: await countParticipants(db, challengeId),
      plan: template ? presentPlanLoad(template.plan.readingOrder, template.days) : null,
    },
    inviteId,
    isMember,
  };
}

/** What the plan reads from first to last, and what a day of it asks (core's readingLoad). */
function presentPlanLoad(readingOrder: InvitationPlan['readingOrder'], days: PlanDayRow[]): InvitationPlan | null {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return null;
  const load = readingLoad(days);
  return {
    readingOrder,
    readingStart: first.readingStart,
    readingEnd: last.readingEnd,
    days: load.days,
    averageChapters: load.averageChapters,
    averageMinutes: load.averageMinutes,
  };
}

/**
 * POST /api/challenge/join-code (signed in): the challenge a join code opens, with its link's key,
 * for the invite page. A code that is no code is a 400; one that opens nothing (never given, changed
 * with a new link, or its link turned off) a 404, and counts against the throttle.
 */
export async function findChallengeByCode(
  db: Db,
  throttle: JoinCodeThrottle,
  input: string,
  who: { userId: string; ip: string },
): Promise<JoinCodeResponse> {
  await throttle.check(who.userId, who.ip);
  const code = normalizeJoinCode(input);
  if (code === null) {
    await throttle.wrong(who.userId, who.ip);
    throw new BadRequestError('body/code must be a join code: 8 letters and digits (no 0, O, 1, I or L).');
  }
  const challenge = await findByJoinCode(db, code);
  if (!challenge) {
    await throttle.wrong(who.userId, who.ip);
    throw new NotFoundError('No challenge has this join code: check it with the leader.');
  }
  return { challengeId: challenge.id, inviteKey: challenge.inviteLinkKey };
}
