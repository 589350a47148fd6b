import type { Plan, PlanBody, PlanDay, PlanUpdateBody } from '@bible-journey/contract';
import type { Db } from '../../db/database.js';
import { NotFoundError } from '../../http/errors.js';
import { accountGone } from '../../http/require-user.js';
import { userExists } from '../users/repository.js';
import { presentDay, presentPlan } from './presenter.js';
import { insertPlan, listPlans, replacePlan, setDayRead, setPlanUpdatedAt, setTrackDelays } from './repository.js';

// Every query is scoped to the signed-in user: someone else's plan or day is simply not found.
// Only when nothing matched is it worth asking whether the account itself is gone (401).
async function notFound(db: Db, userId: string, what: 'plan' | 'day'): Promise<Error> {
  return (await userExists(db, userId)) ? new NotFoundError(`No such ${what}.`) : accountGone();
}

export async function createPlan(db: Db, userId: string, body: PlanBody): Promise<{ plan: Plan }> {
  try {
    return { plan: presentPlan(await insertPlan(db, userId, body)) };
  } catch (error) {
    // The plan's owner must exist (foreign key): a deleted account's token lands here.
    if (!(await userExists(db, userId))) throw accountGone();
    throw error;
  }
}

export async function updatePlan(
  db: Db,
  userId: string,
  planId: string,
  body: PlanUpdateBody,
): Promise<{ plan: Plan }> {
  const updated = await replacePlan(db, userId, planId, body);
  if (!updated) throw await notFound(db, userId, 'plan');
  return { plan: presentPlan(updated) };
}

export async function getPlans(db: Db, userId: string): Promise<{ plans: Plan[] }> {
  const plans = await listPlans(db, userId);
  if (plans.length === 0 && !(await userExists(db, userId))) throw accountGone();
  return { plans: plans.map(presentPlan) };
}

export async function registerUpdate(
  db: Db,
  userId: string,
  planId: string,
  updatedAt: string,
): Promise<{ updatedAt: string }> {
  const row = await setPlanUpdatedAt(db, userId, planId, new Date(updatedAt));
  if (!row) throw await notFound(db, userId, 'plan');
  return { updatedAt: row.updatedAt.toISOString() };
}

export async function completeDay(db: Db, userId: string, dayId: string, read: boolean): Promise<{ day: PlanDay }> {
  const day = await setDayRead(db, userId, dayId, read);
  if (!day) throw await notFound(db, userId, 'day');
  return { day: presentDay(day) };
}

export async function trackDelays(
  db: Db,
  userId: string,
  planId: string,
  shouldTrackDelays: boolean,
): Promise<{ shouldTrackDelays: boolean }> {
  const row = await setTrackDelays(db, userId, planId, shouldTrackDelays);
  if (!row) throw await notFound(db, userId, 'plan');
  return { shouldTrackDelays: row.shouldTrackDelays };
}
