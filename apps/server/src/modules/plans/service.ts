import type { CompleteDayBody, CompleteDayResponse, Plan, PlanBody, PlanUpdateBody } from '@bible-journey/contract';
import type { IncomingDay } from '@bible-journey/core';
import { currentSessionVersion } from '../../auth/session-version.js';
import type { Db } from '../../db/database.js';
import { BadRequestError, NotFoundError, UpstreamError } from '../../http/errors.js';
import { accountGone } from '../../http/require-user.js';
import { type SharedCopy, sharedCopyOf, sharedCopyOfDay } from '../challenges/plan/shared-days.js';
import { markSharedCopyDay } from '../challenges/plan/shared-marks.js';
import { userExists } from '../users/repository.js';
import {
  applyMark,
  findDayIdAtPosition,
  findSuccessorOfRetiredDay,
  hasDay,
  type MarkedDay,
} from './marks-repository.js';
import { presentPlan } from './presenter.js';
import {
  insertPlan,
  listPlanRevisions,
  listPlans,
  lockPlan,
  replacePlan,
  setPlanUpdatedAt,
  setTrackDelays,
} from './repository.js';

// Every query is scoped to the signed-in user: someone else's plan or day is simply not found.
// Only when nothing matched is it worth asking whether the account itself is gone (401).
async function notFound(db: Db, userId: string, what: 'plan' | 'day'): Promise<Error> {
  return (await userExists(db, userId)) ? new NotFoundError(`No such ${what}.`) : accountGone();
}

/**
 * A device's clock may run ahead: a change time later than the server's now counts as now, so one
 * device can't make a day unchangeable for everyone else until its clock is reached.
 */
function notAfter(time: string | null | undefined, now: Date): string | null {
  if (time === undefined || time === null) return null;
  return Date.parse(time) > now.getTime() ? now.toISOString() : new Date(time).toISOString();
}

function incomingDays(calendar: PlanBody['readingCalendar'], now: Date): IncomingDay[] {
  return calendar.map((day) => ({ ...day, readChangedAt: notAfter(day.readChangedAt, now) }));
}

export async function createPlan(db: Db, userId: string, body: PlanBody): Promise<{ plan: Plan }> {
  const now = new Date();
  try {
    return {
      plan: presentPlan(
        await insertPlan(db, userId, { ...body, readingCalendar: incomingDays(body.readingCalendar, now) }, now),
      ),
    };
  } catch (error) {
    // The plan's owner must exist (foreign key): a deleted account's token lands here.
    if (!(await userExists(db, userId))) throw accountGone();
    throw error;
  }
}

export type UpdatePlanResult = { plan: Plan } | { conflict: true; revision: number };

/** An edit or replan: 409 when it was based on a revision the plan has moved on from. */
export async function updatePlan(
  db: Db,
  userId: string,
  planId: string,
  body: PlanUpdateBody,
): Promise<UpdatePlanResult> {
  const now = new Date();
  const { revision, ...rest } = body;
  const updated = await replacePlan(
    db,
    userId,
    planId,
    { ...rest, readingCalendar: incomingDays(body.readingCalendar, now) },
    revision,
    now,
  );
  if (!updated) throw await notFound(db, userId, 'plan');
  if ('refused' in updated) {
    throw new BadRequestError(
      'A challenge plan keeps its chapters: a replan may only move its days, or leave out whole unread days of the past.',
    );
  }
  if ('conflict' in updated) return updated;
  return { plan: presentPlan(updated) };
}

/** The user's plans, or nothing to send when the device already holds them as they are (ETag). */
export async function getPlans(
  db: Db,
  userId: string,
  knownTag: string | undefined,
): Promise<{ plans: Plan[]; tag: string } | { notModified: true; tag: string }> {
  if (knownTag) {
    const tag = plansTag(await listPlanRevisions(db, userId));
    if (tag === knownTag && tag !== EMPTY_TAG) return { notModified: true, tag };
  }
  const plans = await listPlans(db, userId);
  if (plans.length === 0 && !(await userExists(db, userId))) throw accountGone();
  return {
    plans: plans.map(presentPlan),
    tag: plansTag(plans.map(({ plan }) => ({ id: plan.id, revision: plan.revision }))),
  };
}

const EMPTY_TAG = 'W/"none"';

/** Every write moves a plan's revision, so its ids and revisions name what GET /api/plan answers. */
function plansTag(revisions: readonly { id: string; revision: number }[]): string {
  if (revisions.length === 0) return EMPTY_TAG;
  return `W/"${revisions.map(({ id, revision }) => `${id}.${revision}`).join('-')}"`;
}

export async function registerUpdate(
  db: Db,
  userId: string,
  planId: string,
  updatedAt: string,
): Promise<{ updatedAt: string; revision: number }> {
  const row = await setPlanUpdatedAt(db, userId, planId, new Date(notAfter(updatedAt, new Date()) as string));
  if (!row) throw await notFound(db, userId, 'plan');
  return { updatedAt: row.updatedAt.toISOString(), revision: row.revision };
}

/** A mark that keeps meeting whole-plan writes is tried again this many times. */
const MARK_ATTEMPTS = 5;

/**
 * One day's mark, named by the day's id or (as the seed's client does) its position. A mark for a
 * day an edit removed lands on the day that now holds its first chapter; a mark that met a
 * whole-plan write halfway is applied again to the rewritten day.
 */
export async function completeDay(
  db: Db,
  session: { userId: string; sessionVersion: number },
  dayRef: string,
  body: CompleteDayBody,
): Promise<CompleteDayResponse> {
  return presentMarked(await markDayOfPlan(db, session, dayRef, body));
}

/**
 * completeDay's mark, as stored (with the day's mark before it): for the plans' own route, and for
 * a challenge member's tick on their copy (`inPlan`: only a day of that plan, or one retired from
 * it, is marked; anything else is not found).
 */
export async function markDayOfPlan(
  db: Db,
  session: { userId: string; sessionVersion: number },
  dayRef: string,
  body: CompleteDayBody,
  inPlan?: string,
): Promise<MarkedDay> {
  const copyId = inPlan ?? body.planId;
  const shared = copyId === undefined ? undefined : await sharedCopyOf(db, session.userId, copyId);
  const marked = shared ? await markSharedCopyDayIn(db, session, shared, dayRef, body) : 'notShared';
  if (marked !== 'notShared') return marked;
  if (inPlan === undefined) {
    try {
      return await markDayIn(db, session, dayRef, body);
    } catch (error) {
      // A day of a challenge's template, from a member whose copy shares its days (decision 0025).
      const day = error instanceof NotFoundError && isDayId(dayRef);
      const copy = day ? await sharedCopyOfDay(db, session.userId, dayRef) : undefined;
      const markedShared = copy ? await markSharedCopyDayIn(db, session, copy, dayRef, body) : 'notShared';
      if (markedShared === 'notShared') throw error;
      return markedShared;
    }
  }
  // The plan locked first: the mark's statement then sees the day as it is (`wasRead`), so of two
  // ticks at the same moment exactly one changes it.
  return db.transaction(async (tx) => {
    if (!(await lockPlan(tx, session.userId, inPlan))) throw await notFound(tx, session.userId, 'day');
    return markDayIn(tx, session, dayRef, body, inPlan);
  });
}

const isDayId = (dayRef: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(dayRef);

/** A mark on a copy sharing its template's days; 'notShared' when its member replanned meanwhile. */
async function markSharedCopyDayIn(
  db: Db,
  session: { userId: string; sessionVersion: number },
  copy: SharedCopy,
  dayRef: string,
  body: CompleteDayBody,
): Promise<MarkedDay | 'notShared'> {
  await assertSessionCurrent(db, session);
  const marked = await markSharedCopyDay(db, copy, dayRef, {
    read: body.read,
    at: markTime(body.at),
    chapter: body.chapter,
  });
  if (marked === undefined) throw await notFound(db, session.userId, 'day');
  return marked;
}

/** When a mark was made, as its device said (never later than now), or now. */
function markTime(at: string | null | undefined): Date {
  const now = new Date();
  return new Date(notAfter(at, now) ?? now.toISOString());
}

async function markDayIn(
  db: Db,
  session: { userId: string; sessionVersion: number },
  dayRef: string,
  body: CompleteDayBody,
  inPlan?: string,
): Promise<MarkedDay> {
  const { userId } = session;
  const at = markTime(body.at);
  let dayId: string | undefined = /^\d+$/.test(dayRef)
    ? await findDayIdAtPosition(db, userId, Number(dayRef), inPlan ?? body.planId)
    : dayRef;
  for (let attempt = 0; dayId !== undefined && attempt < MARK_ATTEMPTS; attempt++) {
    const marked = await applyMark(db, session, dayId, body.read, at, inPlan);
    if (marked) return marked;
    if (!(await isSessionCurrent(db, session))) throw accountGone();
    if (await hasDay(db, userId, dayId, inPlan)) continue;
    dayId = await findSuccessorOfRetiredDay(db, userId, dayId, body.chapter, inPlan);
  }
  // This route checks the session in its own statement: a day not found may be an ended session.
  await assertSessionCurrent(db, session);
  // Whole-plan writes kept replacing the day under the mark: a retry will land it, a 404 would drop it.
  if (dayId !== undefined) throw new UpstreamError(503, 'The plan is being changed right now: send the mark again.');
  throw new NotFoundError('No such day.');
}

/** For the route that checks the session in its own statement: 401 when it is no longer current. */
export async function assertSessionCurrent(db: Db, session: { userId: string; sessionVersion: number }): Promise<void> {
  if (!(await isSessionCurrent(db, session))) throw accountGone();
}

async function isSessionCurrent(db: Db, session: { userId: string; sessionVersion: number }): Promise<boolean> {
  return (await currentSessionVersion(db, session.userId)) === session.sessionVersion;
}

function presentMarked(marked: MarkedDay): CompleteDayResponse {
  return {
    day: {
      id: marked.id,
      _id: marked.position,
      date: marked.date,
      read: marked.read,
      readChangedAt: marked.readChangedAt?.toISOString() ?? null,
      readingStart: marked.readingStart,
      readingEnd: marked.readingEnd,
      readingDetails: marked.readingDetails,
    },
    planId: marked.planId,
    revision: marked.revision,
    updatedAt: marked.updatedAt.toISOString(),
    applied: marked.applied,
  };
}

export async function trackDelays(
  db: Db,
  userId: string,
  planId: string,
  shouldTrackDelays: boolean,
): Promise<{ shouldTrackDelays: boolean; revision: number }> {
  const row = await setTrackDelays(db, userId, planId, shouldTrackDelays);
  if (!row) throw await notFound(db, userId, 'plan');
  return { shouldTrackDelays: row.shouldTrackDelays, revision: row.revision };
}
