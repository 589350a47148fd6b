import type {
  ChallengeDayHeaders,
  ChallengePlanResponse,
  ChallengePlanUpdateBody,
  ChallengePlanUpdateResponse,
  ChallengeReadingResponse,
} from '@bible-journey/contract';
import { conclusionPercentage } from '@bible-journey/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.js';
import { NotFoundError } from '../../../http/errors.js';
import { presentPlan } from '../../plans/presenter.js';
import { markDayOfPlan } from '../../plans/service.js';
import { requireMember, requireOwner } from '../policy.js';
import { followMemberCopy, followTemplate } from './follow-template.js';
import { copyOfMember, loadCopy, loadPlan, memberCounts } from './repository.js';
import { createTemplate, replaceTemplate } from './template.js';

/**
 * The member's own copy of the challenge plan (the owner's too), or null while the challenge has
 * no plan. A copy still behind the leader's last edit (its follow is under way, or was stopped)
 * follows it first; a member who joined while the template was being made gets their copy now.
 */
export async function getChallengePlan(db: Db, userId: string, challengeId: string): Promise<ChallengePlanResponse> {
  const { challenge, member } = await requireMember(db, challengeId, userId);
  const templateId = challenge.templatePlanId;
  if (templateId === null) return { plan: null };
  let copy = member.planId === null ? undefined : await loadCopy(db, member.planId, templateId);
  if (!copy || copy.isBehind) {
    await followMemberCopy(db, challengeId, member.id, new Date());
    const planId = await copyOfMember(db, member.id);
    copy = planId === null ? undefined : await loadCopy(db, planId, templateId);
  }
  return { plan: copy ? presentPlan(copy) : null };
}

/**
 * How long the leader's request follows the members' copies before the rest goes on in the
 * background: a small group's copies are all up to date in the answer, a large one's follow after.
 */
export const FOLLOW_WAIT_MS = 5_000;

/**
 * The leader's plan: the first template (then every member gets a copy) or an edit of it (then
 * every copy follows, keeping the chapters its member read). `planTemplateId` must name the
 * challenge's template, or be null when it has none. The template and the leader's own copy change
 * in one transaction, whose commit decides the answer (issue 22: never an error after the edit took
 * effect); the others follow for up to `followWaitMs`, then in the background (a member who opens
 * their copy before its turn has it followed then), and `copiesFollowing` says they still are.
 */
export async function updateChallengePlan(
  db: Db,
  userId: string,
  challengeId: string,
  body: ChallengePlanUpdateBody,
  options: { followWaitMs?: number; log?: FastifyBaseLogger } = {},
): Promise<ChallengePlanUpdateResponse> {
  const { challenge, member } = await requireOwner(db, challengeId, userId);
  if (body.planTemplateId !== challenge.templatePlanId) throw new NotFoundError('No such plan template.');
  const now = new Date();
  const { delays: _delays, ...newPlan } = body.newPlan;
  const copy = await db.transaction(async (tx) => {
    if (challenge.templatePlanId === null) await createTemplate(tx, challenge, userId, newPlan, now);
    else if (!(await replaceTemplate(tx, challengeId, newPlan, now))) throw new NotFoundError('No such plan template.');
    await followMemberCopy(tx, challengeId, member.id, now);
    const planId = await copyOfMember(tx, member.id);
    return planId === null ? undefined : loadPlan(tx, planId);
  });
  // The owner's row is only ever removed with the challenge.
  if (!copy) throw new NotFoundError('No such challenge.');
  let isFollowed = false;
  try {
    isFollowed = await followTemplate(db, challengeId, now, Date.now() + (options.followWaitMs ?? FOLLOW_WAIT_MS));
  } catch (error) {
    // The edit is in: the copies catch up in the background (or as each member opens theirs).
    options.log?.warn({ err: error, challengeId }, 'the challenge plan copies follow the edit in the background');
  }
  if (!isFollowed) followInBackground(db, challengeId, now, options.log);
  return { plan: presentPlan(copy), copiesFollowing: !isFollowed };
}

const following = new Map<string, Promise<void>>();

/** The rest of a follow, after the leader has had the answer: one at a time per challenge, resumed where it stopped. */
function followInBackground(db: Db, challengeId: string, now: Date, log: FastifyBaseLogger | undefined): void {
  const next = (following.get(challengeId) ?? Promise.resolve())
    .then(() => followTemplate(db, challengeId, now))
    .then(
      () => undefined,
      (error: unknown) =>
        log?.error({ err: error, challengeId }, 'the challenge plan copies could not all follow the edit'),
    );
  following.set(challengeId, next);
  void next.finally(() => {
    if (following.get(challengeId) === next) following.delete(challengeId);
  });
}

/** Settles when every follow going on in the background has ended (the app waits for them when it closes). */
export async function backgroundFollowsSettled(): Promise<void> {
  while (following.size > 0) await Promise.all(following.values());
}

/**
 * A member marks a day of their copy read (complete) or unread (undo): the one way a member's tick
 * reaches the server. The headers must agree: `ranking_id` is the caller's member row, `plan_id`
 * their copy, `day_id` one of its days (or one a leader's edit removed from it: the mark lands on
 * the day now holding the ticked chapter); anything else is 404. The mark goes through the plans
 * module's service (the latest change wins: a tick sent late keeps the time it was made) and the
 * database trigger moves the points; completing twice counts once. The answer carries the points
 * as the ranking counts them.
 */
export async function markChallengeDay(
  db: Db,
  session: { userId: string; sessionVersion: number },
  headers: ChallengeDayHeaders,
  read: boolean,
  body: { at?: string | undefined; chapter?: { book: string; chapter: number } | undefined } = {},
): Promise<ChallengeReadingResponse> {
  const { member } = await requireMember(db, headers.challenge_id, session.userId);
  if (member.id !== headers.ranking_id || member.planId !== headers.plan_id) throw noSuchDay();
  const marked = await markDayOfPlan(db, session, headers.day_id, { read, ...body }, headers.plan_id);
  const counts = await memberCounts(db, member.id);
  if (!counts) throw noSuchDay();
  return {
    day: {
      id: marked.id,
      _id: marked.position,
      read: marked.read,
      readChangedAt: marked.readChangedAt?.toISOString() ?? null,
    },
    points: {
      totalPoints: counts.totalPoints,
      // Days read, never more than the ticks earned (decision 0020).
      readingPoints: counts.totalPoints - counts.questionPoints,
      questionPoints: counts.questionPoints,
      conclusionPercentage: conclusionPercentage(counts.readDays, counts.dayCount),
    },
    changed: marked.applied && marked.wasRead !== marked.read,
  };
}

const noSuchDay = () => new NotFoundError('No such day.');
